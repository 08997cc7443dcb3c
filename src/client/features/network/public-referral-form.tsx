import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { applyApiErrors } from '@client/lib/form-errors';
import { useContractForm } from '@client/lib/use-contract-form';
import { MISSING_INFORMATION_MESSAGE, ZPublicReferralForm } from '@shared/contracts/network';
import type { NeedType } from '@shared/domain/referral-status';
import type { ReferredBy } from '@shared/domain/referrer';
import type { UrgencyLevel } from '@shared/domain/urgency';
import { SituationNeedAndReferrer, SUBMISSION_FAILED } from './referrer-fields';
import { useSubmitPublicReferral } from './use-network-api';

export interface PublicReferralFormProps {
  organization: { id: string; name: string };
  /** Called with the server's thank-you message and reference after a saved referral (the caller confirms it). */
  onSubmitted: (created: { message: string; reference: string }) => void;
  onCancel?: () => void;
}

/** POST /api/referrals: a referral with the veteran's name and phone, worked by the organisation. */
export function PublicReferralForm({ organization, onSubmitted, onCancel }: PublicReferralFormProps) {
  const submit = useSubmitPublicReferral();
  const form = useContractForm(ZPublicReferralForm, {
    veteranName: '',
    veteranPhone: '',
    veteranEmail: '',
    zipCode: '',
    urgency: 'normal' as UrgencyLevel,
    needType: '' as NeedType,
    referredBy: 'veteran' as ReferredBy,
    caseManagerName: '',
    caseManagerPhone: '',
    caseManagerEmail: '',
    notes: '',
    vsoId: organization.id,
    vsoName: organization.name,
  });
  const { register, handleSubmit, setError, errors, formRef } = form;

  const onInvalid = () =>
    toast({ variant: 'destructive', title: 'Missing Information', description: MISSING_INFORMATION_MESSAGE });

  const onSubmit = handleSubmit((values) => {
    submit.mutate(values, {
      onSuccess: ({ message, reference }) => onSubmitted({ message, reference }),
      onError: (error) => {
        const parsed = applyApiErrors(error, setError);
        toast({
          variant: 'destructive',
          title: 'Submission Failed',
          description: parsed.status === 403 ? parsed.message : SUBMISSION_FAILED,
        });
      },
    });
  }, onInvalid);

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
      aria-label={`Refer a veteran to ${organization.name}`}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Veteran's name" error={errors.veteranName?.message} required>
          <Input autoComplete="off" {...register('veteranName')} />
        </FormField>
        <FormField label="Veteran's phone" error={errors.veteranPhone?.message} required>
          <Input type="tel" autoComplete="off" {...register('veteranPhone')} />
        </FormField>
        <FormField label="Veteran's email" hint="Optional" error={errors.veteranEmail?.message}>
          <Input type="email" autoComplete="off" {...register('veteranEmail')} />
        </FormField>
        <FormField label="Veteran's ZIP code" error={errors.zipCode?.message} required>
          <Input inputMode="numeric" maxLength={10} autoComplete="off" {...register('zipCode')} />
        </FormField>
      </div>
      <SituationNeedAndReferrer form={form} />
      <FormField
        label="Anything else the organization should know?"
        hint="Optional"
        error={errors.notes?.message}
      >
        <Textarea rows={3} maxLength={1000} {...register('notes')} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={submit.isPending}>
          {submit.isPending ? 'Submitting...' : 'Submit Referral'}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={submit.isPending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
