import { Badge } from '@client/components/ui/badge';
import { type ColumnHeading, TableHead, tableCell } from '@client/components/ui/data-table';
import { ScrollTable } from '@client/components/ui/scroll-table';
import { formatDateTime } from '@client/lib/format';
import type { AuditEvent } from '@shared/contracts/admin-oversight';
import { detailText } from './audit-text';
import { auditSentence } from './audit-words';

const COLUMNS: ColumnHeading[] = [
  'When',
  'What happened',
  'Outcome',
  'Details',
  'Sign-in account',
  'Network address',
];
const OUTCOME_BADGES = { success: 'success', failure: 'destructive', refused: 'warning' } as const;
const OUTCOME_WORDS: Record<string, string> = { success: 'Done', failure: 'Failed', refused: 'Refused' };

/**
 * One row per event, newest first, each a sentence ("Ana Ruiz opened the contacts of Dana R.'s match at 5944
 * Liberty Rd."); personal data arrives masked from the server and is shown as it is.
 */
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
              <th scope="row" className={`${tableCell} min-w-56 text-left font-normal`}>
                <span className="block break-words">{auditSentence(event)}</span>
                <span className="block font-mono text-xs text-muted-foreground [overflow-wrap:anywhere]">
                  {event.action}
                  {event.targetName === null && event.targetId ? ` · ${event.targetId}` : ''}
                </span>
              </th>
              <td className={tableCell}>
                <Badge variant={OUTCOME_BADGES[event.outcome as keyof typeof OUTCOME_BADGES] ?? 'outline'}>
                  {OUTCOME_WORDS[event.outcome] ?? event.outcome}
                </Badge>
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
