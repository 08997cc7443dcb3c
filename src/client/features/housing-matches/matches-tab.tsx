import { Badge } from '@client/components/ui/badge';
import { formatDateTime } from '@client/lib/format';
import type { HousingMatchView } from '@shared/contracts/housing';
import type { UseQueryResult } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { MatchStatusBadge } from './housing-badges';
import { ListStates } from './list-states';
import { MatchActions } from './match-actions';
import type { ListPage } from './use-housing-matches';

/** The first 8 characters of the id: enough to tell matches apart when talking about them. */
export const shortId = (id: string) => id.slice(0, 8);

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

function MatchItem({ match }: { match: HousingMatchView }) {
  const id = shortId(match.id);
  return (
    <li className="grid gap-3 rounded-ui border border-border bg-card p-4 shadow-ui">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-mono text-base font-bold">Match {id}</h3>
        <MatchStatusBadge status={match.status} />
        <Badge variant="outline">{match.matchScore}% match</Badge>
        {match.veteranNotifiedAt ? (
          <Badge variant="success">
            <BellRing aria-hidden="true" />
            Notifications sent
          </Badge>
        ) : null}
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Veteran</dt>
        <dd>{match.veteranName ?? 'Name not given'}</dd>
        <dt className="font-semibold">Home</dt>
        <dd className="break-words">{match.propertyAddress}</dd>
        <dt className="font-semibold">Why it fits</dt>
        <dd className="break-words">{match.matchReason}</dd>
        <dt className="font-semibold">Created</dt>
        <dd>{formatDateTime(match.createdAt)}</dd>
        {match.declineReason ? (
          <>
            <dt className="font-semibold">Decline reason</dt>
            <dd className="break-words">{match.declineReason}</dd>
          </>
        ) : null}
      </dl>
      <MatchActions match={match} shortId={id} />
    </li>
  );
}
