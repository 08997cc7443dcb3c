import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { Textarea } from '@client/components/ui/textarea';
import { useFocusFirstError } from '@client/lib/use-focus-first-error';
import { zodResolver } from '@hookform/resolvers/zod';
import { type MatchStatusUpdate, ZMatchStatusUpdate } from '@shared/contracts/housing';
import { DECLINE_REASON_MAX } from '@shared/domain/housing-match-status';
import { useForm } from 'react-hook-form';

export interface DeclineDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The match as staff name it ("Dana R. · 5944 Liberty Rd"), for the title. */
  name: string;
  saving: boolean;
  onDecline: (update: MatchStatusUpdate) => void;
}

/** Declining a match needs a reason (kept with the match for the team and the next run). */
export function DeclineDialog({ open, onOpenChange, name, saving, onDecline }: DeclineDialogProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<MatchStatusUpdate>({
    resolver: zodResolver(ZMatchStatusUpdate),
    shouldFocusError: false,
    defaultValues: { status: 'declined', declineReason: '' },
  });
  const formRef = useFocusFirstError(submitCount, errors);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Decline match: {name}</DialogTitle>
          <DialogDescription>
            The veteran goes back to the queue, and the engine won't propose this home to them again.
          </DialogDescription>
        </DialogHeader>
        <form
          ref={formRef}
          onSubmit={handleSubmit(onDecline)}
          noValidate
          className="grid gap-4"
          aria-label="Decline match"
        >
          <FormField
            label="Why is this match declined?"
            hint={`At most ${DECLINE_REASON_MAX} characters`}
            error={errors.declineReason?.message}
            required
          >
            <Textarea rows={3} maxLength={DECLINE_REASON_MAX} {...register('declineReason')} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" loading={saving}>
              Decline Match
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
