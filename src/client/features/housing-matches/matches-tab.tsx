import { TablePagination } from '@client/components/ui/data-table';
import { formatNumber } from '@client/lib/format';
import {
  HOUSING_MATCH_STATUS_LABELS,
  HOUSING_MATCH_STATUSES,
  type HousingMatchStatus,
} from '@shared/domain/housing-match-status';
import { MATCH_STALLED_DAYS } from '@shared/domain/stalled-work';
import { useId } from 'react';
import { ListStates } from './list-states';
import { MatchesTable } from './matches-table';
import { isFiltered, useTableQuery } from './table-query';
import { TableToolbar } from './table-toolbar';
import { MATCHES_PAGE_SIZE, type MatchColumn, useHousingMatches } from './use-housing-matches';

const TEXTS = {
  recent: {
    heading: 'Matches',
    loading: 'Loading matches...',
    empty: 'No matches yet. Try running the matching engine.',
    errorTitle: "We couldn't load the matches",
  },
  stalled: {
    heading: 'Stalled matches',
    loading: 'Loading stalled matches...',
    empty: `No stalled matches. Every open match had a step in the last ${MATCH_STALLED_DAYS} days.`,
    errorTitle: "We couldn't load the stalled matches",
  },
} as const;

/**
 * Recent Matches (every match, newest first) or Stalled Matches (open ones with no step for a week, longest
 * stalled first): a table with sorting, a status filter, a search and pages of 10, so any match can be worked.
 */
export function MatchesTab({ autoRefresh, stalled = false }: { autoRefresh: boolean; stalled?: boolean }) {
  const controls = useTableQuery<MatchColumn, HousingMatchStatus>();
  const { query } = controls;
  const matches = useHousingMatches(autoRefresh, query, stalled);
  const texts = TEXTS[stalled ? 'stalled' : 'recent'];
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h3 id={headingId} className="text-xl font-bold text-primary">
        {texts.heading}
      </h3>
      <TableToolbar
        noun="matches"
        statuses={HOUSING_MATCH_STATUSES}
        statusLabels={HOUSING_MATCH_STATUS_LABELS}
        status={query.status}
        onStatus={controls.setStatus}
        search={query.search}
        onSearch={controls.setSearch}
        searchHint="Veteran's name, home address, city or ZIP, reference or match id"
      />
      <ListStates
        query={matches}
        loading={texts.loading}
        empty={texts.empty}
        emptyFiltered={isFiltered(query) ? 'No matches fit this status and search.' : undefined}
        errorTitle={texts.errorTitle}
      >
        {(page) => (
          <>
            {stalled ? (
              <p className="text-sm text-muted-foreground">
                {formatNumber(page.total, 0)} open {page.total === 1 ? 'match has' : 'matches have'} had no
                step for {MATCH_STALLED_DAYS} days or more, longest stalled first. Follow up on each one and
                record what happened.
              </p>
            ) : null}
            <MatchesTable
              matches={page.rows}
              labelledBy={headingId}
              sort={query.sort}
              onSort={controls.setSort}
            />
            <TablePagination
              label={stalled ? 'Stalled match pages' : 'Match pages'}
              offset={query.offset}
              pageSize={MATCHES_PAGE_SIZE}
              shown={page.rows.length}
              total={page.total}
              onOffset={controls.setOffset}
              updating={matches.isPlaceholderData}
              noun="matches"
            />
          </>
        )}
      </ListStates>
    </section>
  );
}
