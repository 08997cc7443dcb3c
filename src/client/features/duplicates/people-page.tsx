import { AdminPage } from '@client/components/auth/admin-page';
import { PersonStatusBadge } from '@client/components/person/person-status-badge';
import { Button } from '@client/components/ui/button';
import { type ColumnHeading, DataTable, TableHead, tableCell } from '@client/components/ui/data-table';
import { ListFilterBar, useListFilters } from '@client/components/ui/list-filters';
import { PagedList } from '@client/components/ui/paged-list';
import { TitledSection } from '@client/components/ui/titled-section';
import { formatDate } from '@client/lib/format';
import { adminPersonPage } from '@shared/contracts/duplicates';
import type { PersonListItem } from '@shared/contracts/people';
import { PERSON_STATUS_LABELS, PERSON_STATUSES, type PersonStatus } from '@shared/domain/person-timeline';
import { Search, UsersRound } from 'lucide-react';
import { Link } from 'wouter';
import { PEOPLE_PAGE_SIZE, usePeople } from './use-people';

const TITLE = 'People';
const HEADING_ID = 'people-heading';
const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...PERSON_STATUSES.map((status) => ({ value: status, label: PERSON_STATUS_LABELS[status] })),
];
const asStatus = (value: string): PersonStatus | 'all' =>
  PERSON_STATUSES.find((status) => status === value) ?? 'all';

const COLUMNS: ColumnHeading[] = ['Person', 'Status', 'Organisation', 'Latest event', 'On record since'];

function PeopleTable({ people }: { people: PersonListItem[] }) {
  return (
    <DataTable labelledBy={HEADING_ID}>
      <TableHead columns={COLUMNS} />
      <tbody>
        {people.map((person) => {
          const latest = person.timeline.at(-1);
          return (
            <tr key={person.id} className="border-t border-border">
              <th scope="row" className={`${tableCell} text-left`}>
                <Link href={adminPersonPage(person.id)} className="font-semibold text-primary underline">
                  {person.name ?? 'Name not given'}
                </Link>
                <span className="block font-normal text-muted-foreground">ZIP {person.zipCode}</span>
              </th>
              <td className={tableCell}>
                <PersonStatusBadge status={person.status} />
              </td>
              <td className={tableCell}>{person.organizationName ?? 'No organisation'}</td>
              <td className={`${tableCell} min-w-48`}>
                {latest ? (
                  <>
                    <span className="block">{latest.sentence}</span>
                    <span className="text-muted-foreground">{formatDate(latest.occurredAt)}</span>
                  </>
                ) : (
                  <span className="text-muted-foreground">Nothing recorded yet</span>
                )}
              </td>
              <td className={`${tableCell} whitespace-nowrap`}>{formatDate(person.createdAt)}</td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}

/** /admin/people (admins only): everyone on record, newest first, with the one status; search and a status filter. */
export default function PeoplePage() {
  const list = useListFilters<PersonStatus | 'all'>('all');
  const { filters, filtered } = list;
  const people = usePeople(filters);
  const page = people.data;
  return (
    <AdminPage
      title={TITLE}
      description={
        <p>
          Everyone on record, newest first, with where they stand on their way home. Open a person to read
          their timeline. Each read is recorded in the audit log.
        </p>
      }
    >
      <TitledSection headingId={HEADING_ID} title="People" count={page?.total}>
        <ListFilterBar
          list={list}
          name="Search people"
          searchLabel="Search by name, ZIP, email or phone"
          searchClassName="w-72 max-w-full"
          statusOptions={STATUS_OPTIONS}
          asStatus={asStatus}
        />
        <PagedList
          query={people}
          rows={(found) => found.rows}
          loading="Loading people..."
          errorTitle="We couldn't load the people"
          empty={{
            icon: filtered ? Search : UsersRound,
            title: filtered ? 'Nobody matches your search.' : 'Nobody is on record yet.',
            description: filtered
              ? 'Try another name, ZIP code or status.'
              : 'People appear here as intakes come in.',
            action: filtered ? (
              <Button variant="outline" onClick={list.clear}>
                Show everyone
              </Button>
            ) : undefined,
          }}
          pagination={{ label: 'Pages of people', pageSize: PEOPLE_PAGE_SIZE, ...list.paging }}
        >
          {(rows) => <PeopleTable people={rows} />}
        </PagedList>
      </TitledSection>
    </AdminPage>
  );
}
