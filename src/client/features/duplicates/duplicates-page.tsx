import { AdminPage } from '@client/components/auth/admin-page';
import { ListStatusFilter, useListFilters } from '@client/components/ui/list-filters';
import { PagedList } from '@client/components/ui/paged-list';
import { TitledSection } from '@client/components/ui/titled-section';
import { DUPLICATE_PAIR_STATUSES, type DuplicatePairStatus } from '@shared/domain/person-records';
import { UsersRound } from 'lucide-react';
import { PAIR_FILTER_OPTIONS, PAIR_STATUS_LABELS } from './duplicates-text';
import { PairList } from './pair-list';
import { DUPLICATES_PAGE_SIZE, useDuplicates } from './use-duplicates';

const TITLE = 'Possible duplicates';
const HEADING_ID = 'duplicates-heading';

const EMPTY: Record<DuplicatePairStatus, string> = {
  open: 'No possible duplicates are waiting.',
  merged: 'No pairs were merged yet.',
  dismissed: 'No pairs were marked as different people yet.',
};

const asStatus = (value: string): DuplicatePairStatus =>
  DUPLICATE_PAIR_STATUSES.find((status) => status === value) ?? 'open';

/** /admin/duplicates (admins only): pairs of people who may be one person, for an admin to decide. */
export default function DuplicatesPage() {
  const list = useListFilters<DuplicatePairStatus>('open');
  const { status, offset } = list.filters;
  const pairs = useDuplicates(status, offset);
  return (
    <AdminPage
      title={TITLE}
      description={
        <p>
          Two records that share a phone, an email, or a name and ZIP code. Shared phones are common (a
          shelter's front desk, a case worker's mobile), so nothing is merged until you compare the two and
          decide.
        </p>
      }
    >
      <TitledSection
        headingId={HEADING_ID}
        title={PAIR_STATUS_LABELS[status]}
        aside={
          <ListStatusFilter
            list={list}
            label="Show"
            className="w-56"
            options={PAIR_FILTER_OPTIONS}
            asStatus={asStatus}
          />
        }
      >
        <PagedList
          query={pairs}
          rows={(page) => page.rows}
          loading="Loading possible duplicates..."
          errorTitle="We couldn't load the possible duplicates"
          empty={{
            icon: UsersRound,
            title: EMPTY[status],
            description: 'A pair appears here when an intake looks like someone already on record.',
          }}
          pagination={{
            label: 'Pages of possible duplicates',
            pageSize: DUPLICATES_PAGE_SIZE,
            ...list.paging,
          }}
        >
          {(rows) => <PairList pairs={rows} />}
        </PagedList>
      </TitledSection>
    </AdminPage>
  );
}
