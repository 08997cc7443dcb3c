import { z } from 'zod';
import { ACCOUNT_KINDS, type AccountKind } from './account-recovery';
import { optionalText, ZPagination } from './common';

// Account access (issue 15): an admin sees every sign-in (partner organisations, landlords, admins), unlocks one
// that failed sign-in limits lock, ends its sessions, and deactivates or reactivates admins and landlords.
// Organisations are deactivated from network management (their PATCH), which also ends their sessions.
export const ADMIN_ACCOUNTS_PATH = '/api/admin/accounts';
export const ADMIN_ACCOUNT_UNLOCK_PATH = '/api/admin/accounts/:kind/:id/unlock';
export const ADMIN_ACCOUNT_ACTIVE_PATH = '/api/admin/accounts/:kind/:id/active';

/** The kinds of sign-in (one name with account recovery): a partner organisation, a landlord, an admin. */
export const ACCOUNT_KIND_LABELS: Record<AccountKind, string> = {
  partner: 'Partner organization',
  landlord: 'Landlord',
  admin: 'Admin',
};
const kind = z.enum(ACCOUNT_KINDS, { error: `Choose an account type: ${ACCOUNT_KINDS.join(', ')}` });

export const ZAccountsQuery = ZPagination.extend({
  kind: kind.optional(),
  /** Name or sign-in (username or email), any part. */
  search: optionalText(100),
  /** Only accounts that sign-in limits hold right now. */
  locked: z.enum(['true', 'false'], { error: 'Use true or false' }).optional(),
});
export type AccountsQuery = z.input<typeof ZAccountsQuery>;

export const ZAccountParams = z.strictObject({ kind, id: z.uuid({ error: 'Unknown id' }) });

export const ZAccountAccess = z.object({
  kind: z.enum(ACCOUNT_KINDS),
  id: z.uuid(),
  name: z.string(),
  /** What the account signs in with: an admin's username, a landlord's or an organisation's email. */
  signIn: z.string(),
  active: z.boolean(),
  /** Sign-in limits refuse this account now, from at least one address. */
  locked: z.boolean(),
  /** Failed sign-ins in the current window, across every address. */
  recentFailures: z.number().int(),
  liveSessions: z.number().int(),
  lastLoginAt: z.string().nullable(),
});
export type AccountAccess = z.infer<typeof ZAccountAccess>;

export const ZAccountsPage = z.object({ items: z.array(ZAccountAccess), total: z.number().int() });
export type AccountsPage = z.infer<typeof ZAccountsPage>;

/**
 * The answer to both actions. Unlock clears the account's failed sign-in counts and ends all its sessions;
 * deactivating ends them too.
 */
export const ZAccountAccessChanged = z.object({ account: ZAccountAccess, sessionsEnded: z.number().int() });
export type AccountAccessChanged = z.infer<typeof ZAccountAccessChanged>;

/** Deactivate (sessions end at once) or reactivate an admin or a landlord; an admin can't deactivate themselves. */
export const ZAccountActiveInput = z.strictObject({
  active: z.boolean({ error: 'Say whether the account is active' }),
});
export type AccountActiveInput = z.infer<typeof ZAccountActiveInput>;
