import { type Database, withTransaction } from '@server/db/client';
import { organizations, users } from '@server/db/schema';
import { queueMessage } from '@server/modules/messages';
import { recordAudit } from '@server/plugins/audit';
import {
  countLiveAccountLinks,
  createAccountLink,
  findLiveAccountLink,
  redeemAccountLink,
} from '@server/plugins/auth';
import { HttpError } from '@server/plugins/error-handler';
import type { AccountLinkRequest, SignInLinkDone } from '@shared/contracts/account-recovery';
import { ACCOUNT_DEACTIVATED_MESSAGE } from '@shared/contracts/auth';
import { eq } from 'drizzle-orm';
import { describeLinkAccount, findAccountsFor } from './account-link-repo';
import { confirmEmail, type LinkUser } from './email-confirmation';
import { toOrganizationView } from './organization-view';
import { LIVE_RESET_LINKS_MAX } from './password-reset';
import { markUserLogin } from './repo';
import { PARTNER_LOGIN_ACTION, USER_LOGIN_ACTION } from './service';
import { linkInvalid } from './signup-confirmation';

/**
 * "Email me a sign-in link" (issue 31): the owner of an account whose sign-in is held back by someone else's
 * guesses (429) signs in with a one-time link sent to the account's email, without the password. The link is an
 * account link like a reset (decision 0011): created here with its message, minted at delivery, used once.
 * Using it is a sign-in from the link's address, so that address becomes one the account-wide limit spares.
 */
export async function requestSignInLink(
  db: Database,
  who: AccountLinkRequest,
  { ip }: { ip: string },
): Promise<void> {
  await withTransaction(db, async (tx) => {
    const accounts = await findAccountsFor(tx, who);
    const loginAccount = 'username' in who ? who.username : who.email;
    const base = { action: 'account.sign_in_link_requested', actorType: 'anonymous', ip } as const;
    if (accounts.length === 0) {
      await recordAudit(tx, { ...base, outcome: 'failure', loginAccount });
      return;
    }
    for (const { id, subject, email } of accounts) {
      const target = { targetType: 'organizationId' in subject ? 'organization' : 'user', targetId: id };
      if ((await countLiveAccountLinks(tx, subject, 'sign_in')) >= LIVE_RESET_LINKS_MAX) {
        await recordAudit(tx, { ...base, ...target, outcome: 'refused', loginAccount });
        continue;
      }
      const link = await createAccountLink(tx, { purpose: 'sign_in', email, subject });
      await queueMessage(tx, { kind: 'account.sign_in_link', recipientId: id, payload: { linkId: link.id } });
      await recordAudit(tx, { ...base, ...target, loginAccount });
    }
  });
}

export interface SignedInByLink extends SignInLinkDone {
  userId: string | null;
  organizationId: string | null;
}

/**
 * Uses a sign-in link once and records the sign-in (the caller starts the session). Any other link, or one used
 * or expired, is the usual 400; a switched-off account is refused like at sign-in (403).
 */
export async function useSignInLink(
  db: Database,
  token: string,
  { ip, landlordRecordMerged }: LinkUser,
): Promise<SignedInByLink> {
  const link = await findLiveAccountLink(db, token);
  const view = link?.purpose === 'sign_in' ? await describeLinkAccount(db, link) : null;
  if (!link || !view) {
    await recordAudit(db, { action: 'account.link_refused', outcome: 'failure', actorType: 'anonymous', ip });
    throw linkInvalid();
  }
  return withTransaction(db, async (tx) => {
    if (!(await redeemAccountLink(tx, link))) throw linkInvalid();
    const via = { details: { via: 'sign_in_link' }, ip, loginAccount: view.signInName };
    if (link.organizationId) {
      const [organization] = await tx
        .select()
        .from(organizations)
        .where(eq(organizations.id, link.organizationId));
      if (!organization) throw linkInvalid();
      const id = organization.id;
      await recordAudit(tx, {
        ...via,
        action: PARTNER_LOGIN_ACTION,
        actorType: 'partner',
        actorId: id,
        targetType: 'organization',
        targetId: id,
      });
      return {
        account: 'partner',
        organization: toOrganizationView(organization),
        userId: null,
        organizationId: id,
      };
    }
    const userId = link.userId ?? '';
    const [found] = await tx
      .select({ deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(eq(users.id, userId));
    if (!found) throw linkInvalid();
    if (found.deactivatedAt) throw new HttpError(403, ACCOUNT_DEACTIVATED_MESSAGE);
    // the link proved the address: an account still waiting for its confirmation is confirmed
    await confirmEmail(tx, userId, landlordRecordMerged);
    await markUserLogin(tx, userId);
    const actorType = view.account === 'admin' ? 'admin' : 'landlord';
    await recordAudit(tx, {
      ...via,
      action: USER_LOGIN_ACTION,
      actorType,
      actorId: userId,
      targetType: 'user',
      targetId: userId,
    });
    return { account: view.account, organization: null, userId, organizationId: null };
  });
}
