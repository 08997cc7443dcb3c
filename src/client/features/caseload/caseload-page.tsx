import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { Button } from '@client/components/ui/button';
import { TablePagination } from '@client/components/ui/data-table';
import { EmptyState } from '@client/components/ui/empty-state';
import { QueryErrorState } from '@client/components/ui/error-state';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { LoadingState } from '@client/components/ui/spinner';
import { formatNumber } from '@client/lib/format';
import { PARTNER_DASHBOARD_ROUTE, partnerLoginPath, usePartnerSession } from '@client/lib/partner-session';
import { CASELOAD_PAGE_ROUTE } from '@shared/contracts/caseload';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { Search, Users } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, Redirect } from 'wouter';
import { CaseloadTable } from './caseload-table';
import { asFilter, STATUS_FILTER_OPTIONS } from './caseload-text';
import { PossibleDuplicates } from './possible-duplicates';
import { CASELOAD_PAGE_SIZE, type CaseloadFilters, useCaseload } from './use-caseload';

const TITLE = 'Caseload';
const HEADING_ID = 'caseload-heading';
const ALL: CaseloadFilters = { search: '', status: 'all', offset: 0 };

/** /partner/caseload: the organisation's veterans, most urgent first, with search, a status filter and pages. */
export default function CaseloadPage() {
  // a refused session (401) is cleared by the partner calls: the partner signs in again and comes back
  const { session, refused } = usePartnerSession();
  const [filters, setFilters] = useState<CaseloadFilters>(ALL);
  const [searchText, setSearchText] = useState('');
  const caseload = useCaseload(filters, session !== null && !refused);
  const emptyPage = caseload.data?.items.length === 0 && caseload.data.total > 0;
  useEffect(() => {
    // the caseload shrank under a later page (a veteran moved on): go back to the first page
    if (emptyPage) setFilters((current) => ({ ...current, offset: 0 }));
  }, [emptyPage]);

  if (!session || refused) return <Redirect to={partnerLoginPath(CASELOAD_PAGE_ROUTE)} replace />;

  const filtered = filters.search !== '' || filters.status !== 'all';
  const page = caseload.data;
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...filters, search: searchText.trim(), offset: 0 });
  };
  const clear = () => {
    setSearchText('');
    setFilters(ALL);
  };

  return (
    <PageShell title={TITLE}>
      <PageContainer className="grid gap-8">
        <PageHeader
          flush
          eyebrow={session.organization.name}
          title={TITLE}
          description={
            <p>
              The veterans your organization brought in, most urgent first. Open one to see their contact
              details, every home we proposed and where each one stands.
            </p>
          }
          actions={
            <>
              <Button variant="outline" asChild>
                <Link href={PARTNER_DASHBOARD_ROUTE}>Partner Dashboard</Link>
              </Button>
              <Button variant="outline" asChild>
                <Link href={PAGE_PATHS.support}>Run a bulk intake</Link>
              </Button>
            </>
          }
        />
        <section aria-labelledby={HEADING_ID} className="grid gap-4">
          <h2 id={HEADING_ID} className="text-xl font-bold text-primary">
            Veterans{page ? ` (${formatNumber(page.total, 0)})` : ''}
          </h2>
          <div className="flex flex-wrap items-end gap-3">
            <search aria-label="Search the caseload">
              <form onSubmit={search} className="flex flex-wrap items-end gap-2">
                <FormField label="Search by name or ZIP" className="w-64 max-w-full">
                  <Input
                    type="search"
                    maxLength={100}
                    value={searchText}
                    onChange={(event) => setSearchText(event.target.value)}
                  />
                </FormField>
                <Button type="submit" variant="secondary">
                  <Search aria-hidden="true" />
                  Search
                </Button>
              </form>
            </search>
            <FormField label="Status" className="w-48">
              <NativeSelect
                value={filters.status}
                options={STATUS_FILTER_OPTIONS}
                onChange={(event) =>
                  setFilters({ ...filters, status: asFilter(event.target.value), offset: 0 })
                }
              />
            </FormField>
          </div>
          {caseload.isPending ? <LoadingState label="Loading caseload..." /> : null}
          {caseload.isError ? (
            <QueryErrorState query={caseload} title="We couldn't load your caseload" />
          ) : null}
          {page && !caseload.isError && page.total === 0 ? (
            filtered ? (
              <EmptyState
                icon={Search}
                title="No veterans match your search."
                description="Try another name or ZIP code, or show every status."
                action={
                  <Button variant="outline" onClick={clear}>
                    Show all veterans
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={Users}
                title="No veterans in your caseload yet."
                description="Veterans you bring in while signed in, through the bulk intake or the veteran intake form, appear here."
                action={
                  <Button asChild>
                    <Link href={PAGE_PATHS.support}>Add veterans with the bulk intake</Link>
                  </Button>
                }
              />
            )
          ) : null}
          {page && !caseload.isError && page.items.length > 0 ? (
            <>
              <CaseloadTable items={page.items} labelledBy={HEADING_ID} />
              <TablePagination
                label="Caseload pages"
                offset={filters.offset}
                pageSize={CASELOAD_PAGE_SIZE}
                shown={page.items.length}
                total={page.total}
                updating={caseload.isPlaceholderData}
                onOffset={(offset) => setFilters({ ...filters, offset })}
              />
            </>
          ) : null}
        </section>
        <PossibleDuplicates enabled={session !== null && !refused} />
      </PageContainer>
    </PageShell>
  );
}
