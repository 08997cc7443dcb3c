import { getJson, sendJson } from '@client/lib/api-client';
import {
  type AccountAccess,
  type AccountAccessChanged,
  type AccountsPage,
  ADMIN_ACCOUNT_ACTIVE_PATH,
  ADMIN_ACCOUNT_UNLOCK_PATH,
  ADMIN_ACCOUNTS_PATH,
  ZAccountAccessChanged,
  ZAccountsPage,
} from '@shared/contracts/account-access';
import type { AccountKind } from '@shared/contracts/account-recovery';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Rows per page of the accounts list. */
export const ACCOUNTS_PAGE_SIZE = 25;

export interface AccountFilters {
  search: string;
  /** '' for every kind */
  kind: AccountKind | '';
  lockedOnly: boolean;
}
export const NO_FILTERS: AccountFilters = { search: '', kind: '', lockedOnly: false };

/** The path of one account's action: `template` with its kind and id filled in. */
export const accountPath = (template: string, account: Pick<AccountAccess, 'kind' | 'id'>) =>
  template.replace(':kind', encodeURIComponent(account.kind)).replace(':id', encodeURIComponent(account.id));

/**
 * GET /api/admin/accounts?limit&offset&kind&search&locked: one page; the old one stays while the next loads.
 * Locks come and go with time, so the page asks again each time it opens.
 */
export function useAccounts({ search, kind, lockedOnly }: AccountFilters, offset: number) {
  return useQuery({
    queryKey: [ADMIN_ACCOUNTS_PATH, { search, kind, lockedOnly, offset, limit: ACCOUNTS_PAGE_SIZE }],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: String(ACCOUNTS_PAGE_SIZE), offset: String(offset) });
      if (kind) params.set('kind', kind);
      if (search.trim()) params.set('search', search.trim());
      if (lockedOnly) params.set('locked', 'true');
      return getJson(`${ADMIN_ACCOUNTS_PATH}?${params}`, ZAccountsPage, { signal });
    },
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

/** Puts the changed account into every loaded page (a row that no longer fits a filter goes on the next load). */
function useReplaceAccount() {
  const queryClient = useQueryClient();
  return ({ account }: AccountAccessChanged) =>
    queryClient.setQueriesData<AccountsPage>({ queryKey: [ADMIN_ACCOUNTS_PATH] }, (page) =>
      page
        ? {
            ...page,
            items: page.items.map((item) =>
              item.kind === account.kind && item.id === account.id ? account : item,
            ),
          }
        : page,
    );
}

/** POST .../unlock: clears the failed sign-ins and ends every session of the account. */
export function useUnlockAccount() {
  const replace = useReplaceAccount();
  return useMutation({
    mutationFn: (account: AccountAccess) =>
      sendJson('POST', accountPath(ADMIN_ACCOUNT_UNLOCK_PATH, account), undefined, ZAccountAccessChanged),
    onSuccess: replace,
  });
}

/** POST .../active: deactivates (its sessions end at once) or reactivates an admin or a landlord. */
export function useSetAccountActive() {
  const replace = useReplaceAccount();
  return useMutation({
    mutationFn: ({ account, active }: { account: AccountAccess; active: boolean }) =>
      sendJson('POST', accountPath(ADMIN_ACCOUNT_ACTIVE_PATH, account), { active }, ZAccountAccessChanged),
    onSuccess: replace,
  });
}
