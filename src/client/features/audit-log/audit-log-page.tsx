import { AdminPage } from '@client/components/auth/admin-page';
import { TablePagination } from '@client/components/ui/data-table';
import { EmptyState } from '@client/components/ui/empty-state';
import { QueryErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import { TitledSection } from '@client/components/ui/titled-section';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';
import { AUDIT_PAGE_SIZE, type AuditFilters as Filters, NO_FILTERS, useAuditLog } from './use-audit-log';

const TITLE = 'Audit Log';
const HEADING_ID = 'audit-events-heading';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** ?targetType=organization&targetId=... (an organisation's "see them all" link) as the first filters. */
function initialFilters(search: string): Filters {
  const params = new URLSearchParams(search);
  const targetId = params.get('targetId') ?? '';
  return {
    ...NO_FILTERS,
    targetType: (params.get('targetType') ?? '').slice(0, 50),
    targetId: UUID.test(targetId) ? targetId : '',
  };
}

/** /admin/audit-log (admins only, see the router): who did what and when, newest first. */
export default function AuditLogPage() {
  const search = useSearch();
  const [filters, setFilters] = useState<Filters>(() => initialFilters(search));
  const [page, setPage] = useState(1);
  const log = useAuditLog(filters, page);
  const data = log.data;
  const filtered = Object.values(filters).some((value) => value !== '');

  return (
    <AdminPage
      title={TITLE}
      description={
        <p>
          Sign-ins, changes, exports and reads of personal data, newest first. Email addresses, network
          addresses and other personal data stay masked.
        </p>
      }
    >
      <TitledSection headingId="audit-filters-heading" title="Filters" size="hidden" gap={3}>
        <AuditFilters
          targetId={filters.targetId}
          initial={{ targetType: filters.targetType }}
          onApply={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        {filters.targetId ? (
          <p className="text-sm text-muted-foreground">
            Showing the events about one record:{' '}
            <span className="font-mono break-all">{filters.targetId}</span>. Clear the filters to see every
            record.
          </p>
        ) : null}
      </TitledSection>
      <TitledSection headingId={HEADING_ID} title={filtered ? 'Matching events' : 'All events'}>
        {log.isPending ? <LoadingState label="Loading the audit log..." /> : null}
        {log.isError ? <QueryErrorState query={log} title="We couldn't load the audit log" /> : null}
        {data && !log.isError && data.events.length === 0 ? (
          <EmptyState
            icon={ScrollText}
            title={filtered ? 'No event matches these filters.' : 'No events yet.'}
            description={filtered ? 'Try a wider date range or fewer filters.' : undefined}
          />
        ) : null}
        {data && !log.isError && data.events.length > 0 ? (
          <>
            <AuditTable events={data.events} labelledBy={HEADING_ID} />
            <TablePagination
              label="Audit log pages"
              offset={(page - 1) * AUDIT_PAGE_SIZE}
              pageSize={AUDIT_PAGE_SIZE}
              shown={data.events.length}
              total={data.total}
              onOffset={(offset) => setPage(Math.floor(offset / AUDIT_PAGE_SIZE) + 1)}
              updating={log.isPlaceholderData}
            />
          </>
        ) : null}
      </TitledSection>
    </AdminPage>
  );
}
