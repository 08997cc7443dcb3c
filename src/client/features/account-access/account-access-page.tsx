import { AdminPage } from '@client/components/auth/admin-page';
import { PagedList } from '@client/components/ui/paged-list';
import { parseApiError } from '@client/lib/api-client';
import { useCurrentUser } from '@client/lib/user-session';
import type { AccountAccess, AccountAccessChanged } from '@shared/contracts/account-access';
import { KeyRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { AccountDialog, type AccountRequest } from './account-dialog';
import { AccountFilters } from './account-filters';
import { type AccountAction, resultText } from './account-text';
import { AccountCards, AccountsTable } from './accounts-table';
import {
  ACCOUNTS_PAGE_SIZE,
  type AccountFilters as Filters,
  NO_FILTERS,
  useAccounts,
  useSetAccountActive,
  useUnlockAccount,
} from './use-account-access';

const TITLE = 'Accounts and sign-in';
const HEADING_ID = 'accounts-heading';

function headingText({ search, lockedOnly }: Filters): string {
  const what = lockedOnly ? 'Locked accounts' : 'Accounts';
  return search.trim() ? `${what} matching "${search.trim()}"` : what;
}

/** /admin/accounts (admins only, see the router): every sign-in, and unlock, end sessions, deactivate. */
export default function AccountAccessPage() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [offset, setOffset] = useState(0);
  const accounts = useAccounts(filters, offset);
  const self = useCurrentUser().data?.id ?? null;
  const unlock = useUnlockAccount();
  const setActive = useSetAccountActive();
  const [request, setRequest] = useState<AccountRequest | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const opener = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const filtered = filters.search.trim() !== '' || filters.kind !== '' || filters.lockedOnly;
  const pending = unlock.isPending || setActive.isPending;
  const failure = unlock.error ?? setActive.error;

  const openAction = (account: AccountAccess, action: AccountAction, button: HTMLElement) => {
    opener.current = button;
    unlock.reset();
    setActive.reset();
    setRequest({ account, action });
  };
  const confirm = () => {
    if (!request || pending) return;
    const { account, action } = request;
    const done = (changed: AccountAccessChanged) => {
      setRequest(null);
      setAnnouncement(resultText(action, changed.account, changed.sessionsEnded));
    };
    if (action === 'unlock') unlock.mutate(account, { onSuccess: done });
    else setActive.mutate({ account, active: action === 'reactivate' }, { onSuccess: done });
  };
  const returnFocus = (event: Event) => {
    // back to the row's button that opened the dialog; if its row left the page, to the list's heading
    event.preventDefault();
    if (opener.current?.isConnected) opener.current.focus();
    else heading.current?.focus();
  };

  return (
    <AdminPage
      title={TITLE}
      description={
        <p>
          Every sign-in: partner organizations, landlords and admins. Unlock an account that failed sign-ins
          have locked, end its sessions, or deactivate an admin or a landlord. Each change is recorded in the
          audit log.
        </p>
      }
    >
      <section aria-labelledby={HEADING_ID} className="grid gap-4">
        <AccountFilters
          filters={filters}
          onChange={(change) => {
            setFilters((current) => ({ ...current, ...change }));
            setOffset(0);
          }}
        />
        <h2
          id={HEADING_ID}
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold text-primary wrap-anywhere"
        >
          {headingText(filters)}
        </h2>
        <div role="status" aria-live="polite">
          {announcement ? (
            <p className="rounded-ui border border-success bg-success-soft p-3 font-semibold text-success-soft-foreground">
              {announcement}
            </p>
          ) : null}
        </div>
        <PagedList
          query={accounts}
          rows={(page) => page.items}
          loading="Loading accounts..."
          errorTitle="We couldn't load the accounts"
          empty={{
            icon: KeyRound,
            title: filtered ? 'No account matches.' : 'No accounts yet.',
            description: filtered ? 'Try another search or kind, or turn off "Locked only".' : undefined,
          }}
          pagination={{ label: 'Account pages', offset, pageSize: ACCOUNTS_PAGE_SIZE, onOffset: setOffset }}
        >
          {(rows) => (
            <>
              <AccountsTable accounts={rows} labelledBy={HEADING_ID} selfId={self} onAction={openAction} />
              <AccountCards accounts={rows} labelledBy={HEADING_ID} selfId={self} onAction={openAction} />
            </>
          )}
        </PagedList>
      </section>
      <AccountDialog
        request={request}
        pending={pending}
        failure={failure ? parseApiError(failure).message : null}
        onConfirm={confirm}
        onClose={() => setRequest(null)}
        onCloseAutoFocus={returnFocus}
      />
    </AdminPage>
  );
}
