import { AdminPage } from '@client/components/auth/admin-page';
import { FormField } from '@client/components/ui/form-field';
import { ListStatusFilter, useListFilters } from '@client/components/ui/list-filters';
import { NativeSelect } from '@client/components/ui/native-select';
import { PagedList } from '@client/components/ui/paged-list';
import { TitledSection } from '@client/components/ui/titled-section';
import { useHeadingFocusWhenLost } from '@client/lib/use-heading-focus-when-lost';
import { type InboxStatusFilter, ZInboxItemType, ZInboxStatusFilter } from '@shared/contracts/inbox';
import { INBOX_TYPE_LABELS, type InboxItemType } from '@shared/domain/inbox';
import { useState } from 'react';
import { InboxCounts } from './inbox-counts';
import { InboxTable } from './inbox-table';
import { STATUS_FILTER_OPTIONS, TYPE_FILTER_OPTIONS } from './inbox-text';
import { INBOX_PAGE_SIZE, useInbox } from './use-admin-inbox';

const TITLE = 'Operations inbox';
const HEADING_ID = 'inbox-heading';

/** /admin/inbox (admins only): every request waiting for someone, oldest first. */
export default function AdminInboxPage() {
  const [type, setType] = useState<InboxItemType | null>(null);
  const list = useListFilters<InboxStatusFilter | null>('unfinished');
  const { status, offset } = list.filters;
  const inbox = useInbox({ type, status, offset });
  // admins land here from the sign-in
  useHeadingFocusWhenLost();
  const page = inbox.data;
  const chooseType = (next: InboxItemType | null) => {
    setType(next);
    list.setOffset(0);
  };

  return (
    <AdminPage
      title={TITLE}
      description={
        <p>
          Every request that waits for the team: messages, plan requests, landlord leads, listings to review,
          veterans' requests for homes, referrals nobody can answer yet and stalled work. The longest wait
          comes first.
        </p>
      }
    >
      {page ? <InboxCounts counts={page.counts} selected={type} onSelect={chooseType} /> : null}
      <TitledSection
        headingId={HEADING_ID}
        title={type ? INBOX_TYPE_LABELS[type] : 'All requests'}
        aside={
          <div className="flex flex-wrap gap-3">
            <FormField label="Type" className="w-64 max-w-full">
              <NativeSelect
                value={type ?? ''}
                options={TYPE_FILTER_OPTIONS}
                onChange={(event) => chooseType(ZInboxItemType.safeParse(event.target.value).data ?? null)}
              />
            </FormField>
            <ListStatusFilter
              list={list}
              className="w-64 max-w-full"
              options={STATUS_FILTER_OPTIONS}
              asStatus={(value) => ZInboxStatusFilter.safeParse(value).data ?? null}
            />
          </div>
        }
      >
        <PagedList
          query={inbox}
          rows={(page) => page.items}
          loading="Loading the inbox..."
          errorTitle="We couldn't load the inbox"
          empty={{
            title: 'Nothing waiting here.',
            description: 'New requests appear as soon as someone sends them.',
          }}
          pagination={{ label: 'Inbox pages', pageSize: INBOX_PAGE_SIZE, ...list.paging }}
        >
          {(rows) => <InboxTable items={rows} labelledBy={HEADING_ID} />}
        </PagedList>
      </TitledSection>
    </AdminPage>
  );
}
