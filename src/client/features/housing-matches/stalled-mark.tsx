import { Badge } from '@client/components/ui/badge';
import { formatDate } from '@client/lib/format';
import type { HousingMatchView } from '@shared/contracts/housing';
import { MATCH_FOLLOW_UP_LABELS } from '@shared/domain/stalled-work';
import { Hourglass } from 'lucide-react';

/** An open match with no step for a week or more: said in words, with the days, not by colour alone. */
export function StalledBadge({ days }: { days: number }) {
  return (
    <Badge variant="warning">
      <Hourglass aria-hidden="true" />
      Stalled: {days} {days === 1 ? 'day' : 'days'} since the last step
    </Badge>
  );
}

type FollowUp = NonNullable<HousingMatchView['latestFollowUp']>;

/** The latest follow-up an admin recorded: what happened, when, and the note. */
export function followUpText(followUp: FollowUp): string {
  const said = `${MATCH_FOLLOW_UP_LABELS[followUp.response]} on ${formatDate(followUp.recordedAt)}`;
  return followUp.note ? `${said}: ${followUp.note}` : said;
}
