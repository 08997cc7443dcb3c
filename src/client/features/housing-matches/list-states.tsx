import { EmptyState } from '@client/components/ui/empty-state';
import { QueryErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ListPage } from './use-housing-matches';

export interface ListStatesProps<T> {
  query: UseQueryResult<ListPage<T>>;
  loading: string;
  empty: string;
  /** Said instead of `empty` when a status or search hides every row. */
  emptyFiltered?: string;
  errorTitle: string;
  children: (page: ListPage<T>) => ReactNode;
}

/** Loading, error and empty states of a dashboard list, with the spec's texts; else the rows. */
export function ListStates<T>(props: ListStatesProps<T>) {
  const { query, loading, empty, emptyFiltered, errorTitle, children } = props;
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.isError) return <QueryErrorState query={query} title={errorTitle} />;
  if (query.data.rows.length === 0 && query.data.total === 0)
    return <EmptyState title={emptyFiltered ?? empty} />;
  return <>{children(query.data)}</>;
}
