import type { Database } from '@server/db/client';
import { findAccountsBySignIn, unlockAccount } from '@server/modules/account-access';
import { ACCOUNT_KIND_LABELS } from '@shared/contracts/account-access';
import { CliError } from './errors';

export const UNLOCK_ACCOUNT_USAGE = `Usage: npm run unlock-account -- <email-or-username>
  Lets the account sign in again at once: clears its failed sign-in counts (from every address) and ends all
  its sessions. Matches an admin's username or email, a landlord's email and a partner organization's
  sign-in email; every account that matches is unlocked.`;

/** Unlocks every account that signs in with `name` (audited as the system); answers what to print. */
export async function unlockAccountsNamed(db: Database, name: string): Promise<string> {
  const signIn = name.trim().toLowerCase();
  const found = await findAccountsBySignIn(db, signIn);
  if (found.length === 0) throw new CliError(`No account signs in with "${signIn}"; nothing was changed.`);
  const lines: string[] = [];
  for (const { kind, id } of found) {
    const { account, sessionsEnded } = await unlockAccount(db, kind, id, { type: 'system' });
    const sessions = sessionsEnded === 1 ? '1 session' : `${sessionsEnded} sessions`;
    const inactive = account.active ? '' : ' It is deactivated, so it still cannot sign in.';
    lines.push(
      `${ACCOUNT_KIND_LABELS[kind]} "${account.name}" (${account.signIn}) unlocked: ` +
        `failed sign-in counts cleared, ${sessions} ended.${inactive}`,
    );
  }
  return lines.join('\n');
}
