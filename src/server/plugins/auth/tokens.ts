import { createHash, randomBytes } from 'node:crypto';

/** A new session token: 256 random bits, and the SHA-256 that is all the database keeps. */
export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
