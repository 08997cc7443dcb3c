import { Badge } from '@client/components/ui/badge';
import { type ColumnHeading, DataTable, TableHead, tableCell } from '@client/components/ui/data-table';
import { formatNumber } from '@client/lib/format';
import type { AccountAccess } from '@shared/contracts/account-access';
import { Lock } from 'lucide-react';
import { AccountActions, type AccountActionsProps } from './account-actions';
import { ACTIVE_BADGE, kindLabel, lastSignInText } from './account-text';

const COLUMNS: ColumnHeading[] = [
  'Account',
  'Kind',
  'Status',
  { label: 'Recent failed sign-ins', align: 'right', wrap: true },
  { label: 'Live sessions', align: 'right', wrap: true },
  'Last sign-in',
  { label: 'Actions', hidden: true },
];

export interface AccountsViewProps {
  accounts: readonly AccountAccess[];
  /** The id of the section heading that names the table and the list. */
  labelledBy: string;
  selfId: string | null;
  onAction: AccountActionsProps['onAction'];
}

const rowKey = (account: AccountAccess) => `${account.kind}:${account.id}`;
const isSelf = (account: AccountAccess, selfId: string | null) =>
  account.kind === 'admin' && account.id === selfId;

/** Active or deactivated, and locked when sign-in limits refuse the account now: words, not colour alone. */
function StatusBadges({ account }: { account: AccountAccess }) {
  const active = ACTIVE_BADGE[String(account.active) as 'true' | 'false'];
  return (
    <div className="flex flex-wrap gap-1">
      <Badge variant={active.variant}>{active.label}</Badge>
      {account.locked ? (
        <Badge variant="warning">
          <Lock aria-hidden="true" />
          Locked
        </Badge>
      ) : null}
    </div>
  );
}

/** Wide screens: one row per account. */
export function AccountsTable({ accounts, labelledBy, selfId, onAction }: AccountsViewProps) {
  return (
    <div className="hidden lg:block">
      <DataTable labelledBy={labelledBy}>
        <TableHead columns={COLUMNS} />
        <tbody>
          {accounts.map((account) => (
            <tr key={rowKey(account)} className="border-t border-border">
              <th scope="row" className={`${tableCell} min-w-48 text-left break-words`}>
                <span className="block font-semibold">{account.name}</span>
                <span className="block font-normal text-muted-foreground">{account.signIn}</span>
              </th>
              <td className={tableCell}>{kindLabel(account)}</td>
              <td className={tableCell}>
                <StatusBadges account={account} />
              </td>
              <td className={`${tableCell} text-right`}>{formatNumber(account.recentFailures, 0)}</td>
              <td className={`${tableCell} text-right`}>{formatNumber(account.liveSessions, 0)}</td>
              <td className={`${tableCell} whitespace-nowrap`}>{lastSignInText(account.lastLoginAt)}</td>
              <td className={tableCell}>
                <AccountActions account={account} isSelf={isSelf(account, selfId)} onAction={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </div>
  );
}

/** Narrow screens (down to 360 px): one card per account, every fact labelled. */
export function AccountCards({ accounts, labelledBy, selfId, onAction }: AccountsViewProps) {
  return (
    <ul className="grid gap-3 md:grid-cols-2 lg:hidden" aria-labelledby={labelledBy}>
      {accounts.map((account) => (
        <li
          key={rowKey(account)}
          className="grid gap-3 rounded-ui border border-border bg-card p-4 shadow-ui"
        >
          <div className="grid gap-1">
            <h3 className="font-bold break-words">{account.name}</h3>
            <p className="text-sm text-muted-foreground">{kindLabel(account)}</p>
            <p className="text-sm wrap-anywhere">{account.signIn}</p>
          </div>
          <StatusBadges account={account} />
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <div>
              <dt className="text-muted-foreground">Recent failed sign-ins</dt>
              <dd className="font-semibold">{formatNumber(account.recentFailures, 0)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Live sessions</dt>
              <dd className="font-semibold">{formatNumber(account.liveSessions, 0)}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-muted-foreground">Last sign-in</dt>
              <dd className="font-semibold">{lastSignInText(account.lastLoginAt)}</dd>
            </div>
          </dl>
          <AccountActions account={account} isSelf={isSelf(account, selfId)} onAction={onAction} />
        </li>
      ))}
    </ul>
  );
}
