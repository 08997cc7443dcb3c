import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { parseApiError } from '@client/lib/api-client';
import { preloadable, preloadOn } from '@client/lib/preloadable';
import type { HousingMatchView, MatchStatusUpdate } from '@shared/contracts/housing';
import {
  HOUSING_MATCH_ACTION_LABELS,
  HOUSING_MATCH_STATUS_LABELS,
  HOUSING_MATCH_TRANSITIONS,
} from '@shared/domain/housing-match-status';
import { Suspense, useState } from 'react';
import { useUpdateMatchStatus } from './use-housing-matches';

/** The decline form's code (react-hook-form and its rules) loads when Decline is pointed at, focused or pressed. */
const DeclineDialog = preloadable(() => import('./decline-dialog').then((module) => module.DeclineDialog));

/** The moves this match allows; 'Decline' opens a dialog for the reason. */
export function MatchActions({ match, name }: { match: HousingMatchView; name: string }) {
  const update = useUpdateMatchStatus();
  const [declining, setDeclining] = useState(false);
  const moves = HOUSING_MATCH_TRANSITIONS[match.status];
  if (moves.length === 0) return null;

  const send = (change: MatchStatusUpdate) =>
    update.mutate(
      { id: match.id, update: change },
      {
        onSuccess: (updated) => {
          setDeclining(false);
          toast({
            variant: 'success',
            title: 'Match Updated',
            description: `${name} is now ${HOUSING_MATCH_STATUS_LABELS[updated.status]}.`,
          });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Update Failed',
            description: parseApiError(error).message,
          }),
      },
    );

  return (
    <div className="flex flex-wrap gap-2">
      {moves.map((status) =>
        status === 'declined' ? (
          <Button
            key={status}
            size="sm"
            variant="outline"
            disabled={update.isPending}
            onClick={() => setDeclining(true)}
            {...preloadOn(DeclineDialog)}
            aria-label={`${HOUSING_MATCH_ACTION_LABELS[status]}: ${name}`}
          >
            {HOUSING_MATCH_ACTION_LABELS[status]}
          </Button>
        ) : (
          <Button
            key={status}
            size="sm"
            loading={update.isPending && update.variables?.update.status === status}
            disabled={update.isPending}
            onClick={() => send({ status })}
            aria-label={`${HOUSING_MATCH_ACTION_LABELS[status]}: ${name}`}
          >
            {HOUSING_MATCH_ACTION_LABELS[status]}
          </Button>
        ),
      )}
      {declining ? (
        <Suspense fallback={null}>
          <DeclineDialog
            open={declining}
            onOpenChange={setDeclining}
            name={name}
            saving={update.isPending}
            onDecline={send}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
