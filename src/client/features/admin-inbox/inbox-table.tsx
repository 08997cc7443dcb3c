import { Badge } from '@client/components/ui/badge';
import { formatDateTime } from '@client/lib/format';
import type { InboxItemView } from '@shared/contracts/inbox';
import { INBOX_STATUS_LABELS, INBOX_TYPE_LABELS } from '@shared/domain/inbox';
import { Link } from 'wouter';
import { INBOX_STATUS_BADGES, waitingFor } from './inbox-text';

const th = 'px-3 py-2 text-left text-sm font-semibold whitespace-nowrap';
const td = 'px-3 py-3 align-top';

/** One row per request: what it is, how long it has waited, where it stands and who has it. */
export function InboxTable({ items, labelledBy }: { items: InboxItemView[]; labelledBy: string }) {
  return (
    <div className="relative overflow-x-auto rounded-ui border border-border">
      <table className="w-full border-collapse text-sm" aria-labelledby={labelledBy}>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className={th}>
              Request
            </th>
            <th scope="col" className={th}>
              Type
            </th>
            <th scope="col" className={th}>
              Waiting
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Assignee
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-t border-border">
              <td className={`${td} min-w-56`}>
                <Link href={`/admin/inbox/${item.id}`} className="font-semibold text-primary underline">
                  {item.summary}
                </Link>
              </td>
              <td className={td}>{INBOX_TYPE_LABELS[item.type]}</td>
              <td className={`${td} whitespace-nowrap`}>
                <span title={formatDateTime(item.createdAt)}>{waitingFor(item.createdAt)}</span>
              </td>
              <td className={td}>
                <Badge variant={INBOX_STATUS_BADGES[item.status]}>{INBOX_STATUS_LABELS[item.status]}</Badge>
              </td>
              <td className={td}>{item.assignee?.name ?? 'Nobody yet'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
