import { PartnerPage, useSignedInPartner } from '@client/components/auth/partner-page';
import { Button } from '@client/components/ui/button';
import { ListFilterBar, useListFilters } from '@client/components/ui/list-filters';
import { PagedList } from '@client/components/ui/paged-list';
import { TitledSection } from '@client/components/ui/titled-section';

import { CASELOAD_PAGE_ROUTE, type CaseloadFilter } from '@shared/contracts/caseload';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { Search, Users } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { CaseloadTable } from './caseload-table';
import { asFilter, STATUS_FILTER_OPTIONS } from './caseload-text';
import { PossibleDuplicates } from './possible-duplicates';
import { CASELOAD_PAGE_SIZE, useCaseload } from './use-caseload';

const TITLE = 'Caseload';
const HEADING_ID = 'caseload-heading';

/** /partner/caseload: the organisation's veterans, most urgent first, with search, a status filter and pages. */
export default function CaseloadPage() {
  // a refused session (401) is cleared by the partner calls: the partner signs in again and comes back
  const session = useSignedInPartner();
  const list = useListFilters<CaseloadFilter>('all');
  const { filters, setOffset } = list;
  const caseload = useCaseload(filters, session !== null);
  const emptyPage = caseload.data?.items.length === 0 && caseload.data.total > 0;
  useEffect(() => {
    // the caseload shrank under a later page (a veteran moved on): go back to the first page
    if (emptyPage) setOffset(0);
  }, [emptyPage, setOffset]);

  const page = caseload.data;
  return (
    <PartnerPage
      session={session}
      path={CASELOAD_PAGE_ROUTE}
      title={TITLE}
      description={
        <p>
          The veterans your organization brought in, most urgent first. Open one to see their contact details,
          every home we proposed and where each one stands.
        </p>
      }
      actions={
        <Button variant="outline" asChild>
          <Link href={PAGE_PATHS.support}>Run a bulk intake</Link>
        </Button>
      }
    >
      <TitledSection headingId={HEADING_ID} title="Veterans" count={page?.total}>
        <ListFilterBar
          list={list}
          name="Search the caseload"
          searchLabel="Search by name or ZIP"
          searchClassName="w-64 max-w-full"
          statusOptions={STATUS_FILTER_OPTIONS}
          asStatus={asFilter}
        />
        <PagedList
          query={caseload}
          rows={(found) => found.items}
          loading="Loading caseload..."
          errorTitle="We couldn't load your caseload"
          isEmpty={(found) => found.total === 0}
          empty={
            list.filtered
              ? {
                  icon: Search,
                  title: 'No veterans match your search.',
                  description: 'Try another name or ZIP code, or show every status.',
                  action: (
                    <Button variant="outline" onClick={list.clear}>
                      Show all veterans
                    </Button>
                  ),
                }
              : {
                  icon: Users,
                  title: 'No veterans in your caseload yet.',
                  description:
                    'Veterans you bring in while signed in, through the bulk intake or the veteran intake form, appear here.',
                  action: (
                    <Button asChild>
                      <Link href={PAGE_PATHS.support}>Add veterans with the bulk intake</Link>
                    </Button>
                  ),
                }
          }
          pagination={{ label: 'Caseload pages', pageSize: CASELOAD_PAGE_SIZE, ...list.paging }}
        >
          {(items) => <CaseloadTable items={items} labelledBy={HEADING_ID} />}
        </PagedList>
      </TitledSection>
      <PossibleDuplicates enabled={session !== null} />
    </PartnerPage>
  );
}
