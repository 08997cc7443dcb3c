import { preloadable } from '@client/lib/preloadable';
import { ClipboardPen } from 'lucide-react';
import { Suspense } from 'react';
import { RowDialog } from './row-dialog';

/** The form's code (react-hook-form and its rules) loads with the dialog's: when its button is pointed at, focused
 * or pressed. */
const FollowUpForm = preloadable(() => import('./follow-up-form').then((module) => module.FollowUpForm));

/** 'Record Follow-up' on a stalled match: what the team did or found; the match counts as moving again. */
export function FollowUpDialog({ matchId, name }: { matchId: string; name: string }) {
  return (
    <RowDialog
      label="Record Follow-up"
      name={name}
      icon={ClipboardPen}
      body={FollowUpForm}
      title={`Follow up on ${name}`}
      description="Say what happened. The match counts as moving again from today, so it leaves the stalled list."
    >
      {(close) => (
        <Suspense fallback={null}>
          <FollowUpForm matchId={matchId} name={name} onDone={close} />
        </Suspense>
      )}
    </RowDialog>
  );
}
