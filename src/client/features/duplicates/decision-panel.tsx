import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { InlineConfirm } from '@client/components/ui/inline-confirm';
import { parseApiError } from '@client/lib/api-client';
import { formatDateTime } from '@client/lib/format';
import type { DuplicateDetail } from '@shared/contracts/duplicates';
import { useEffect, useRef, useState } from 'react';
import { personName } from './duplicates-text';
import { MergeForm } from './merge-form';
import { useDismiss, useUndoMerge } from './use-duplicates';

type Mode = 'choose' | 'merge' | 'dismiss';

/** Says what just happened and takes the focus, so nobody is left on a button that is gone. */
function useAnnouncement() {
  const [said, setSaid] = useState<{ text: string; n: number } | null>(null);
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (said) ref.current?.focus();
  }, [said]);
  const say = (text: string) => setSaid((current) => ({ text, n: (current?.n ?? 0) + 1 }));
  return { text: said?.text ?? '', ref, say };
}

function Failure({ title, error }: { title: string; error: unknown }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{parseApiError(error).message}</AlertDescription>
    </Alert>
  );
}

/** What an admin can decide about the pair now: merge or dismiss an open pair, undo a merge. */
export function DecisionPanel({ pair }: { pair: DuplicateDetail }) {
  const [mode, setMode] = useState<Mode>('choose');
  const announcement = useAnnouncement();
  const dismiss = useDismiss(pair.id);
  const undo = useUndoMerge(pair.id);
  const sameRef = useRef<HTMLButtonElement>(null);
  const differentRef = useRef<HTMLButtonElement>(null);
  const [a, b] = pair.people;
  const names = { a: personName(a), b: personName(b) };
  const merge = pair.merge && !pair.merge.undoneAt ? pair.merge : null;
  const survivor = merge ? (merge.survivorId === a.id ? a : b) : null;

  const back = (to: 'same' | 'different') => {
    setMode('choose');
    // the button that opened the form or the question is there again on the next paint
    requestAnimationFrame(() => (to === 'same' ? sameRef : differentRef).current?.focus());
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your decision</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p ref={announcement.ref} role="status" tabIndex={-1} className="font-semibold empty:hidden">
          {announcement.text}
        </p>
        {pair.status === 'open' && mode === 'choose' ? (
          <>
            <p>Compare the two records above. Are they one person?</p>
            <div className="flex flex-wrap gap-2">
              <Button ref={sameRef} onClick={() => setMode('merge')}>
                Same person
              </Button>
              <Button ref={differentRef} variant="outline" onClick={() => setMode('dismiss')}>
                Different people
              </Button>
            </div>
          </>
        ) : null}
        {pair.status === 'open' && mode === 'merge' ? (
          <MergeForm
            pair={pair}
            onCancel={() => back('same')}
            onMerged={(kept, closed) => {
              setMode('choose');
              announcement.say(
                `Merged. ${personName(kept)}'s record stays; everything attached to ${personName(closed)}'s record moved to it.`,
              );
            }}
          />
        ) : null}
        {pair.status === 'open' && mode === 'dismiss' ? (
          <>
            <InlineConfirm
              question={`Mark ${names.a} and ${names.b} as different people?`}
              description="Both records stay as they are, and this pair will not be flagged again."
              confirm="Yes, different people"
              keep="Go back"
              pending={dismiss.isPending}
              onConfirm={() =>
                dismiss.mutate(undefined, {
                  onSuccess: () => {
                    setMode('choose');
                    announcement.say('Marked as different people. This pair will not be flagged again.');
                  },
                })
              }
              onKeep={() => back('different')}
            />
            {dismiss.isError ? (
              <Failure title="We couldn't save your decision" error={dismiss.error} />
            ) : null}
          </>
        ) : null}
        {pair.status === 'merged' && merge && survivor ? (
          <>
            <p>
              Merged on {formatDateTime(merge.mergedAt)}: {personName(survivor)}'s record stays. Undo puts
              both records back as they were, with what was attached to each.
            </p>
            <div>
              <Button
                variant="outline"
                loading={undo.isPending}
                onClick={() =>
                  undo.mutate(merge.id, {
                    onSuccess: () => announcement.say('Merge undone. Both records are back as they were.'),
                  })
                }
              >
                Undo merge
              </Button>
            </div>
            {undo.isError ? <Failure title="We couldn't undo the merge" error={undo.error} /> : null}
          </>
        ) : null}
        {pair.status === 'merged' && !merge ? (
          <p>These two records were merged, and the merge was undone.</p>
        ) : null}
        {pair.status === 'dismissed' ? (
          <p>An admin marked these two as different people. This pair will not be flagged again.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
