import { Dialog, DialogContent } from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { DialogHeading, SubmitFooter } from '@client/components/ui/modal';
import { toast } from '@client/components/ui/use-toast';
import { applyApiErrors } from '@client/lib/form-errors';
import { readSupportContact } from '@client/lib/support-contact';
import { useContractForm } from '@client/lib/use-contract-form';
import { ZVeteranReferralInput } from '@shared/contracts/network';
import { formatPlace } from '@shared/domain/address';
import { NEED_TYPE_LABELS, NEED_TYPES, type NeedType } from '@shared/domain/referral-status';
import type { ReferredBy } from '@shared/domain/referrer';
import type { UrgencyLevel } from '@shared/domain/urgency';
import { useState } from 'react';
import { NoDirectReferralsStep } from './no-direct-referrals-step';
import { ReferralSuccessStep, type SubmittedReferral } from './referral-success-step';
import { referralSummaryText } from './referral-summary';
import { SituationNeedAndReferrer, SUBMISSION_FAILED } from './referrer-fields';
import { useSubmitVeteranReferral } from './use-network-api';

/** The organisation fields the modal needs (spec: id, name, city, state, website; no contact details here). */
export interface ReferralTarget {
  id: string;
  name: string;
  city: string;
  state: string;
  website: string | null;
  /** false: the organisation takes no referrals from this site, and the dialog offers what it does take. */
  allowsDirectReferrals: boolean;
}

const _NEED_OPTIONS = NEED_TYPES.map((value) => ({ value, label: NEED_TYPE_LABELS[value] }));
const REACH_HINT = 'A phone number, an email, or both';

function FormStep({
  target,
  onSubmitted,
}: {
  target: ReferralTarget;
  onSubmitted: (submitted: SubmittedReferral) => void;
}) {
  const submit = useSubmitVeteranReferral();
  const form = useContractForm(ZVeteranReferralInput, {
    orgId: target.id,
    veteranName: '',
    veteranPhone: '',
    veteranEmail: '',
    veteranZip: '',
    needType: '' as NeedType,
    urgency: 'normal' as UrgencyLevel,
    referredBy: 'veteran' as ReferredBy,
    caseManagerName: '',
    caseManagerPhone: '',
    caseManagerEmail: '',
    contactMethod: '',
    referralSource: 'org-card-modal',
    status: 'pending',
  });
  const { register, handleSubmit, setError, errors, formRef } = form;
  const location = formatPlace(target);

  const onSubmit = handleSubmit((values) => {
    const input = { ...values, contactMethod: values.contactMethod?.trim() || null };
    submit.mutate(input, {
      onSuccess: ({ reference }) => {
        const summary = referralSummaryText({
          reference,
          organizationName: target.name,
          organizationLocation: location,
          veteranZip: values.veteranZip.trim(),
          needTypeLabel: NEED_TYPE_LABELS[values.needType],
          contactMethod: input.contactMethod,
          submittedAt: new Date(),
          support: readSupportContact(),
        });
        onSubmitted({ reference, organizationName: target.name, summary });
      },
      onError: (error) => {
        applyApiErrors(error, setError);
        toast({ variant: 'destructive', title: 'Submission Failed', description: SUBMISSION_FAILED });
      },
    });
  });

  return (
    <>
      <DialogHeading
        title="Refer a Veteran in Need"
        description={`Send a referral to ${target.name} in ${location}. We share only what you enter here.`}
      />
      <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField label="Veteran's name" error={errors.veteranName?.message} required>
          <Input autoComplete="off" maxLength={120} {...register('veteranName')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Veteran's phone" hint={REACH_HINT} error={errors.veteranPhone?.message}>
            <Input type="tel" autoComplete="off" {...register('veteranPhone')} />
          </FormField>
          <FormField label="Veteran's email" hint={REACH_HINT} error={errors.veteranEmail?.message}>
            <Input type="email" autoComplete="off" {...register('veteranEmail')} />
          </FormField>
        </div>
        <p className="text-sm">We share these with {target.name} only.</p>
        <FormField label="Veteran's ZIP code" hint="5 digits" error={errors.veteranZip?.message} required>
          <Input inputMode="numeric" autoComplete="postal-code" maxLength={10} {...register('veteranZip')} />
        </FormField>
        <SituationNeedAndReferrer form={form} />
        <FormField
          label="Preferred contact method"
          hint="Optional. For example: phone after 5 pm, or through the case manager."
          error={errors.contactMethod?.message}
        >
          <Input maxLength={200} {...register('contactMethod')} />
        </FormField>
        <SubmitFooter label="Submit Referral" pendingLabel="Submitting..." pending={submit.isPending} />
      </form>
    </>
  );
}

export interface ReferralModalProps {
  /** The organisation to refer to; null keeps the dialog closed. */
  target: ReferralTarget | null;
  onClose: () => void;
}

/**
 * 'Refer a Veteran in Need': a form step, then a success step; closing resets it to the form. For an organisation
 * that takes no direct referrals, what it does take instead.
 */
export function ReferralModal({ target, onClose }: ReferralModalProps) {
  const [submitted, setSubmitted] = useState<SubmittedReferral | null>(null);
  const close = () => {
    setSubmitted(null);
    onClose();
  };
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        {target === null ? null : !target.allowsDirectReferrals ? (
          <NoDirectReferralsStep target={target} onClose={close} />
        ) : submitted ? (
          <ReferralSuccessStep submitted={submitted} onClose={close} />
        ) : (
          <FormStep key={target.id} target={target} onSubmitted={setSubmitted} />
        )}
      </DialogContent>
    </Dialog>
  );
}
