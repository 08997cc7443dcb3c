import { FailureAlert } from '@client/components/ui/failure-alert';
import { FormField } from '@client/components/ui/form-field';
import { ConfirmFooter, Modal } from '@client/components/ui/modal';
import { NativeSelect } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import { applyApiErrors } from '@client/lib/form-errors';
import { useContractForm } from '@client/lib/use-contract-form';
import { useFocusAfterAction } from '@client/lib/use-focus-after-action';
import { DECLINE_REASON_MAX, ZMatchDeclineInput } from '@shared/contracts/co-living-households';
import { DECLINED_BY, type DeclinedBy } from '@shared/domain/co-living/vocabulary';
import { useState } from 'react';
import type { z } from 'zod';
import { DECLINED_BY_LABELS } from './co-living-text';

type DeclineValues = z.input<typeof ZMatchDeclineInput>;
export interface DeclineAnswer {
  declinedBy: DeclinedBy;
  reason: string;
}

export interface DeclineDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Who the proposal was for, for the title. */
  memberName: string;
  /** Sends the decline; throws the API's error, whose field messages land on the fields. */
  onDecline: (answer: DeclineAnswer) => Promise<void>;
  /** Where the focus goes when the dialog closes, when not back to what opened it. */
  onCloseAutoFocus?: (event: Event) => void;
}

const WHO_OPTIONS = DECLINED_BY.map((who) => ({ value: who, label: DECLINED_BY_LABELS[who] }));

/** Declining a proposal: who said no and why. The pair is never proposed again. */
export function DeclineDialog({
  open,
  onOpenChange,
  memberName,
  onDecline,
  onCloseAutoFocus,
}: DeclineDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { isSubmitting },
    errors,
    formRef,
  } = useContractForm(ZMatchDeclineInput, { reason: '' });
  // refused, the busy submit button gets the focus back (a field the API named takes it instead)
  const focus = useFocusAfterAction(isSubmitting);
  const submit = async (values: DeclineValues) => {
    setFailure(null);
    focus.start(() => null);
    try {
      await onDecline(ZMatchDeclineInput.parse(values));
    } catch (error) {
      const parsed = applyApiErrors(error, setError);
      if (!parsed.issues?.length) setFailure(parsed.message);
    } finally {
      focus.settled();
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={`Decline the proposal for ${memberName}`}
      description="They leave this household, and these housemates are never proposed together again."
    >
      <form
        ref={formRef}
        onSubmit={handleSubmit(submit)}
        noValidate
        className="grid gap-4"
        aria-label="Decline proposal"
      >
        <FailureAlert failure={failure} />
        <FormField label="Who declined?" error={errors.declinedBy?.message} required>
          <NativeSelect placeholder="Choose who declined" options={WHO_OPTIONS} {...register('declinedBy')} />
        </FormField>
        <FormField
          label="Why was it declined?"
          hint={`At most ${DECLINE_REASON_MAX} characters`}
          error={errors.reason?.message}
          required
        >
          <Textarea rows={3} maxLength={DECLINE_REASON_MAX} {...register('reason')} />
        </FormField>
        <ConfirmFooter
          confirmLabel="Decline proposal"
          variant="destructive"
          pending={isSubmitting}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </Modal>
  );
}
