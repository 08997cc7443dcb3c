import { AdminPage } from '@client/components/auth/admin-page';
import { Button } from '@client/components/ui/button';
import { TablePagination } from '@client/components/ui/data-table';
import { EmptyState } from '@client/components/ui/empty-state';
import { QueryErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import type { AdminOrganization } from '@shared/contracts/admin-oversight';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { isUsStateCode, usStateName } from '@shared/domain/us-states';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { ManageOrganizationDialog } from './manage-organization-dialog';
import { OrganizationFilters } from './organization-filters';
import { OrganizationsTable } from './organizations-table';
import {
  type OrganizationFilters as Filters,
  ORGANIZATIONS_PAGE_SIZE,
  useOrganizations,
} from './use-network-management';

const TITLE = 'Partner Network';
const HEADING_ID = 'organizations-heading';

/** The state the map view's drill-down links with (?state=NY), if it is one. */
function initialState(search: string): string {
  const state = new URLSearchParams(search).get('state')?.toUpperCase() ?? '';
  return isUsStateCode(state) ? state : '';
}

/** /partner-dashboard (admins only, see the router): every organisation, and what an admin can change. */
export default function NetworkManagementPage() {
  const search = useSearch();
  const [filters, setFilters] = useState<Filters>(() => ({
    search: '',
    state: initialState(search),
    page: 1,
  }));
  const [managing, setManaging] = useState<AdminOrganization | null>(null);
  const organizations = useOrganizations(filters);
  const page = organizations.data;
  const where = filters.state ? ` in ${usStateName(filters.state)}` : '';
  const heading = filters.search.trim()
    ? `Organizations matching "${filters.search.trim()}"${where}`
    : `Organizations${where}`;

  return (
    <AdminPage
      title={TITLE}
      description={
        <p>
          Every partner organization: verify it, set its integration tier, allow or stop direct referrals, and
          manage its sign-in. Every change is recorded in its history.
        </p>
      }
      actions={
        <Button asChild variant="outline">
          <Link href={PAGE_PATHS.adminMapView}>Network map</Link>
        </Button>
      }
    >
      <section aria-labelledby={HEADING_ID} className="grid gap-4">
        <OrganizationFilters
          search={filters.search}
          state={filters.state}
          onSearch={(text) => setFilters((current) => ({ ...current, search: text, page: 1 }))}
          onState={(state) => setFilters((current) => ({ ...current, state, page: 1 }))}
        />
        <h2 id={HEADING_ID} className="text-xl font-bold text-primary">
          {heading}
        </h2>
        {organizations.isPending ? <LoadingState label="Loading organizations..." /> : null}
        {organizations.isError ? (
          <QueryErrorState query={organizations} title="We couldn't load the organizations" />
        ) : null}
        {page && !organizations.isError && page.organizations.length === 0 ? (
          <EmptyState
            icon={Building2}
            title="No organization matches."
            description="Try another search or state."
          />
        ) : null}
        {page && !organizations.isError && page.organizations.length > 0 ? (
          <>
            <OrganizationsTable
              organizations={page.organizations}
              labelledBy={HEADING_ID}
              onManage={setManaging}
            />
            <TablePagination
              label="Organization pages"
              offset={(filters.page - 1) * ORGANIZATIONS_PAGE_SIZE}
              pageSize={ORGANIZATIONS_PAGE_SIZE}
              shown={page.organizations.length}
              total={page.total}
              onOffset={(offset) =>
                setFilters((current) => ({
                  ...current,
                  page: Math.floor(offset / ORGANIZATIONS_PAGE_SIZE) + 1,
                }))
              }
              updating={organizations.isPlaceholderData}
            />
          </>
        ) : null}
      </section>
      <ManageOrganizationDialog
        organization={managing}
        onChanged={setManaging}
        onClose={() => setManaging(null)}
      />
    </AdminPage>
  );
}
