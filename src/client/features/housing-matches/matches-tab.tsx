import type { HousingMatchView } from '@shared/contracts/housing';
import type { UseQueryResult } from '@tanstack/react-query';
import { ListStates } from './list-states';
import { MatchItem } from './match-item';
import type { ListPage } from './use-housing-matches';

/** Recent Matches: the 10 newest, each with its score, reason, status and the moves it allows. */
export function MatchesTab({ query }: { query: UseQueryResult<ListPage<HousingMatchView>> }) {
  return (
    <ListStates
      query={query}
      loading="Loading matches..."
      empty="No matches yet. Try running the matching engine."
      errorTitle="We couldn't load the matches"
    >
      {(page) => (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            The {page.rows.length} newest of {page.total} matches.
          </p>
          <ul className="grid gap-3" aria-label="Recent matches">
            {page.rows.map((match) => (
              <MatchItem key={match.id} match={match} />
            ))}
          </ul>
        </div>
      )}
    </ListStates>
  );
}
