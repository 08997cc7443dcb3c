import { Button } from '@client/components/ui/button';
import { TriggeredModal } from '@client/components/ui/modal';
import { preloadable, preloadOn } from '@client/lib/preloadable';
import { ClipboardPen } from 'lucide-react';
import { Suspense } from 'react';

/** The form's code (react-hook-form and its rules) loads with the dialog's: when its button is pointed at, focused
 * or pressed. */
const FollowUpForm = preloadable(() => import('./follow-up-form').then((module) => module.FollowUpForm));

/** 'Record Follow-up' on a stalled match: what the team did or found; the match counts as moving again. */
export function FollowUpDialog({ matchId, name }: { matchId: string; name: string }) {
  return (
    <TriggeredModal
      trigger={
        <Button
          size="sm"
          variant="outline"
          aria-label={`Record Follow-up: ${name}`}
          {...preloadOn(FollowUpForm)}
        >
          <ClipboardPen aria-hidden="true" />
          Record Follow-up
        </Button>
      }
      title={`Follow up on ${name}`}
      description="Say what happened. The match counts as moving again from today, so it leaves the stalled list."
    >
      {(close) => (
        <Suspense fallback={null}>
          <FollowUpForm matchId={matchId} name={name} onDone={close} />
        </Suspense>
      )}
    </TriggeredModal>
  );
}
