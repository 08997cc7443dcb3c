function blobUrl(text: string, mimeType: string): string {
  return URL.createObjectURL(new Blob([text], { type: mimeType }));
}

function revokeLater(url: string): void {
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Saves text as a file through a Blob and an object URL. Returns false if the browser refused. */
export function downloadTextFile(
  filename: string,
  text: string,
  mimeType = 'text/plain;charset=utf-8',
): boolean {
  try {
    const url = blobUrl(text, mimeType);
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
