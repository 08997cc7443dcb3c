import { FormField } from '@client/components/ui/form-field';
import { ConfirmFooter, Modal } from '@client/components/ui/modal';
import { Textarea } from '@client/components/ui/textarea';
import { useContractForm } from '@client/lib/use-contract-form';
import { type MatchStatusUpdate, ZMatchStatusUpdate } from '@shared/contracts/housing';
import { DECLINE_REASON_MAX } from '@shared/domain/housing-match-status';

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
  const { register, handleSubmit, errors, formRef } = useContractForm(ZMatchStatusUpdate, {
    status: 'declined',
    declineReason: '',
  });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`Decline match: ${name}`}
      description="The veteran goes back to the queue, and the engine won't propose this home to them again."
    >
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
        <ConfirmFooter
          confirmLabel="Decline Match"
          variant="destructive"
          pending={saving}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </Modal>
  );
}
