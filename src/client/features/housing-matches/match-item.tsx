import { Badge } from '@client/components/ui/badge';
import { formatDateTime } from '@client/lib/format';
import type { HousingMatchView } from '@shared/contracts/housing';
import { matchShortId } from '@shared/domain/housing-match-status';
import { BellRing } from 'lucide-react';
import { FollowUpDialog } from './follow-up-dialog';
import { MatchStatusBadge } from './housing-badges';
import { MatchActions } from './match-actions';
import { followUpText, StalledBadge } from './stalled-mark';

/** One match: its facts, its marks (stalled, notified), the latest follow-up and the moves it allows. */
export function MatchItem({ match }: { match: HousingMatchView }) {
  const id = matchShortId(match.id);
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
        {match.stalledDays !== null ? <StalledBadge days={match.stalledDays} /> : null}
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
        {match.latestFollowUp ? (
          <>
            <dt className="font-semibold">Latest follow-up</dt>
            <dd className="break-words">{followUpText(match.latestFollowUp)}</dd>
          </>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-2">
        <MatchActions match={match} shortId={id} />
        {match.stalledDays !== null ? <FollowUpDialog matchId={match.id} shortId={id} /> : null}
      </div>
    </li>
  );
}
