import { AdminBar } from '@client/components/auth/admin-bar';
import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { QueryErrorState } from '@client/components/ui/error-state';
import { BackLink } from '@client/components/ui/link-button';
import { PhoneLink } from '@client/components/ui/phone-link';
import { LoadingState } from '@client/components/ui/spinner';
import { formatDateTime } from '@client/lib/format';
import type { InboxItemDetail } from '@shared/contracts/inbox';
import { INBOX_STATUS_LABELS, INBOX_TYPE_LABELS } from '@shared/domain/inbox';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { Link } from 'wouter';
import { InboxHistory } from './inbox-history';
import { INBOX_STATUS_BADGES, waitingFor } from './inbox-text';
import { ItemActions } from './item-actions';
import { useInboxItem } from './use-admin-inbox';

/** /admin/inbox/:itemId: the request, the record it points to, its history and what can be done now. */
export default function InboxItemPage({ itemId }: { itemId: string }) {
  const item = useInboxItem(itemId);
  const data = item.data;
  return (
    <PageShell title={data ? data.summary : 'Inbox item'}>
      <PageContainer className="grid gap-6">
        <AdminBar />
        <BackLink href={PAGE_PATHS.adminInbox}>Back to the inbox</BackLink>
        {item.isPending ? <LoadingState label="Loading the request..." /> : null}
        {item.isError ? <QueryErrorState query={item} title="We couldn't load this request" /> : null}
        {data ? <ItemView item={data} /> : null}
      </PageContainer>
    </PageShell>
  );
}

function ItemView({ item }: { item: InboxItemDetail }) {
  const { details } = item;
  return (
    <>
      <PageHeader
        flush
        eyebrow={INBOX_TYPE_LABELS[item.type]}
        title={item.summary}
        description={
          <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <Badge variant={INBOX_STATUS_BADGES[item.status]}>{INBOX_STATUS_LABELS[item.status]}</Badge>
            <span>
              {item.status === 'done' && item.closedAt
                ? `Closed ${formatDateTime(item.closedAt)}`
                : `Waiting ${waitingFor(item.waitingSince)} (since ${formatDateTime(item.waitingSince)})`}
            </span>
            <span>Assignee: {item.assignee?.name ?? 'nobody yet'}</span>
          </p>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle as="h2">{details.title}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              {details.fields.length > 0 ? (
                <dl className="grid gap-3 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
                  {details.fields.map((field) => (
                    <div key={field.label} className="grid gap-0.5 sm:contents">
                      <dt className="font-semibold">{field.label}</dt>
                      <dd className="break-words whitespace-pre-line">
                        {/phone$/i.test(field.label) ? <PhoneLink phone={field.value} /> : field.value}
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {details.link ? (
                <p>
                  <Link href={details.link.href} className="font-semibold text-primary underline">
                    {details.link.label}
                  </Link>
                </p>
              ) : null}
            </CardContent>
          </Card>
          <InboxHistory notes={item.notes} />
        </div>
        <ItemActions item={item} />
      </div>
    </>
  );
}
