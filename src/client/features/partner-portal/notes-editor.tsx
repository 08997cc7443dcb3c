import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { CharacterCounter } from '@client/components/ui/character-counter';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { parseApiError } from '@client/lib/api-client';
import { INTERNAL_NOTES_MAX } from '@shared/domain/referral-status';
import { Pencil } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useUpdateReferral } from './use-partner-api';

export interface NotesEditorProps {
  referralId: string;
  notes: string;
}

/** Internal notes of one referral: read, or edit (280 characters at most) and save. */
export function NotesEditor({ referralId, notes }: NotesEditorProps) {
  const id = useId();
  const textareaId = `${id}-notes`;
  const counterId = `${id}-counter`;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(notes);
  const [failure, setFailure] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const wasEditing = useRef(false);
  const update = useUpdateReferral();

  // focus moves into the editor when it opens and back to its Edit button when it closes
  useEffect(() => {
    if (editing) textarea.current?.focus();
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const open = () => {
    setDraft(notes);
    setFailure(null);
    setEditing(true);
  };
  const close = () => {
    setEditing(false);
    setFailure(null);
  };
  const save = () => {
    setFailure(null);
    update.mutate(
      { id: referralId, patch: { notes: draft } },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: 'Notes saved' });
          close();
        },
        onError: (error) => setFailure(parseApiError(error).message),
      },
    );
  };

  if (!editing) {
    return (
      <div className="grid gap-2">
        <h4 className="text-sm font-bold">Internal notes</h4>
        <p className={notes ? 'whitespace-pre-wrap break-words' : 'text-muted-foreground'}>
          {notes || 'No internal notes yet.'}
        </p>
        <div>
          <Button ref={editButton} variant="outline" size="sm" onClick={open}>
            <Pencil aria-hidden="true" />
            Edit notes
          </Button>
        </div>
      </div>
    );
  }

  const remaining = INTERNAL_NOTES_MAX - draft.length;
  return (
    <div className="grid gap-2">
      <Label htmlFor={textareaId}>Internal notes</Label>
      <Textarea
        ref={textarea}
        id={textareaId}
        value={draft}
        maxLength={INTERNAL_NOTES_MAX}
        rows={3}
        aria-describedby={counterId}
        onChange={(event) => setDraft(event.target.value.slice(0, INTERNAL_NOTES_MAX))}
      />
      <CharacterCounter id={counterId} remaining={remaining} />
      {failure ? (
        <Alert variant="destructive">
          <AlertDescription>Your notes weren't saved. {failure}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={save} loading={update.isPending}>
          Save notes
        </Button>
        <Button size="sm" variant="outline" onClick={close} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
