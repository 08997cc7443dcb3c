import { Badge } from '@client/components/ui/badge';
import { type ColumnHeading, TableHead, tableCell } from '@client/components/ui/data-table';
import { ScrollTable } from '@client/components/ui/scroll-table';
import { formatDateTime } from '@client/lib/format';
import type { AuditEvent } from '@shared/contracts/admin-oversight';
import { actorText, detailText } from './audit-text';

const COLUMNS: ColumnHeading[] = [
  'When',
  'Action',
  'Outcome',
  'Actor',
  'Record',
  'Details',
  'Sign-in account',
  'Network address',
];
const OUTCOME_BADGES = { success: 'success', failure: 'destructive', refused: 'warning' } as const;

/** One row per event, newest first; personal data arrives masked from the server and is shown as it is. */
export function AuditTable({ events, labelledBy }: { events: readonly AuditEvent[]; labelledBy: string }) {
  return (
    <ScrollTable labelledBy={labelledBy}>
      <TableHead columns={COLUMNS} />
      <tbody>
        {events.map((event) => {
          const details = Object.entries(event.details);
          return (
            <tr key={event.id} className="border-t border-border">
              <td className={`${tableCell} min-w-28`}>{formatDateTime(event.createdAt)}</td>
              <th
                scope="row"
                className={`${tableCell} min-w-32 text-left font-mono text-xs font-semibold [overflow-wrap:anywhere]`}
              >
                {event.action}
              </th>
              <td className={tableCell}>
                <Badge variant={OUTCOME_BADGES[event.outcome as keyof typeof OUTCOME_BADGES] ?? 'outline'}>
                  {event.outcome}
                </Badge>
              </td>
              <td className={`${tableCell} min-w-32`}>{actorText(event)}</td>
              <td className={`${tableCell} min-w-40`}>
                {event.targetName ? (
                  <>
                    <span className="block font-semibold break-words">{event.targetName}</span>
                    <span className="block text-muted-foreground">{event.targetType}</span>
                  </>
                ) : event.targetType ? (
                  <>
                    <span className="block">{event.targetType}</span>
                    {event.targetId ? (
                      <span className="block font-mono text-xs break-all text-muted-foreground">
                        {event.targetId}
                      </span>
                    ) : null}
                  </>
                ) : (
                  <span className="text-muted-foreground">None</span>
                )}
              </td>
              <td className={`${tableCell} min-w-40`}>
                {details.length === 0 ? (
                  <span className="text-muted-foreground">None</span>
                ) : (
                  <dl className="grid gap-0.5 text-xs">
                    {details.map(([key, value]) => (
                      <div key={key} className="break-all">
                        <dt className="inline font-semibold">{key}: </dt>
                        <dd className="inline">{detailText(value)}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </td>
              <td className={`${tableCell} break-all`}>{event.loginAccount ?? ''}</td>
              <td className={tableCell}>{event.ip ?? ''}</td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
