import { Badge } from '@client/components/ui/badge';
import { DataTable, TableHead, tableCell } from '@client/components/ui/data-table';
import { ListStatusFilter, useListFilters } from '@client/components/ui/list-filters';
import { PagedList } from '@client/components/ui/paged-list';
import { StatGrid } from '@client/components/ui/stat-grid';
import { TitledSection } from '@client/components/ui/titled-section';
import { formatDate, formatNumber } from '@client/lib/format';
import type { CoLivingDashboard, HouseholdView } from '@shared/contracts/co-living-households';
import { HOUSEHOLD_STATUSES, type HouseholdStatus } from '@shared/domain/co-living/vocabulary';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { Users } from 'lucide-react';
import { Link } from 'wouter';
import {
  activeMembers,
  HOUSEHOLD_FILTER_OPTIONS,
  HOUSEHOLD_STATUS_BADGES,
  HOUSEHOLD_STATUS_LABELS,
  homeAddress,
  score,
} from './co-living-text';
import { HOUSEHOLDS_PAGE_SIZE, useHouseholds } from './use-co-living-households';

const HEADING_ID = 'households-heading';
const COLUMNS = ['Household', 'Home', 'Status', 'Members', 'Score', 'Trial ends'];

const asStatus = (value: string): HouseholdStatus | null =>
  HOUSEHOLD_STATUSES.find((status) => status === value) ?? null;

/** Households by status (the counts) and the table of households, filtered by status, page by page. */
export function HouseholdsSection({
  byStatus,
}: {
  byStatus: CoLivingDashboard['householdsByStatus'] | null;
}) {
  const list = useListFilters<HouseholdStatus | null>(null);
  const { status, offset } = list.filters;
  const households = useHouseholds({ status, offset });
  return (
    <TitledSection headingId={HEADING_ID} title="Households">
      {byStatus ? (
        <StatGrid
          items={HOUSEHOLD_STATUSES.map((key) => ({
            label: HOUSEHOLD_STATUS_LABELS[key],
            value: formatNumber(byStatus[key] ?? 0, 0),
          }))}
        />
      ) : null}
      <ListStatusFilter
        list={list}
        label="Show households"
        className="w-64 max-w-full"
        options={HOUSEHOLD_FILTER_OPTIONS}
        asStatus={asStatus}
      />
      <PagedList
        query={households}
        rows={(page) => page.rows}
        loading="Loading households..."
        errorTitle="We couldn't load the households"
        empty={{
          icon: Users,
          title: status ? 'No household has this status.' : 'No households yet.',
          description: status
            ? 'Choose another status.'
            : 'Run household formation to propose the first households.',
        }}
        isEmpty={(page) => page.total === 0}
        showEmptyPage
        pagination={{ label: 'Household pages', pageSize: HOUSEHOLDS_PAGE_SIZE, ...list.paging }}
      >
        {(rows) => <HouseholdsTable rows={rows} />}
      </PagedList>
    </TitledSection>
  );
}

function HouseholdsTable({ rows }: { rows: HouseholdView[] }) {
  return (
    <DataTable labelledBy={HEADING_ID}>
      <TableHead columns={COLUMNS} />
      <tbody>
        {rows.map((household) => (
          <tr key={household.id} className="border-t border-border">
            <td className={`${tableCell} min-w-40`}>
              <Link
                href={PAGE_PATHS.pagePath(PAGE_PATHS.PAGE_PATTERNS.adminHousehold, {
                  householdId: household.id,
                })}
                className="font-semibold text-primary underline"
              >
                {household.householdName}
              </Link>
            </td>
            <td className={`${tableCell} min-w-48`}>{homeAddress(household.home)}</td>
            <td className={tableCell}>
              <Badge variant={HOUSEHOLD_STATUS_BADGES[household.status]}>
                {HOUSEHOLD_STATUS_LABELS[household.status]}
              </Badge>
            </td>
            <td className={`${tableCell} whitespace-nowrap`}>
              {activeMembers(household.members).length}/{household.maxOccupants}
            </td>
            <td className={`${tableCell} whitespace-nowrap`}>
              {household.score === null ? 'Not yet' : score(household.score)}
            </td>
            <td className={`${tableCell} whitespace-nowrap`}>
              {household.trialEndsAt ? formatDate(household.trialEndsAt) : 'No trial yet'}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
