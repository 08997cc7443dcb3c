import { TablePagination } from '@client/components/ui/data-table';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { ListStates } from './list-states';
import { isFiltered, type TableControls } from './table-query';
import { TableToolbar, type TableToolbarProps } from './table-toolbar';
import type { ListPage } from './use-housing-matches';

export interface TableTabProps<C extends string, S extends string, T> {
  heading: string;
  controls: TableControls<C, S>;
  /** The status filter and search box: what they name and offer. */
  toolbar: Pick<TableToolbarProps<S>, 'noun' | 'statuses' | 'statusLabels' | 'searchHint'>;
  list: UseQueryResult<ListPage<T>>;
  texts: { loading: string; empty: string; errorTitle: string; emptyFiltered: string };
  /** Previous and Next: what they name, and how many rows a page has. */
  pages: { label: string; pageSize: number };
  /** The table (and anything above it), given the page and the id of the heading that names it. */
  children: (page: ListPage<T>, headingId: string) => ReactNode;
}

/** One tab of the housing dashboard: its heading, filter and search, the list's states, the table and its pages. */
export function TableTab<C extends string, S extends string, T>(props: TableTabProps<C, S, T>) {
  const { heading, controls, toolbar, list, texts, pages, children } = props;
  const { query } = controls;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h3 id={headingId} className="text-xl font-bold text-primary">
        {heading}
      </h3>
      <TableToolbar
        {...toolbar}
        status={query.status}
        onStatus={controls.setStatus}
        search={query.search}
        onSearch={controls.setSearch}
      />
      <ListStates
        query={list}
        loading={texts.loading}
        empty={texts.empty}
        emptyFiltered={isFiltered(query) ? texts.emptyFiltered : undefined}
        errorTitle={texts.errorTitle}
      >
        {(page) => (
          <>
            {children(page, headingId)}
            <TablePagination
              label={pages.label}
              offset={query.offset}
              pageSize={pages.pageSize}
              shown={page.rows.length}
              total={page.total}
              onOffset={controls.setOffset}
              updating={list.isPlaceholderData}
              noun={toolbar.noun}
            />
          </>
        )}
      </ListStates>
    </section>
  );
}
