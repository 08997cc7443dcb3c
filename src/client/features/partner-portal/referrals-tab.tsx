import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { ErrorState } from '@client/components/ui/error-state';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { LoadingState } from '@client/components/ui/spinner';
import { formatNumber } from '@client/lib/format';
import {
  type PartnerReferralList,
  REFERRAL_SORT_LABELS,
  REFERRAL_SORTS,
  type ReferralSort,
} from '@shared/contracts/partner';
import {
  REFERRAL_FILTERS,
  REFERRAL_STATUS_LABELS,
  type ReferralFilter,
} from '@shared/domain/referral-status';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { ExportBlockedAlert, ExportCsvButton } from './export-csv-button';
import { ReferralCard } from './referral-card';

const filterLabel = (value: ReferralFilter) => (value === 'all' ? 'All' : REFERRAL_STATUS_LABELS[value]);
const SORT_OPTIONS = REFERRAL_SORTS.map((value) => ({ value, label: REFERRAL_SORT_LABELS[value] }));

export interface ReferralsTabProps {
  query: UseInfiniteQueryResult<InfiniteData<PartnerReferralList>>;
  status: ReferralFilter;
  sort: ReferralSort;
  onStatusChange: (status: ReferralFilter) => void;
  onSortChange: (sort: ReferralSort) => void;
  /** What is typed in the search box (the list follows once typing pauses). */
  search: string;
  onSearchChange: (search: string) => void;
  tierLevel: number;
}

/** One button a status, each with its count: the statuses at a glance, one press to filter. */
function StatusTabs({
  status,
  counts,
  onChange,
}: {
  status: ReferralFilter;
  counts: Record<ReferralFilter, number> | undefined;
  onChange: (status: ReferralFilter) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Status</legend>
      {REFERRAL_FILTERS.map((value) => (
        <Button
          key={value}
          size="sm"
          variant={value === status ? 'default' : 'outline'}
          aria-pressed={value === status}
          onClick={() => onChange(value)}
        >
          {counts ? `${filterLabel(value)} (${formatNumber(counts[value], 0)})` : filterLabel(value)}
        </Button>
      ))}
    </fieldset>
  );
}

function emptyTitle(status: ReferralFilter): string {
  return status === 'all' ? 'No referrals yet' : `No ${REFERRAL_STATUS_LABELS[status]} referrals`;
}

/** The 'Veteran Referrals' tab: filter, sort, export and the referral cards. */
export function ReferralsTab({
  query,
  status,
  sort,
  onStatusChange,
  onSortChange,
  search,
  onSearchChange,
  tierLevel,
}: ReferralsTabProps) {
  const id = useId();
  const [exportBlocked, setExportBlocked] = useState(false);
  const pages = query.data?.pages ?? [];
  const referrals = pages.flatMap((page) => page.referrals);
  const total = pages[0]?.total ?? 0;
  const statusCounts = pages[0]?.statusCounts;
  const loading = query.isPending || query.isPlaceholderData;

  let list: ReactNode;
  if (loading) list = <LoadingState label="Loading referrals..." />;
  else if (query.isError && referrals.length === 0)
    list = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (referrals.length === 0)
    list = (
      <EmptyState
        title={emptyTitle(status)}
        description={
          status === 'all'
            ? 'When a veteran is referred to your organization, the referral shows up here.'
            : 'Choose another status to see more referrals.'
        }
      />
    );
  else
    list = (
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Showing {formatNumber(referrals.length, 0)} of {formatNumber(total, 0)}{' '}
          {total === 1 ? 'referral' : 'referrals'}
        </p>
        {referrals.map((referral) => (
          <ReferralCard key={referral.id} referral={referral} />
        ))}
        {query.hasNextPage ? (
          <div>
            <Button
              variant="outline"
              onClick={() => void query.fetchNextPage()}
              loading={query.isFetchingNextPage}
            >
              Show more
            </Button>
          </div>
        ) : null}
      </div>
    );

  return (
    <section aria-labelledby={`${id}-heading`} className="grid grid-cols-1 gap-5">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-primary">
        Veteran Referrals
      </h2>
      <StatusTabs status={status} counts={statusCounts} onChange={onStatusChange} />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="grid gap-1.5 sm:w-72">
          <Label htmlFor={`${id}-search`}>Search by name, phone or ZIP</Label>
          <Input
            id={`${id}-search`}
            type="search"
            value={search}
            autoComplete="off"
            onChange={(event) => onSearchChange(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5 sm:w-56">
          <Label htmlFor={`${id}-sort`}>Sort by</Label>
          <NativeSelect
            id={`${id}-sort`}
            value={sort}
            options={SORT_OPTIONS}
            onChange={(event) => onSortChange(event.target.value as ReferralSort)}
          />
        </div>
        <div className="sm:ml-auto">
          <ExportCsvButton tierLevel={tierLevel} onBlocked={() => setExportBlocked(true)} />
        </div>
      </div>
      {exportBlocked ? <ExportBlockedAlert tierLevel={tierLevel} /> : null}
      <div aria-busy={loading || undefined}>{list}</div>
    </section>
  );
}
