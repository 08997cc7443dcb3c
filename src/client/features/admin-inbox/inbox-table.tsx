import { Badge } from '@client/components/ui/badge';
import { DataTable, TableHead, tableCell } from '@client/components/ui/data-table';
import { formatDateTime } from '@client/lib/format';
import type { InboxItemView } from '@shared/contracts/inbox';
import { INBOX_STATUS_LABELS, INBOX_TYPE_LABELS } from '@shared/domain/inbox';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { Link } from 'wouter';
import { INBOX_STATUS_BADGES, waitingFor } from './inbox-text';

const COLUMNS = ['Request', 'Type', 'Waiting', 'Status', 'Assignee'];

/** One row per request: what it is, how long it has waited, where it stands and who has it. */
export function InboxTable({ items, labelledBy }: { items: InboxItemView[]; labelledBy: string }) {
  return (
    <DataTable labelledBy={labelledBy}>
      <TableHead columns={COLUMNS} />
      <tbody>
        {items.map((item) => (
          <tr key={item.id} className="border-t border-border">
            <td className={`${tableCell} min-w-56`}>
              <Link
                href={`${PAGE_PATHS.adminInbox}/${item.id}`}
                className="font-semibold text-primary underline"
              >
                {item.summary}
              </Link>
            </td>
            <td className={tableCell}>{INBOX_TYPE_LABELS[item.type]}</td>
            <td className={`${tableCell} whitespace-nowrap`}>
              <span title={formatDateTime(item.waitingSince)}>{waitingFor(item.waitingSince)}</span>
            </td>
            <td className={tableCell}>
              <Badge variant={INBOX_STATUS_BADGES[item.status]}>{INBOX_STATUS_LABELS[item.status]}</Badge>
            </td>
            <td className={tableCell}>{item.assignee?.name ?? 'Nobody yet'}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
