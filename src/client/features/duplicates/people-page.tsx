import { AdminPage } from '@client/components/auth/admin-page';
import { PersonStatusBadge } from '@client/components/person/person-status-badge';
import { Button } from '@client/components/ui/button';
import {
  type ColumnHeading,
  DataTable,
  TableHead,
  TablePagination,
  tableCell,
} from '@client/components/ui/data-table';
import { EmptyState } from '@client/components/ui/empty-state';
import { QueryErrorState } from '@client/components/ui/error-state';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { LoadingState } from '@client/components/ui/spinner';
import { formatDate, formatNumber } from '@client/lib/format';
import { adminPersonPage } from '@shared/contracts/duplicates';
import type { PersonListItem } from '@shared/contracts/people';
import { PERSON_STATUS_LABELS, PERSON_STATUSES, type PersonStatus } from '@shared/domain/person-timeline';
import { Search, UsersRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { PEOPLE_PAGE_SIZE, type PeopleFilters, usePeople } from './use-people';

const TITLE = 'People';
const HEADING_ID = 'people-heading';
const ALL: PeopleFilters = { search: '', status: 'all', offset: 0 };
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
  const [filters, setFilters] = useState<PeopleFilters>(ALL);
  const [searchText, setSearchText] = useState('');
  const people = usePeople(filters);
  const page = people.data;
  const filtered = filters.search !== '' || filters.status !== 'all';
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...filters, search: searchText.trim(), offset: 0 });
  };
  const clear = () => {
    setSearchText('');
    setFilters(ALL);
  };
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
      <section aria-labelledby={HEADING_ID} className="grid gap-4">
        <h2 id={HEADING_ID} className="text-xl font-bold text-primary">
          People{page ? ` (${formatNumber(page.total, 0)})` : ''}
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <search aria-label="Search people">
            <form onSubmit={search} className="flex flex-wrap items-end gap-2">
              <FormField label="Search by name, ZIP, email or phone" className="w-72 max-w-full">
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
              options={STATUS_OPTIONS}
              onChange={(event) =>
                setFilters({ ...filters, status: asStatus(event.target.value), offset: 0 })
              }
            />
          </FormField>
        </div>
        {people.isPending ? <LoadingState label="Loading people..." /> : null}
        {people.isError ? <QueryErrorState query={people} title="We couldn't load the people" /> : null}
        {page && !people.isError && page.rows.length === 0 ? (
          <EmptyState
            icon={filtered ? Search : UsersRound}
            title={filtered ? 'Nobody matches your search.' : 'Nobody is on record yet.'}
            description={
              filtered ? 'Try another name, ZIP code or status.' : 'People appear here as intakes come in.'
            }
            action={
              filtered ? (
                <Button variant="outline" onClick={clear}>
                  Show everyone
                </Button>
              ) : undefined
            }
          />
        ) : null}
        {page && !people.isError && page.rows.length > 0 ? (
          <>
            <PeopleTable people={page.rows} />
            <TablePagination
              label="Pages of people"
              offset={filters.offset}
              pageSize={PEOPLE_PAGE_SIZE}
              shown={page.rows.length}
              total={page.total}
              updating={people.isPlaceholderData}
              onOffset={(offset) => setFilters({ ...filters, offset })}
            />
          </>
        ) : null}
      </section>
    </AdminPage>
  );
}
