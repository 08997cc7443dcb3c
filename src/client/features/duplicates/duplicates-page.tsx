import { AdminPage } from '@client/components/auth/admin-page';
import { EmptyState } from '@client/components/ui/empty-state';
import { FormField } from '@client/components/ui/form-field';
import { NativeSelect } from '@client/components/ui/native-select';
import { PagedList } from '@client/components/ui/paged-list';
import { TitledSection } from '@client/components/ui/titled-section';
import { DUPLICATE_PAIR_STATUSES, type DuplicatePairStatus } from '@shared/domain/person-records';
import { UsersRound } from 'lucide-react';
import { useState } from 'react';
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
  const [status, setStatus] = useState<DuplicatePairStatus>('open');
  const [offset, setOffset] = useState(0);
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
          <FormField label="Show" className="w-56">
            <NativeSelect
              value={status}
              options={PAIR_FILTER_OPTIONS}
              onChange={(event) => {
                setStatus(asStatus(event.target.value));
                setOffset(0);
              }}
            />
          </FormField>
        }
      >
        <PagedList
          query={pairs}
          rows={(page) => page.rows}
          loading="Loading possible duplicates..."
          errorTitle="We couldn't load the possible duplicates"
          empty={
            <EmptyState
              icon={UsersRound}
              title={EMPTY[status]}
              description="A pair appears here when an intake looks like someone already on record."
            />
          }
          pagination={{
            label: 'Pages of possible duplicates',
            offset,
            pageSize: DUPLICATES_PAGE_SIZE,
            onOffset: setOffset,
          }}
        >
          {(rows) => <PairList pairs={rows} />}
        </PagedList>
      </TitledSection>
    </AdminPage>
  );
}
