import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id of @node-rs/argon2 (an ambient const enum, so it can't be imported here)
const ARGON2ID = 2;

/** argon2id at OWASP's minimum recommendation: 19 MiB memory, 2 iterations, 1 lane. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified against when the account does not exist, so a miss costs as long as a wrong password.
const decoyHash = hash('not-a-real-password', OPTIONS);

/** True when `password` matches `stored`; a null `stored` (unknown account) spends the same time and fails. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  try {
    if (stored === null) {
      await verify(await decoyHash, password);
      return false;
    }
    return await verify(stored, password);
  } catch {
    return false;
  }
}
