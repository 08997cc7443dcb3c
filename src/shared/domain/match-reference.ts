/**
 * The references people quote: VH-7K2Q9M for a match request, RF-7K2Q9M for a referral, CL-7K2Q9M for a
 * co-living application. No 0/O or 1/I to
 * misread, and 32 symbols, so each random byte maps to one without bias; six of them give about a billion.
 */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const MATCH_REFERENCE_PATTERN = /^VH-[2-9A-HJ-NP-Z]{6}$/;
export const REFERRAL_REFERENCE_PATTERN = /^RF-[2-9A-HJ-NP-Z]{6}$/;
export const CO_LIVING_REFERENCE_PATTERN = /^CL-[2-9A-HJ-NP-Z]{6}$/;

function newReference(prefix: string): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(6));
  return `${prefix}-${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

export const newMatchReference = (): string => newReference('VH');
export const newReferralReference = (): string => newReference('RF');
export const newCoLivingReference = (): string => newReference('CL');
