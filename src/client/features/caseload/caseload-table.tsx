import { PersonStatusBadge } from '@client/components/person/person-status-badge';
import { TriageBadges } from '@client/components/person/triage-badges';
import { Button } from '@client/components/ui/button';
import { type ColumnHeading, DataTable, TableHead, tableCell } from '@client/components/ui/data-table';
import { formatDate } from '@client/lib/format';
import { type CaseloadItem, caseloadVeteranPage } from '@shared/contracts/caseload';
import { isOpenMatch } from '@shared/domain/housing-match-status';
import { matchFitWithScore } from '@shared/domain/match-fit';
import { PAGE_ANCHORS } from '@shared/domain/page-paths';
import { Link } from 'wouter';
import { homePlace } from './caseload-text';

const COLUMNS: ColumnHeading[] = [
  'Veteran',
  'Status',
  'Urgency and priority',
  'Best match',
  'Last change',
  { label: 'Actions', hidden: true },
];

export interface CaseloadTableProps {
  items: CaseloadItem[];
  /** The id of the heading that names the table. */
  labelledBy: string;
}

/** A phone (under 640 px) stacks each row's cells so the whole caseload fits 360 px without scrolling sideways. */
const phoneRow = 'max-sm:flex max-sm:flex-wrap max-sm:items-start max-sm:py-2';
const phoneCell = `${tableCell} max-sm:block max-sm:py-1`;

/** One row per veteran, most urgent first (the server's order); on a phone each row is a stacked block. */
export function CaseloadTable({ items, labelledBy }: CaseloadTableProps) {
  return (
    <DataTable labelledBy={labelledBy} className="max-sm:[&_thead]:sr-only">
      <TableHead columns={COLUMNS} />
      <tbody className="max-sm:block">
        {items.map((item) => {
          const name = item.name ?? 'Name not given';
          return (
            <tr key={item.veteranId} className={`border-t border-border ${phoneRow}`}>
              <th scope="row" className={`${phoneCell} text-left max-sm:w-full`}>
                <span className="block font-semibold">{name}</span>
                <span className="font-normal text-muted-foreground">ZIP {item.zipCode}</span>
              </th>
              <td className={phoneCell}>
                <PersonStatusBadge status={item.status} />
              </td>
              <td className={phoneCell}>
                <span className="flex flex-wrap items-center gap-1">
                  <TriageBadges urgency={item.urgency} priority={item.priority} />
                </span>
              </td>
              <td className={`${phoneCell} min-w-48 max-sm:w-full`}>
                {item.bestMatch ? (
                  <>
                    <span className="block">{homePlace(item.bestMatch)}</span>
                    <span className="text-muted-foreground">{matchFitWithScore(item.bestMatch.score)}</span>
                    {isOpenMatch(item.bestMatch.status) ? (
                      <Link
                        href={`${caseloadVeteranPage(item.veteranId)}#${PAGE_ANCHORS.recordMoveIn}`}
                        className="block font-semibold text-primary underline hover:no-underline"
                        aria-label={`Record move-in for ${name}`}
                      >
                        Record move-in
                      </Link>
                    ) : null}
                  </>
                ) : (
                  <span className="text-muted-foreground">No home yet</span>
                )}
              </td>
              <td className={`${phoneCell} whitespace-nowrap`}>
                <span className="sm:hidden">Last change </span>
                {formatDate(item.lastChangeAt)}
              </td>
              <td className={`${phoneCell} max-sm:ml-auto`}>
                <Button size="sm" variant="outline" asChild>
                  <Link href={caseloadVeteranPage(item.veteranId)} aria-label={`View ${name}`}>
                    View
                  </Link>
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
