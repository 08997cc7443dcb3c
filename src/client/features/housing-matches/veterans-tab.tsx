import { PersonStatusBadge } from '@client/components/person/person-status-badge';
import { Badge } from '@client/components/ui/badge';
import { DataTable, SortableHeader, tableCell, tableHeadCell } from '@client/components/ui/data-table';
import { formatDate } from '@client/lib/format';
import { adminPersonPage } from '@shared/contracts/duplicates';
import { VETERAN_QUEUE_STATUSES, type VeteranQueueStatus } from '@shared/contracts/housing-dashboard';
import { Link } from 'wouter';
import { FlagBadges, UrgencyBadge } from './housing-badges';
import { useTableQuery } from './table-query';
import { TableTab } from './table-tab';
import { LIST_PAGE_SIZE, useHousingVeterans, type VeteranColumn } from './use-housing-matches';

export const VETERAN_QUEUE_LABELS: Record<VeteranQueueStatus, string> = {
  unmatched: 'Unmatched',
  matched: 'Matched',
};

/** Veterans Queue: who is waiting, what they need, and whether they are housed; sorted, filtered, paged. */
export function VeteransTab({ autoRefresh }: { autoRefresh: boolean }) {
  const controls = useTableQuery<VeteranColumn, VeteranQueueStatus>();
  const { query } = controls;
  const veterans = useHousingVeterans(autoRefresh, query);
  const header = { sort: query.sort, onSort: controls.setSort };
  return (
    <TableTab
      heading="Veterans queue"
      controls={controls}
      toolbar={{
        noun: 'veterans',
        statuses: VETERAN_QUEUE_STATUSES,
        statusLabels: VETERAN_QUEUE_LABELS,
        searchHint: "Veteran's name or ZIP code",
      }}
      list={veterans}
      texts={{
        loading: 'Loading veterans...',
        empty: 'No veterans registered yet.',
        emptyFiltered: 'No veterans fit this status and search.',
        errorTitle: "We couldn't load the veterans",
      }}
      pages={{ label: 'Veteran pages', pageSize: LIST_PAGE_SIZE }}
    >
      {(page, headingId) => (
        <DataTable labelledBy={headingId}>
          <thead className="bg-muted">
            <tr>
              <SortableHeader label="Name" column="name" {...header} />
              <SortableHeader label="ZIP" column="zipCode" {...header} />
              <SortableHeader label="Urgency" column="urgency" firstDirection="desc" {...header} />
              <th scope="col" className={tableHeadCell}>
                Needs
              </th>
              <th scope="col" className={tableHeadCell}>
                Status
              </th>
              <SortableHeader label="Registered" column="createdAt" firstDirection="desc" {...header} />
            </tr>
          </thead>
          <tbody>
            {page.rows.map((veteran) => (
              <tr key={veteran.id} className="border-t border-border">
                <th scope="row" className={`${tableCell} min-w-40 text-left font-semibold break-words`}>
                  <Link href={adminPersonPage(veteran.id)} className="text-primary underline">
                    {veteran.name ?? 'Name not given'}
                  </Link>
                </th>
                <td className={`${tableCell} whitespace-nowrap`}>{veteran.zipCode}</td>
                <td className={`${tableCell} whitespace-nowrap`}>
                  <UrgencyBadge urgency={veteran.urgencyLevel} />
                </td>
                <td className={`${tableCell} min-w-40`}>
                  <FlagBadges
                    flags={[
                      { label: 'Voucher', on: veteran.hasVoucher },
                      { label: 'Accessible', on: veteran.requiresAccessibility },
                      { label: 'Pet', on: veteran.hasPet },
                    ]}
                  />
                </td>
                <td className={tableCell}>
                  <span className="flex flex-wrap gap-1">
                    <Badge variant={veteran.isMatched ? 'success' : 'outline'}>
                      {veteran.isMatched ? 'Matched' : 'Unmatched'}
                    </Badge>
                    <PersonStatusBadge status={veteran.status} />
                  </span>
                </td>
                <td className={`${tableCell} whitespace-nowrap`}>{formatDate(veteran.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </TableTab>
  );
}
