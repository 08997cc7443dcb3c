import { hash, verify } from '@node-rs/argon2';
import { HttpError } from '../error-handler';
import { passwordProblem } from './password-strength';

// Algorithm.Argon2id of @node-rs/argon2 (an ambient const enum, so it can't be imported here)
const ARGON2ID = 2;

/** argon2id at OWASP's minimum recommendation: 19 MiB memory, 2 iterations, 1 lane. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * The hash of a password nobody chose through a form: demo data, tests, and the random password of an
 * account that opens only through an emailed link. A person's choice goes through hashChosenPassword.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * The one way a password someone chose (sign-up, a reset or invitation link, create-admin, create-partner)
 * becomes a stored hash: checked first (length, and not common or guessable from `userInputs`, the person's
 * own name, email, username or organisation). A refused password is a 400 on the `password` field.
 */
export async function hashChosenPassword(
  password: string,
  userInputs: readonly (string | null | undefined)[],
): Promise<string> {
  const problem = passwordProblem(password, userInputs);
  if (problem) throw new HttpError(400, problem, [{ path: 'password', message: problem }]);
  return hashPassword(password);
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
