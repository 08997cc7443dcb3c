import { type Database, withTransaction } from '@server/db/client';
import { queueMessage } from '@server/modules/messages';
import { type AuditActorType, recordAudit } from '@server/plugins/audit';
import {
  accountLinkSubject,
  countLiveAccountLinks,
  createAccountLink,
  findLiveAccountLink,
  hashChosenPassword,
  redeemAccountLink,
  revokeSessionsOf,
} from '@server/plugins/auth';
import { HttpError } from '@server/plugins/error-handler';
import {
  ACCOUNT_LINK_INVALID_MESSAGE,
  type AccountLinkRequest,
  type AccountLinkView,
  SIGN_IN_TAKEN_MESSAGE,
} from '@shared/contracts/account-recovery';
import {
  accountWords,
  describeLinkAccount,
  findAccountsFor,
  setPartnerPassword,
  setUserPassword,
} from './account-link-repo';
import { confirmEmail, type LinkUser } from './email-confirmation';

/** At most this many reset links are live for one account at a time: a wall against filling an inbox. */
export const LIVE_RESET_LINKS_MAX = 3;

interface Caller {
  ip: string;
}

const linkInvalid = () =>
  new HttpError(400, ACCOUNT_LINK_INVALID_MESSAGE, [
    { path: 'token', message: ACCOUNT_LINK_INVALID_MESSAGE },
  ]);

/**
 * Queues a reset link for every account the request names (by email: a partner sign-in, a landlord or an admin;
 * by username: that account, at the email on record), in one transaction with its message. The caller answers the same whatever happened here.
 */
export async function requestPasswordReset(
  db: Database,
  who: AccountLinkRequest,
  { ip }: Caller,
): Promise<void> {
  await withTransaction(db, async (tx) => {
    const accounts = await findAccountsFor(tx, who);
    const loginAccount = 'username' in who ? who.username : who.email;
    const base = { action: 'account.password_reset_requested', actorType: 'anonymous', ip } as const;
    if (accounts.length === 0) {
      await recordAudit(tx, { ...base, outcome: 'failure', loginAccount });
      return;
    }
    for (const { id, subject, email } of accounts) {
      const target = { targetType: 'organizationId' in subject ? 'organization' : 'user', targetId: id };
      if ((await countLiveAccountLinks(tx, subject, 'password_reset')) >= LIVE_RESET_LINKS_MAX) {
        await recordAudit(tx, { ...base, ...target, outcome: 'refused', loginAccount });
        continue;
      }
      const link = await createAccountLink(tx, { purpose: 'password_reset', email, subject });
      await queueMessage(tx, {
        kind: 'account.password_reset',
        recipientId: id,
        payload: { linkId: link.id },
      });
      await recordAudit(tx, { ...base, ...target, loginAccount });
    }
  });
}

/** A live link that sets a password: a reset or an invitation (a confirmation or sign-in link sets none). */
async function findPasswordLink(db: Database, token: string) {
  const link = await findLiveAccountLink(db, token);
  return link && (link.purpose === 'password_reset' || link.purpose === 'invitation') ? link : null;
}

/** What a link is for, before the person types a password; 400 when it can't be used. */
export async function describeAccountLink(db: Database, token: string): Promise<AccountLinkView> {
  const link = await findPasswordLink(db, token);
  const view = link ? await describeLinkAccount(db, link) : null;
  if (!view) throw linkInvalid();
  return view;
}

const ACTOR_OF: Record<AccountLinkView['account'], AuditActorType> = {
  partner: 'partner',
  landlord: 'landlord',
  admin: 'admin',
};

/**
 * Sets the password a link is for, once: marks the link used (a concurrent second use gets 400), sets or
 * creates the sign-in, confirms a user's email (the link proved it), ends every session of the account and
 * audits it, all in one transaction. The password is checked like every chosen one (400 on `password`).
 */
export async function completeAccountLink(
  db: Database,
  input: { token: string; password: string },
  { ip, landlordRecordMerged }: LinkUser,
): Promise<AccountLinkView> {
  const found = await findPasswordLink(db, input.token);
  if (!found) {
    await recordAudit(db, { action: 'account.link_refused', outcome: 'failure', actorType: 'anonymous', ip });
    throw linkInvalid();
  }
  // hashed before the transaction, so the link's row is not locked for the time argon2 takes
  const passwordHash = await hashChosenPassword(input.password, await accountWords(db, found));
  return withTransaction(db, async (tx) => {
    const view = await describeLinkAccount(tx, found);
    if (!view || !(await redeemAccountLink(tx, found))) throw linkInvalid();
    const subject = accountLinkSubject(found);
    if (found.organizationId) {
      const done = await setPartnerPassword(
        tx,
        { ...found, organizationId: found.organizationId },
        passwordHash,
      );
      if (!done) throw new HttpError(409, SIGN_IN_TAKEN_MESSAGE);
    } else if (found.userId) {
      await setUserPassword(tx, found.userId, passwordHash);
      await confirmEmail(tx, found.userId, landlordRecordMerged);
    }
    const sessionsEnded = await revokeSessionsOf(tx, subject);
    const id = found.organizationId ?? found.userId;
    await recordAudit(tx, {
      action:
        found.purpose !== 'invitation'
          ? 'account.password_reset'
          : found.organizationId
            ? 'organization.invitation_accepted'
            : 'account.invitation_accepted',
      actorType: ACTOR_OF[view.account],
      actorId: id,
      targetType: found.organizationId ? 'organization' : 'user',
      targetId: id,
      ip,
      details: { sessionsEnded },
    });
    return view;
  });
}
