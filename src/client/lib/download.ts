function blobUrl(text: string, mimeType: string): string {
  return URL.createObjectURL(new Blob([text], { type: mimeType }));
}

function revokeLater(url: string): void {
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Saves a Blob (text, a PDF...) as a file through an object URL. Returns false if the browser refused. */
export function downloadBlob(filename: string, blob: Blob): boolean {
  try {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
    revokeLater(url);
    return true;
  } catch {
    return false;
  }
}

/** Saves text as a file. Returns false if the browser refused. */
export function downloadTextFile(
  filename: string,
  text: string,
  mimeType = 'text/plain;charset=utf-8',
): boolean {
  return downloadBlob(filename, new Blob([text], { type: mimeType }));
}

/** Fallback when a download fails: opens the text in a new tab. Returns false if pop-ups are blocked. */
export function openTextInNewTab(text: string, mimeType = 'text/plain;charset=utf-8'): boolean {
  try {
    const url = blobUrl(text, mimeType);
    const opened = window.open(url, '_blank', 'noopener');
    revokeLater(url);
    return opened !== null;
  } catch {
    return false;
  }
}

/** The file name a server gave a download, e.g. attachment; filename="referrals-2025-01-28.csv" (no folders). */
export function filenameFromDisposition(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  const name = match?.[1] ? decodeURIComponent(match[1]).replace(/[/\\]/g, '') : '';
  return name || fallback;
}
