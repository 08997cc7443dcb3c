import { formatNumber } from '@client/lib/format';
import type { HousingMatchView } from '@shared/contracts/housing';
import { MATCH_STALLED_DAYS } from '@shared/domain/stalled-work';
import type { UseQueryResult } from '@tanstack/react-query';
import { ListStates } from './list-states';
import { MatchItem } from './match-item';
import type { ListPage } from './use-housing-matches';

/** Stalled Matches: open matches with no step for a week or more, longest stalled first, to follow up. */
export function StalledMatchesTab({ query }: { query: UseQueryResult<ListPage<HousingMatchView>> }) {
  return (
    <ListStates
      query={query}
      loading="Loading stalled matches..."
      empty={`No stalled matches. Every open match had a step in the last ${MATCH_STALLED_DAYS} days.`}
      errorTitle="We couldn't load the stalled matches"
    >
      {(page) => (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            {formatNumber(page.total, 0)} open {page.total === 1 ? 'match has' : 'matches have'} had no step
            for {MATCH_STALLED_DAYS} days or more, longest stalled first
            {page.rows.length < page.total ? ` (the first ${formatNumber(page.rows.length, 0)} shown)` : ''}.
            Follow up on each one and record what happened.
          </p>
          <ul className="grid gap-3" aria-label="Stalled matches">
            {page.rows.map((match) => (
              <MatchItem key={match.id} match={match} />
            ))}
          </ul>
        </div>
      )}
    </ListStates>
  );
}
