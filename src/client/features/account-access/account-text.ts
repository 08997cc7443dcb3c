import type { BadgeVariant } from '@client/components/ui/badge';
import { formatDateTime, formatNumber } from '@client/lib/format';
import { ACCOUNT_KIND_LABELS, type AccountAccess } from '@shared/contracts/account-access';

/** What an admin can do to one account from this page. */
export type AccountAction = 'unlock' | 'deactivate' | 'reactivate';

export const kindLabel = (account: Pick<AccountAccess, 'kind'>) => ACCOUNT_KIND_LABELS[account.kind];

/** Partners are switched on and off in network management (it keeps the organisation's own history). */
export const canChangeActive = (account: Pick<AccountAccess, 'kind'>) => account.kind !== 'partner';

export const ACTIVE_BADGE: Record<'true' | 'false', { label: string; variant: BadgeVariant }> = {
  true: { label: 'Active', variant: 'success' },
  false: { label: 'Deactivated', variant: 'destructive' },
};

/** "1 session", "3 sessions". */
export const sessionsText = (count: number) =>
  `${formatNumber(count, 0)} ${count === 1 ? 'session' : 'sessions'}`;

export const lastSignInText = (at: string | null) => (at ? formatDateTime(at) : 'Never');

/** The polite announcement after an action worked. */
export function resultText(action: AccountAction, account: AccountAccess, sessionsEnded: number): string {
  const ended = sessionsEnded === 0 ? 'No session was open.' : `${sessionsText(sessionsEnded)} ended.`;
  if (action === 'unlock') return `${account.name} is unlocked and can sign in again. ${ended}`;
  if (action === 'deactivate') return `${account.name} is deactivated and can't sign in. ${ended}`;
  return `${account.name} is active again and can sign in.`;
}

/** The confirmation dialog's words per action. */
export function dialogText(action: AccountAction, account: AccountAccess) {
  const sessions =
    account.liveSessions === 0
      ? 'No session is open right now.'
      : `${sessionsText(account.liveSessions)} open right now will end.`;
  if (action === 'unlock')
    return {
      title: `Unlock ${account.name} and end their sessions?`,
      description: `This clears the failed sign-in attempts, so ${account.signIn} can sign in again at once. It also ends every session of this account: anyone signed in with it, on any device, is signed out and must sign in again. ${sessions}`,
      confirm: 'Unlock and end sessions',
      destructive: false,
    };
  if (action === 'deactivate')
    return {
      title: `Deactivate ${account.name}?`,
      description: `${account.signIn} can no longer sign in, and every session of this account ends at once. ${sessions} Nothing else changes, and you can reactivate the account later.`,
      confirm: 'Deactivate',
      destructive: true,
    };
  return {
    title: `Reactivate ${account.name}?`,
    description: `${account.signIn} can sign in again with the same password.`,
    confirm: 'Reactivate',
    destructive: false,
  };
}
