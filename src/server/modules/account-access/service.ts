import { type Database, withTransaction } from '@server/db/client';
import { partnerCredentials, users } from '@server/db/schema';
import { recordAudit } from '@server/plugins/audit';
import { clearSignInLimits, revokeSessionsOf } from '@server/plugins/auth';
import { HttpError, notFound } from '@server/plugins/error-handler';
import type { AccountAccess, AccountAccessChanged, AccountsPage } from '@shared/contracts/account-access';
import type { AccountKind } from '@shared/contracts/account-recovery';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { type ParsedAccountsQuery, SIGN_IN_ACTION, selectAccount, selectAccounts } from './repo';

export const PARTNER_ACTIVE_MESSAGE =
  "Turn a partner organization's sign-in on or off in network management, on the organization's row.";
export const SELF_DEACTIVATE_MESSAGE = "You can't deactivate your own account. Ask another admin to do it.";
export const LAST_ADMIN_MESSAGE =
  'This is the last active admin account. Create or reactivate another admin first (npm run create-admin).';
export const ACCOUNT_NOT_FOUND_MESSAGE = 'Account not found';

/** Who changes an account: an admin through the API, or the operator at the command line. */
export type AccessActor = { type: 'admin'; id: string; ip: string } | { type: 'system' };

const audit = (actor: AccessActor) => ({
  actorType: actor.type,
  actorId: actor.type === 'admin' ? actor.id : null,
  ip: actor.type === 'admin' ? actor.ip : undefined,
});

const subjectOf = (account: AccountAccess) =>
  account.kind === 'partner' ? { organizationId: account.id } : { userId: account.id };

export function listAccounts(db: Database, query: ParsedAccountsQuery): Promise<AccountsPage> {
  return selectAccounts(db, query);
}

async function existing(db: Database, kind: AccountKind, id: string): Promise<AccountAccess> {
  const account = await selectAccount(db, kind, id);
  if (!account) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  return account;
}

/**
 * Lets an account sign in again at once: clears every sign-in limit counter of its sign-in name (all
 * addresses) and ends all its sessions, audited in one transaction.
 */
export async function unlockAccount(
  db: Database,
  kind: AccountKind,
  id: string,
  actor: AccessActor,
): Promise<AccountAccessChanged> {
  const account = await existing(db, kind, id);
  const sessionsEnded = await withTransaction(db, async (tx) => {
    const countersCleared = await clearSignInLimits(tx, SIGN_IN_ACTION[kind], account.signIn);
    const ended = await revokeSessionsOf(tx, subjectOf(account));
    await recordAudit(tx, {
      ...audit(actor),
      action: 'account.unlocked',
      targetType: kind === 'partner' ? 'organization' : 'user',
      targetId: id,
      details: { kind, countersCleared, sessionsEnded: ended },
    });
    return ended;
  });
  return { account: await existing(db, kind, id), sessionsEnded };
}

/**
 * Deactivates (its sessions end at once) or reactivates an admin or a landlord. Organisations are switched in
 * network management (400); nobody deactivates themselves, nor the last active admin (409: the active admins
 * are locked while counted, so two admins can't deactivate each other at once).
 */
export async function setAccountActive(
  db: Database,
  kind: AccountKind,
  id: string,
  active: boolean,
  actor: AccessActor,
): Promise<AccountAccessChanged> {
  if (kind === 'partner') throw new HttpError(400, PARTNER_ACTIVE_MESSAGE);
  await existing(db, kind, id);
  const sessionsEnded = await withTransaction(db, async (tx) => {
    if (active) {
      const changed = await tx
        .update(users)
        .set({ deactivatedAt: null })
        .where(and(eq(users.id, id), sql`${users.deactivatedAt} is not null`))
        .returning({ id: users.id });
      if (changed.length > 0)
        await recordAudit(tx, {
          ...audit(actor),
          action: 'account.reactivated',
          targetType: 'user',
          targetId: id,
        });
      return 0;
    }
    if (actor.type === 'admin' && actor.id === id) throw new HttpError(409, SELF_DEACTIVATE_MESSAGE);
    if (kind === 'admin') {
      const activeAdmins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)))
        .for('update');
      if (!activeAdmins.some((admin) => admin.id !== id)) throw new HttpError(409, LAST_ADMIN_MESSAGE);
    }
    const changed = await tx
      .update(users)
      .set({ deactivatedAt: sql`now()` })
      .where(and(eq(users.id, id), isNull(users.deactivatedAt)))
      .returning({ id: users.id });
    const ended = await revokeSessionsOf(tx, { userId: id });
    if (changed.length > 0)
      await recordAudit(tx, {
        ...audit(actor),
        action: 'account.deactivated',
        targetType: 'user',
        targetId: id,
        details: { kind, sessionsEnded: ended },
      });
    return ended;
  });
  return { account: await existing(db, kind, id), sessionsEnded };
}

/**
 * The accounts that sign in with `name` (the unlock-account command): a user by username or email, a
 * partner organisation by its sign-in email.
 */
export async function findAccountsBySignIn(
  db: Database,
  name: string,
): Promise<{ kind: AccountKind; id: string }[]> {
  const people = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(or(eq(users.username, name), eq(users.email, name)));
  const partners = await db
    .select({ id: partnerCredentials.organizationId })
    .from(partnerCredentials)
    .where(eq(partnerCredentials.email, name));
  return [
    ...people.map(({ id, role }) => ({ kind: (role === 'admin' ? 'admin' : 'landlord') as AccountKind, id })),
    ...partners.map(({ id }) => ({ kind: 'partner' as const, id })),
  ];
}
