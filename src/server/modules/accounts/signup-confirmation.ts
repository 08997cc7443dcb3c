import { type Database, withTransaction } from '@server/db/client';
import { recordAudit } from '@server/plugins/audit';
import { findLiveAccountLink, redeemAccountLink } from '@server/plugins/auth';
import { HttpError } from '@server/plugins/error-handler';
import { ACCOUNT_LINK_INVALID_MESSAGE } from '@shared/contracts/account-recovery';
import { ACCOUNT_DEACTIVATED_MESSAGE, type UserView } from '@shared/contracts/auth';
import { confirmEmail, type LinkUser } from './email-confirmation';
import { markUserLogin } from './repo';
import { toUserView, USER_LOGIN_ACTION } from './service';

export const linkInvalid = () =>
  new HttpError(400, ACCOUNT_LINK_INVALID_MESSAGE, [
    { path: 'token', message: ACCOUNT_LINK_INVALID_MESSAGE },
  ]);

/**
 * Uses a sign-up confirmation link once: confirms the landlord's email (adopting their leads), records the
 * sign-in and answers whom to sign in; the caller starts the session. Any other link, or one that was used or
 * expired, is the same 400 as everywhere else.
 */
export async function confirmLandlordSignup(
  db: Database,
  token: string,
  { ip, landlordRecordMerged }: LinkUser,
): Promise<UserView> {
  const link = await findLiveAccountLink(db, token);
  const userId = link?.purpose === 'signup_confirmation' ? link.userId : null;
  if (!link || !userId) {
    await recordAudit(db, { action: 'account.link_refused', outcome: 'failure', actorType: 'anonymous', ip });
    throw linkInvalid();
  }
  return withTransaction(db, async (tx) => {
    if (!(await redeemAccountLink(tx, link))) throw linkInvalid();
    const user = await confirmEmail(tx, userId, landlordRecordMerged);
    if (!user) throw linkInvalid();
    if (user.deactivatedAt) throw new HttpError(403, ACCOUNT_DEACTIVATED_MESSAGE);
    await markUserLogin(tx, user.id);
    const base = {
      actorType: 'landlord',
      actorId: user.id,
      targetType: 'user',
      targetId: user.id,
      ip,
    } as const;
    await recordAudit(tx, { ...base, action: 'landlord.email_confirmed' });
    // a sign-in like any other: the address becomes one the account signed in from
    await recordAudit(tx, { ...base, action: USER_LOGIN_ACTION, loginAccount: user.username });
    return toUserView(user);
  });
}
