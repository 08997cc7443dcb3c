import type { Database } from '@server/db/client';
import { recordAudit } from '@server/plugins/audit';
import { HttpError } from '@server/plugins/error-handler';
import type { LandlordSignupInput, UserView } from '@shared/contracts/auth';
import { createLandlordAccount } from './provision';
import { findUserByUsername } from './repo';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Sign in instead.';

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error as { code: unknown }).code === '23505';

/** Creates a landlord account; 409 on the email field when it is taken. */
export async function signUpLandlord(
  db: Database,
  input: Required<Pick<LandlordSignupInput, 'name' | 'email' | 'password'>> & { phone?: string },
  { ip }: { ip: string },
): Promise<UserView> {
  const taken = new HttpError(409, EMAIL_TAKEN_MESSAGE, [{ path: 'email', message: EMAIL_TAKEN_MESSAGE }]);
  if (await findUserByUsername(db, input.email)) throw taken;
  try {
    const { userId } = await createLandlordAccount(db, { ...input, phone: input.phone || null });
    await recordAudit(db, { action: 'landlord.signup', actorType: 'landlord', actorId: userId, ip });
    return { id: userId, username: input.email, role: 'landlord', displayName: input.name };
  } catch (error) {
    // two sign-ups with one email at once: the unique index decides
    if (isUniqueViolation(error) || isUniqueViolation((error as { cause?: unknown })?.cause)) throw taken;
    throw error;
  }
}
