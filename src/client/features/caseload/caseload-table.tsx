import { PersonStatusBadge } from '@client/components/person/person-status-badge';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { type ColumnHeading, DataTable, TableHead, tableCell } from '@client/components/ui/data-table';
import { formatDate } from '@client/lib/format';
import { type CaseloadItem, caseloadVeteranPage } from '@shared/contracts/caseload';
import { isOpenMatch } from '@shared/domain/housing-match-status';
import { matchFitWithScore } from '@shared/domain/match-fit';
import { PAGE_ANCHORS } from '@shared/domain/page-paths';
import { URGENCY_LABELS } from '@shared/domain/urgency';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { homePlace } from './caseload-text';

const COLUMNS: ColumnHeading[] = [
  'Veteran',
  'Status',
  'Priority',
  'Best match',
  'Last change',
  { label: 'Actions', hidden: true },
];

export interface CaseloadTableProps {
  items: CaseloadItem[];
  /** The id of the heading that names the table. */
  labelledBy: string;
}

/** One row per veteran, most urgent first (the server's order). Scrolls sideways inside itself on a phone. */
export function CaseloadTable({ items, labelledBy }: CaseloadTableProps) {
  return (
    <DataTable labelledBy={labelledBy}>
      <TableHead columns={COLUMNS} />
      <tbody>
        {items.map((item) => {
          const name = item.name ?? 'Name not given';
          return (
            <tr key={item.veteranId} className="border-t border-border">
              <th scope="row" className={`${tableCell} text-left`}>
                <span className="block font-semibold">{name}</span>
                <span className="font-normal text-muted-foreground">ZIP {item.zipCode}</span>
              </th>
              <td className={tableCell}>
                <PersonStatusBadge status={item.status} />
              </td>
              <td className={tableCell}>
                <span className="flex flex-wrap items-center gap-1">
                  {item.priority === 'High' ? (
                    <Badge variant="warning">
                      <TriangleAlert aria-hidden="true" />
                      High
                    </Badge>
                  ) : (
                    <Badge variant="outline">Standard</Badge>
                  )}
                  <span className="whitespace-nowrap text-muted-foreground">
                    {URGENCY_LABELS[item.urgency]} urgency
                  </span>
                </span>
              </td>
              <td className={`${tableCell} min-w-48`}>
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
              <td className={`${tableCell} whitespace-nowrap`}>{formatDate(item.lastChangeAt)}</td>
              <td className={tableCell}>
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
