import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TablePagination, type TablePaginationProps } from './data-table';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { QueryErrorState } from './error-state';
import { LoadingState } from './spinner';

/** A page of a list as the API answers it: its rows, under whatever name, and how many there are in all. */
export interface ListTotal {
  total: number;
}

export interface PagedListProps<Page extends ListTotal, Row> {
  query: UseQueryResult<Page>;
  /** The page's rows, e.g. `(page) => page.items`. */
  rows: (page: Page) => Row[];
  /** The loading state's words, e.g. 'Loading the inbox...'. */
  loading: string;
  /** The error state's title, e.g. "We couldn't load the inbox". */
  errorTitle: string;
  /** The empty state shown when there is nothing to list. */
  empty: EmptyStateProps;
  /** When the list is empty; by default when this page has no row. */
  isEmpty?: (page: Page) => boolean;
  /** A later page with no row (the list shrank under it) still shows its pagination, which says so. */
  showEmptyPage?: boolean;
  /** Previous and Next under the list; what is shown, how many in all, and whether a page is on its way are
   * the query's. */
  pagination: Omit<TablePaginationProps, 'shown' | 'total' | 'updating'>;
  /** The list itself (a table, cards): given this page's rows. */
  children: (rows: Row[], page: Page) => ReactNode;
}

/**
 * A paged list's states in one place: loading, the error with Try again, empty, or the rows with Previous and
 * Next under them.
 */
export function PagedList<Page extends ListTotal, Row>(props: PagedListProps<Page, Row>) {
  const {
    query,
    rows,
    loading,
    errorTitle,
    empty,
    isEmpty,
    showEmptyPage = false,
    pagination,
    children,
  } = props;
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.isError) return <QueryErrorState query={query} title={errorTitle} />;
  const page = query.data;
  const shown = rows(page);
  if (isEmpty ? isEmpty(page) : shown.length === 0) return <EmptyState {...empty} />;
  if (shown.length === 0 && !showEmptyPage) return null;
  return (
    <>
      {children(shown, page)}
      <TablePagination
        {...pagination}
        shown={shown.length}
        total={page.total}
        updating={query.isPlaceholderData}
      />
    </>
  );
}
