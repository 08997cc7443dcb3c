import { useErrorSummary } from '@client/components/ui/error-summary';
import { FormField } from '@client/components/ui/form-field';
import { FormSection } from '@client/components/ui/form-section';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { SubmitRow } from '@client/components/ui/submit-row';
import { toast } from '@client/components/ui/use-toast';
import { applyApiErrors } from '@client/lib/form-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type PartnerApplicationForm as FormValues,
  PARTNER_FIELD_MESSAGES,
  PARTNER_MISSING_MESSAGE,
  PARTNER_MISSING_TITLE,
  PARTNER_SUBMITTED_TITLE,
  type PartnerApplicationReceived,
  ZPartnerApplicationInput,
} from '@shared/contracts/partner-applications';
import {
  PARTNER_CAPACITY_LABELS,
  PARTNER_EXPERIENCE,
  PARTNER_EXPERIENCE_LABELS,
  PARTNER_PORTFOLIO_LABELS,
  PARTNER_PORTFOLIO_SIZES,
  PARTNER_REFERRAL_CAPACITIES,
  PARTNER_SPECIALIZATION_LABELS,
  PARTNER_SPECIALIZATIONS,
} from '@shared/domain/partner-applications';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useSubmitPartnerApplication } from './use-partner-application';

const EMPTY: FormValues = {
  name: '',
  company: '',
  license: '',
  email: '',
  phone: '',
  specialization: '',
  experience: '',
  serviceArea: '',
  portfolioSize: '',
  referralCapacity: '',
};

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
const SPECIALIZATIONS = options(PARTNER_SPECIALIZATIONS, PARTNER_SPECIALIZATION_LABELS);
const EXPERIENCE = options(PARTNER_EXPERIENCE, PARTNER_EXPERIENCE_LABELS);
const PORTFOLIO = options(PARTNER_PORTFOLIO_SIZES, PARTNER_PORTFOLIO_LABELS);
const CAPACITY = options(PARTNER_REFERRAL_CAPACITIES, PARTNER_CAPACITY_LABELS);
const CHOOSE = 'Choose one (optional)';

const REQUIRED = Object.keys(PARTNER_FIELD_MESSAGES) as (keyof typeof PARTNER_FIELD_MESSAGES)[];
const SUBMISSION_FAILED = 'There was an error submitting your application. Please try again.';

/** The application; keeps what was typed when it is refused, clears once it is received. */
export function PartnerApplicationForm({
  onReceived,
}: {
  onReceived: (received: PartnerApplicationReceived) => void;
}) {
  const { register, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(ZPartnerApplicationInput),
    defaultValues: EMPTY,
    // the error summary at the top takes the focus (VA.gov pattern)
    shouldFocusError: false,
  });
  const { errors } = formState;
  const { formRef, errorSummary } = useErrorSummary(formState);
  const submit = useSubmitPartnerApplication();

  // the spec's toast when a required field is empty; otherwise the fields say what to change
  const onInvalid = (invalid: FieldErrors<FormValues>) => {
    const missing = REQUIRED.some((field) => invalid[field]?.message === PARTNER_FIELD_MESSAGES[field]);
    toast(
      missing
        ? { variant: 'destructive', title: PARTNER_MISSING_TITLE, description: PARTNER_MISSING_MESSAGE }
        : {
            variant: 'destructive',
            title: 'Check your answers',
            description: 'Some answers need a change: see the messages at the fields.',
          },
    );
  };

  const onSubmit = handleSubmit((values) => {
    if (submit.isPending) return;
    submit.mutate(values, {
      onSuccess: (received) => {
        reset(EMPTY);
        toast({ variant: 'success', title: PARTNER_SUBMITTED_TITLE, description: received.message });
        onReceived(received);
      },
      onError: (error) => {
        const parsed = applyApiErrors(error, setError);
        toast({
          variant: 'destructive',
          title: 'Submission Failed',
          description: parsed.status === 400 || parsed.status === 429 ? parsed.message : SUBMISSION_FAILED,
        });
      },
    });
  }, onInvalid);

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label="Housing partner application"
      className="grid gap-8"
    >
      {errorSummary}
      <FormSection title="About you" intro="We use these details to contact you about your application.">
        <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
          <FormField label="Full name" error={errors.name?.message} required>
            <Input autoComplete="name" {...register('name')} />
          </FormField>
          <FormField label="Company or brokerage" error={errors.company?.message} required>
            <Input autoComplete="organization" {...register('company')} />
          </FormField>
          <FormField label="Email" error={errors.email?.message} required>
            <Input type="email" inputMode="email" autoComplete="email" {...register('email')} />
          </FormField>
          <FormField label="Phone" hint="10 digits" error={errors.phone?.message} required>
            <Input type="tel" inputMode="tel" autoComplete="tel" {...register('phone')} />
          </FormField>
          <FormField
            label="Real estate license number"
            hint="If you have one"
            error={errors.license?.message}
            className="sm:col-span-2"
          >
            <Input autoComplete="off" {...register('license')} />
          </FormField>
        </div>
      </FormSection>

      <FormSection title="Your business" intro="Optional, but it helps us refer the right veterans to you.">
        <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
          <FormField label="Specialization" error={errors.specialization?.message}>
            <NativeSelect placeholder={CHOOSE} options={SPECIALIZATIONS} {...register('specialization')} />
          </FormField>
          <FormField label="Years of experience" error={errors.experience?.message}>
            <NativeSelect placeholder={CHOOSE} options={EXPERIENCE} {...register('experience')} />
          </FormField>
          <FormField
            label="Service area"
            hint="Cities, counties or ZIP codes you cover"
            error={errors.serviceArea?.message}
            className="sm:col-span-2"
          >
            <Input autoComplete="off" {...register('serviceArea')} />
          </FormField>
          <FormField
            label="Portfolio size"
            hint="Properties you manage or list"
            error={errors.portfolioSize?.message}
          >
            <NativeSelect placeholder={CHOOSE} options={PORTFOLIO} {...register('portfolioSize')} />
          </FormField>
          <FormField
            label="Referral capacity"
            hint="Veterans you could help at one time"
            error={errors.referralCapacity?.message}
          >
            <NativeSelect placeholder={CHOOSE} options={CAPACITY} {...register('referralCapacity')} />
          </FormField>
        </div>
      </FormSection>

      <SubmitRow size="lg" pending={submit.isPending} pendingLabel="Submitting...">
        Submit Application
      </SubmitRow>
    </form>
  );
}
