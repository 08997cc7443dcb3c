import { TriageBadges } from '@client/components/person/triage-badges';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast } from '@client/components/ui/use-toast';
import { parseApiError } from '@client/lib/api-client';
import {
  type BulkIntakeResult,
  EXISTING_VETERAN_MESSAGE,
  notifyReachText,
} from '@shared/contracts/bulk-intake';
import { caseloadVeteranPage } from '@shared/contracts/caseload';
import { WAITLIST_FOLLOW_UP } from '@shared/domain/constants';
import { WAITLISTED_STATUS } from '@shared/domain/intake-priority';
import { matchFitWithScore } from '@shared/domain/match-fit';
import { BellRing, Check, CircleCheck, Clock, Eye } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { matchPlace } from './placement-packet';
import { useNotifyVeteran } from './use-bulk-intake';

export function PriorityBadge({ priority }: { priority: BulkIntakeResult['priority'] }) {
  return <TriageBadges priority={priority} />;
}

export interface ResultCardProps {
  result: BulkIntakeResult;
  /** A signed-in partner ran the intake: 'View' opens the veteran in its caseload. */
  signedIn: boolean;
}

/**
 * One processed veteran: status, priority with its reason, top matches, and the View / Notify actions.
 * 'View' needs the caseload, so only a signed-in partner whose caseload holds the veteran gets it.
 */
export function ResultCard({ result, signedIn }: ResultCardProps) {
  const viewable = signedIn && result.caseloadVeteranId !== null;
  const waitlisted = result.status === WAITLISTED_STATUS;
  const notify = useNotifyVeteran();
  const [notified, setNotified] = useState(false);
  /** The server's words for who was emailed (kept on the card: a toast goes away). */
  const [toldText, setToldText] = useState<string | null>(null);

  const sendNotice = () => {
    if (notify.isPending) return;
    notify.mutate(result.intakeId, {
      onSuccess: ({ message }) => {
        setNotified(true);
        setToldText(message);
        toast({ variant: 'success', title: 'Notification Sent', description: message });
      },
      onError: (error) => {
        const parsed = parseApiError(error);
        if (parsed.status === 409) setNotified(true);
        toast({ variant: 'destructive', title: 'Error', description: parsed.message });
      },
    });
  };

  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle>{result.name}</CardTitle>
          <PriorityBadge priority={result.priority} />
        </div>
        <p className="flex items-center gap-2 font-semibold">
          {waitlisted ? (
            <Clock className="size-4 text-warning-foreground" aria-hidden="true" />
          ) : (
            <CircleCheck className="size-4 text-success" aria-hidden="true" />
          )}
          <span>{result.status}</span>
          <span className="font-normal text-muted-foreground">· ZIP {result.zipCode}</span>
        </p>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-3">
        {result.existingVeteran ? (
          <Alert variant="warning" role="note">
            <AlertDescription>
              <p>
                {EXISTING_VETERAN_MESSAGE}.
                {viewable ? (
                  <>
                    {' '}
                    <Link
                      href={caseloadVeteranPage(result.caseloadVeteranId ?? '')}
                      className="font-semibold underline"
                    >
                      Open the existing record
                    </Link>
                  </>
                ) : null}
              </p>
            </AlertDescription>
          </Alert>
        ) : null}
        <p className="text-sm">
          <span className="font-semibold">Why this priority: </span>
          {result.priorityReason}
        </p>
        {waitlisted ? (
          <p className="rounded-ui bg-muted p-3 text-sm">
            No home matches yet, so this veteran is on our waitlist. We follow up with them within{' '}
            {WAITLIST_FOLLOW_UP}.{' '}
            {notified
              ? (toldText ?? 'The waitlist notice for this veteran was already sent.')
              : result.canNotify
                ? notifyReachText(result.notifyReaches)
                : 'We have no email for this veteran or for you, so we cannot send a waitlist notice. Add an email when you run the next intake.'}
          </p>
        ) : (
          <div className="grid gap-2">
            <h4 className="text-sm font-semibold">
              {result.matchCount > result.topMatches.length
                ? `Top ${result.topMatches.length} of ${result.matchCount} matches`
                : 'Matches'}
            </h4>
            <ol className="grid gap-2">
              {result.topMatches.map((match) => (
                <li key={match.propertyId} className="rounded-ui border border-border p-3 text-sm">
                  <p className="font-semibold">{matchPlace(match)}</p>
                  <p className="text-muted-foreground">
                    {matchFitWithScore(match.score)}. {match.reason}.
                  </p>
                </li>
              ))}
            </ol>
          </div>
        )}
      </CardContent>
      {viewable || (waitlisted && (notified || result.canNotify)) ? (
        <CardFooter>
          {viewable ? (
            <Button variant="outline" size="sm" asChild>
              <Link
                href={caseloadVeteranPage(result.caseloadVeteranId ?? '')}
                aria-label={`View ${result.name}`}
              >
                <Eye aria-hidden="true" />
                View
              </Link>
            </Button>
          ) : null}
          {waitlisted && !notified && result.canNotify ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Notify ${result.name}`}
              onClick={sendNotice}
              loading={notify.isPending}
            >
              {notify.isPending ? null : <BellRing aria-hidden="true" />}
              Notify
            </Button>
          ) : null}
          {waitlisted && notified ? (
            <p className="flex items-center gap-1.5 text-sm font-semibold text-success">
              <Check className="size-4" aria-hidden="true" />
              Notified
            </p>
          ) : null}
        </CardFooter>
      ) : null}
    </Card>
  );
}
