import type { Database } from '@server/db/client';
import type { users } from '@server/db/schema';
import { recordAudit } from '@server/plugins/audit';
import {
  admitSignInAttempt,
  countUnsuccessfulAttempt,
  releaseSignInAttempt,
  verifyPassword,
} from '@server/plugins/auth';
import type { UserView } from '@shared/contracts/auth';
import {
  ACCOUNT_DEACTIVATED_MESSAGE,
  EMAIL_NOT_CONFIRMED_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  USER_LOGIN_FAILED_MESSAGE,
} from '@shared/contracts/auth';
import type { OrganizationView } from '@shared/contracts/organizations';
import { toOrganizationView } from './organization-view';
import { findPartnerCredential, findUserByUsername, markPartnerLogin, markUserLogin } from './repo';

export const PARTNER_LOGIN_ACTION = 'partner.login';
export const USER_LOGIN_ACTION = 'user.login';

export type LoginOutcome<T> =
  | { kind: 'ok'; value: T }
  /** Wrong account or password: the generic message (401). */
  | { kind: 'failed'; error: string }
  /** The right password for an account that can't sign in now (403): deactivated, or email not confirmed. */
  | { kind: 'refused'; error: string }
  /** Sign-in limits (429). */
  | { kind: 'locked' };

interface Attempt {
  ip: string;
}

/**
 * The steps every sign-in takes (decision 0017): a slot under the sign-in limits before the password is
 * checked; a right password gives it back. Failures and refusals are audited at most once a minute per
 * account, with how many attempts the record stands for; successes every time.
 */
async function signIn<T>(
  db: Database,
  action: string,
  attempt: { account: string; ip: string; password: string },
  check: (verify: (stored: string | null) => Promise<boolean>) => Promise<LoginOutcome<T>>,
): Promise<LoginOutcome<T>> {
  const { account, ip } = attempt;
  const unsuccessful = async (outcome: 'failure' | 'refused', reason: string) => {
    const attempts = await countUnsuccessfulAttempt(db, action, account);
    if (attempts !== null)
      await recordAudit(db, {
        action,
        outcome,
        actorType: 'anonymous',
        loginAccount: account,
        ip,
        details: { attempts, reason },
      });
  };
  if (!(await admitSignInAttempt(db, action, { account, ip }))) {
    await unsuccessful('refused', 'limit');
    return { kind: 'locked' };
  }
  let passwordRight = false;
  const outcome = await check(async (stored) => {
    passwordRight = await verifyPassword(stored, attempt.password);
    return passwordRight;
  });
  if (passwordRight) await releaseSignInAttempt(db, action, { account, ip });
  if (outcome.kind === 'failed') await unsuccessful('failure', 'password');
  if (outcome.kind === 'refused') await unsuccessful('refused', 'account');
  return outcome;
}

/** Checks a partner's email and password; a switched-off sign-in is told so once the password is right. */
export async function checkPartnerLogin(
  db: Database,
  input: { email: string; password: string },
  { ip }: Attempt,
): Promise<LoginOutcome<OrganizationView>> {
  const account = input.email;
  return signIn(db, PARTNER_LOGIN_ACTION, { account, ip, password: input.password }, async (verify) => {
    const found = await findPartnerCredential(db, account);
    if (!(await verify(found?.credential.passwordHash ?? null)) || !found)
      return { kind: 'failed', error: LOGIN_FAILED_MESSAGE };
    if (!found.credential.isActive) return { kind: 'refused', error: ACCOUNT_DEACTIVATED_MESSAGE };
    await markPartnerLogin(db, found.credential.id);
    await recordAudit(db, {
      action: PARTNER_LOGIN_ACTION,
      loginAccount: account,
      ip,
      actorType: 'partner',
      actorId: found.organization.id,
      targetType: 'organization',
      targetId: found.organization.id,
    });
    return { kind: 'ok', value: toOrganizationView(found.organization) };
  });
}

export function toUserView(row: typeof users.$inferSelect): UserView {
  return {
    id: row.id,
    username: row.username,
    role: row.role === 'admin' ? 'admin' : 'landlord',
    displayName: row.displayName,
  };
}

/**
 * Checks an admin's username or a landlord's email with the password, limited and audited like partners.
 * Once the password is right: a deactivated account, or a landlord who has not confirmed the sign-up
 * email, is refused with what to do.
 */
export async function checkUserLogin(
  db: Database,
  input: { username: string; password: string },
  { ip }: Attempt,
): Promise<LoginOutcome<UserView>> {
  const account = input.username;
  return signIn(db, USER_LOGIN_ACTION, { account, ip, password: input.password }, async (verify) => {
    const user = await findUserByUsername(db, account);
    if (!(await verify(user?.passwordHash ?? null)) || !user)
      return { kind: 'failed', error: USER_LOGIN_FAILED_MESSAGE };
    if (user.deactivatedAt) return { kind: 'refused', error: ACCOUNT_DEACTIVATED_MESSAGE };
    if (user.role === 'landlord' && !user.emailConfirmedAt)
      return { kind: 'refused', error: EMAIL_NOT_CONFIRMED_MESSAGE };
    await markUserLogin(db, user.id);
    const view = toUserView(user);
    await recordAudit(db, {
      action: USER_LOGIN_ACTION,
      loginAccount: account,
      ip,
      actorType: view.role,
      actorId: user.id,
      targetType: 'user',
      targetId: user.id,
    });
    return { kind: 'ok', value: view };
  });
}
