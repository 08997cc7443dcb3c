import type { Database } from '@server/db/client';
import type { users } from '@server/db/schema';
import { recordAudit } from '@server/plugins/audit';
import { isLoginThrottled, verifyPassword } from '@server/plugins/auth';
import type { UserView } from '@shared/contracts/auth';
import { LOGIN_FAILED_MESSAGE, USER_LOGIN_FAILED_MESSAGE } from '@shared/contracts/auth';
import type { OrganizationView } from '@shared/contracts/organizations';
import { toOrganizationView } from './organization-view';
import { findPartnerCredential, findUserByUsername, markPartnerLogin, markUserLogin } from './repo';

export const PARTNER_LOGIN_ACTION = 'partner.login';
export const USER_LOGIN_ACTION = 'user.login';

export type LoginOutcome<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'failed'; error: string }
  | { kind: 'locked' };

interface Attempt {
  ip: string;
}

/** Checks a partner's email and password; every attempt is audited, repeated failures lock (429). */
export async function checkPartnerLogin(
  db: Database,
  input: { email: string; password: string },
  { ip }: Attempt,
): Promise<LoginOutcome<OrganizationView>> {
  const account = input.email;
  const base = { action: PARTNER_LOGIN_ACTION, loginAccount: account, ip } as const;
  if (await isLoginThrottled(db, PARTNER_LOGIN_ACTION, { account, ip })) {
    await recordAudit(db, { ...base, outcome: 'refused', actorType: 'anonymous' });
    return { kind: 'locked' };
  }
  const found = await findPartnerCredential(db, account);
  const valid = await verifyPassword(found?.credential.passwordHash ?? null, input.password);
  if (!found || !valid) {
    await recordAudit(db, { ...base, outcome: 'failure', actorType: 'anonymous' });
    return { kind: 'failed', error: LOGIN_FAILED_MESSAGE };
  }
  await markPartnerLogin(db, found.credential.id);
  await recordAudit(db, {
    ...base,
    actorType: 'partner',
    actorId: found.organization.id,
    targetType: 'organization',
    targetId: found.organization.id,
  });
  return { kind: 'ok', value: toOrganizationView(found.organization) };
}

export function toUserView(row: typeof users.$inferSelect): UserView {
  return {
    id: row.id,
    username: row.username,
    role: row.role === 'admin' ? 'admin' : 'landlord',
    displayName: row.displayName,
  };
}

/** Checks an admin's username or a landlord's email with the password; audited and limited like partners. */
export async function checkUserLogin(
  db: Database,
  input: { username: string; password: string },
  { ip }: Attempt,
): Promise<LoginOutcome<UserView>> {
  const account = input.username;
  const base = { action: USER_LOGIN_ACTION, loginAccount: account, ip } as const;
  if (await isLoginThrottled(db, USER_LOGIN_ACTION, { account, ip })) {
    await recordAudit(db, { ...base, outcome: 'refused', actorType: 'anonymous' });
    return { kind: 'locked' };
  }
  const user = await findUserByUsername(db, account);
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !valid) {
    await recordAudit(db, { ...base, outcome: 'failure', actorType: 'anonymous' });
    return { kind: 'failed', error: USER_LOGIN_FAILED_MESSAGE };
  }
  await markUserLogin(db, user.id);
  const view = toUserView(user);
  await recordAudit(db, {
    ...base,
    actorType: view.role,
    actorId: user.id,
    targetType: 'user',
    targetId: user.id,
  });
  return { kind: 'ok', value: view };
}
