// a backslash ("/\host") or a control character ("/\t/host") can turn a path into another site
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what it looks for
const UNSAFE = /[\u0000-\u001f\\]/;

/**
 * Where to go after signing in: the `next` query parameter when it is a path on this site ("/...";
 * never "//host", which browsers read as another site, nor the sign-in page itself), else `fallback`.
 */
export function safeNextPath(next: string | null | undefined, fallback: string, signInPath?: string): string {
  if (!next?.startsWith('/') || next.startsWith('//') || UNSAFE.test(next)) return fallback;
  if (signInPath && (next === signInPath || next.startsWith(`${signInPath}?`))) return fallback;
  return next;
}
