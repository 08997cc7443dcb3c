import type { SortState } from '@client/components/ui/data-table';
import { useState } from 'react';

/** What one dashboard table asks the server for: a page, an order, a status and a search. */
export interface TableQuery<C extends string, S extends string> {
  offset: number;
  /** null: the list's own order (newest first; longest stalled first on Stalled Matches). */
  sort: SortState<C> | null;
  /** null: every status. */
  status: S | null;
  /** '' : no search. */
  search: string;
}

/** The table's query and its setters; a new order, filter or search starts again at the first page. */
export function useTableQuery<C extends string, S extends string>() {
  const [query, setQuery] = useState<TableQuery<C, S>>({ offset: 0, sort: null, status: null, search: '' });
  return {
    query,
    setOffset: (offset: number) => setQuery((current) => ({ ...current, offset })),
    setSort: (sort: SortState<C>) => setQuery((current) => ({ ...current, sort, offset: 0 })),
    setStatus: (status: S | null) => setQuery((current) => ({ ...current, status, offset: 0 })),
    setSearch: (search: string) => setQuery((current) => ({ ...current, search: search.trim(), offset: 0 })),
  };
}
export type TableControls<C extends string, S extends string> = ReturnType<typeof useTableQuery<C, S>>;

/** The query string of a table's request: limit, offset and, when set, sort, status and search. */
export function tableParams(
  query: TableQuery<string, string>,
  pageSize: number,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    ...extra,
    limit: String(pageSize),
    offset: String(query.offset),
    ...(query.sort ? { sort: `${query.sort.column}:${query.sort.direction}` } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.search ? { search: query.search } : {}),
  };
}

/** True when the table shows a subset of everything (so an empty page says so, not "nothing yet"). */
export const isFiltered = (query: TableQuery<string, string>) => query.status !== null || query.search !== '';
