import { AdminPage } from '@client/components/auth/admin-page';
import { ListStatusFilter, useListFilters } from '@client/components/ui/list-filters';
import { PagedList } from '@client/components/ui/paged-list';
import { TitledSection } from '@client/components/ui/titled-section';
import type { MessageView } from '@shared/contracts/messages';
import { MESSAGE_STATUSES, type MessageStatus } from '@shared/domain/message-delivery';
import { useState } from 'react';
import { MessageDialog } from './message-dialog';
import { MESSAGE_STATUS_LABELS, STATUS_FILTER_OPTIONS } from './message-text';
import { MessagesTable } from './messages-table';
import { MESSAGES_PAGE_SIZE, useAdminMessages } from './use-admin-messages';

const TITLE = 'Messages';
const HEADING_ID = 'messages-heading';

const asStatus = (value: string): MessageStatus | null =>
  (MESSAGE_STATUSES as readonly string[]).includes(value) ? (value as MessageStatus) : null;

/** /admin/messages (admins only, see the router): every notice the product sent or tried to send. */
export default function AdminMessagesPage() {
  const list = useListFilters<MessageStatus | null>(null);
  const { status, offset } = list.filters;
  const [viewing, setViewing] = useState<MessageView | null>(null);
  const messages = useAdminMessages({ status, offset });

  return (
    <AdminPage
      title={TITLE}
      description={
        <p>
          Every email the product sends: who it went to and whether it was delivered. Send a failed one again
          once its cause is fixed.
        </p>
      }
    >
      <TitledSection
        headingId={HEADING_ID}
        title={status ? `${MESSAGE_STATUS_LABELS[status]} messages` : 'All messages'}
        aside={<ListStatusFilter list={list} options={STATUS_FILTER_OPTIONS} asStatus={asStatus} />}
      >
        <PagedList
          query={messages}
          rows={(page) => page.rows}
          loading="Loading messages..."
          errorTitle="We couldn't load the messages"
          empty={{
            title: status
              ? `No ${MESSAGE_STATUS_LABELS[status].toLowerCase()} messages.`
              : 'No messages yet.',
            description: 'Notices appear here as soon as the product queues them.',
          }}
          pagination={{ label: 'Message pages', pageSize: MESSAGES_PAGE_SIZE, ...list.paging }}
        >
          {(rows) => <MessagesTable messages={rows} labelledBy={HEADING_ID} onView={setViewing} />}
        </PagedList>
      </TitledSection>
      <MessageDialog message={viewing} onClose={() => setViewing(null)} />
    </AdminPage>
  );
}
