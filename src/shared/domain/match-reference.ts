/**
 * The reference a veteran can quote about a match request, e.g. VH-7K2Q9M: no 0/O or 1/I to misread,
 * and 32 symbols, so each random byte maps to one without bias; six of them give about a billion references.
 */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const MATCH_REFERENCE_PATTERN = /^VH-[2-9A-HJ-NP-Z]{6}$/;

export function newMatchReference(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(6));
  return `VH-${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}
