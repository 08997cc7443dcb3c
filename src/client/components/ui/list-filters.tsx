import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { useCallback, useState } from 'react';
import { Button } from './button';
import { FormField } from './form-field';
import { Input } from './input';
import { NativeSelect, type NativeSelectOption } from './native-select';

/**
 * What a searchable, status-filtered, paged list shows: the search in force ('' for all), a status (null may mean
 * every status), a page.
 */
export interface ListFilters<S extends string | null> {
  search: string;
  status: S;
  /** The first row of the page, from 0. */
  offset: number;
}

/**
 * The filters of a searchable list with a status filter and pages, and the words typed in its search box: a new
 * search or status goes back to the first page; `clear` shows everyone again.
 */
export function useListFilters<S extends string | null>(everyStatus: S) {
  const all: ListFilters<S> = { search: '', status: everyStatus, offset: 0 };
  const [filters, setFilters] = useState(all);
  const [text, setText] = useState('');
  // stable, so that an effect may go back to the first page
  const setOffset = useCallback(
    (offset: number) =>
      setFilters((current) => (current.offset === offset ? current : { ...current, offset })),
    [],
  );
  const setStatus = useCallback(
    (status: S) => setFilters((current) => ({ ...current, status, offset: 0 })),
    [],
  );
  return {
    filters,
    text,
    setText,
    /** A search or a status other than every status is in force. */
    filtered: filters.search !== '' || filters.status !== everyStatus,
    search: () => setFilters((current) => ({ ...current, search: text.trim(), offset: 0 })),
    setStatus,
    setOffset,
    /** What a list's Previous and Next need (PagedList's `pagination`, with its label and page size). */
    paging: { offset: filters.offset, onOffset: setOffset },
    clear: () => {
      setText('');
      setFilters(all);
    },
  };
}

type ListFiltersState<S extends string | null> = ReturnType<typeof useListFilters<S>>;

export interface ListFilterBarProps<S extends string | null> {
  list: ListFiltersState<S>;
  /** The search landmark's name, e.g. 'Search people'. */
  name: string;
  /** The search box's label, which says what can be searched, e.g. 'Search by name or ZIP'. */
  searchLabel: string;
  /** The search box's width, e.g. 'w-64 max-w-full'. */
  searchClassName: string;
  statusOptions: readonly NativeSelectOption[];
  /** The status chosen, from the select's value. */
  asStatus: (value: string) => S;
}

/** A list's search box (it searches when submitted) and its status filter, side by side. */
export function ListFilterBar<S extends string | null>(props: ListFilterBarProps<S>) {
  const { list, name, searchLabel, searchClassName, statusOptions, asStatus } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    list.search();
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <search aria-label={name}>
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <FormField label={searchLabel} className={searchClassName}>
            <Input
              type="search"
              maxLength={100}
              value={list.text}
              onChange={(event) => list.setText(event.target.value)}
            />
          </FormField>
          <Button type="submit" variant="secondary">
            <Search aria-hidden="true" />
            Search
          </Button>
        </form>
      </search>
      <ListStatusFilter list={list} options={statusOptions} asStatus={asStatus} />
    </div>
  );
}

export interface ListStatusFilterProps<S extends string | null> {
  list: Pick<ListFiltersState<S>, 'filters' | 'setStatus'>;
  options: readonly NativeSelectOption[];
  /** The status chosen, from the select's value ('' for the option that shows every status). */
  asStatus: (value: string) => S;
  label?: string;
  className?: string;
}

/** A list's status filter: choosing a status goes back to the first page. */
export function ListStatusFilter<S extends string | null>(props: ListStatusFilterProps<S>) {
  const { list, options, asStatus, label = 'Status', className = 'w-48' } = props;
  return (
    <FormField label={label} className={className}>
      <NativeSelect
        value={list.filters.status ?? ''}
        options={options}
        onChange={(event) => list.setStatus(asStatus(event.target.value))}
      />
    </FormField>
  );
}
