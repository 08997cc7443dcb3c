import { HousingStatusFields } from '@client/components/housing/housing-status-fields';
import { Button } from '@client/components/ui/button';
import { CheckboxFields } from '@client/components/ui/checkbox-field';
import { useErrorSummary } from '@client/components/ui/error-summary';
import { FormField, FormFieldset } from '@client/components/ui/form-field';
import { FormSection } from '@client/components/ui/form-section';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { applyApiErrors } from '@client/lib/form-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type VeteranHousingInput,
  type VeteranRegisteredResult,
  ZVeteranHousingInput,
} from '@shared/contracts/housing-intake';
import { URGENCY_LABELS, URGENCY_LEVELS, URGENCY_TIMELINE_DAYS } from '@shared/domain/urgency';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useRegisterVeteran } from './use-housing-intake';

const EMPTY: VeteranHousingInput = {
  name: '',
  phone: '',
  email: '',
  caseManagerEmail: '',
  zipCode: '',
  hasVoucher: false,
  requiresAccessibility: false,
  hasPet: false,
  urgencyLevel: 'normal',
  additionalNotes: '',
  maxMonthlyRent: null,
};

const NEEDS = [
  { name: 'hasVoucher', label: 'Has a HUD-VASH voucher' },
  { name: 'requiresAccessibility', label: 'Needs an accessible home (wheelchair, no steps)' },
  { name: 'hasPet', label: 'Has a pet' },
] as const;

const URGENCY_OPTIONS = URGENCY_LEVELS.map((level) => {
  const days = URGENCY_TIMELINE_DAYS[level];
  return {
    value: level,
    label:
      days === null
        ? `${URGENCY_LABELS[level]}: no deadline`
        : `${URGENCY_LABELS[level]}: within ${days} days`,
  };
});

/** Empty box = not stated (null); anything else is a number the contract checks. */
const optionalDollars = (value: unknown) => {
  const text = String(value ?? '').trim();
  return text === '' ? null : Number(text.replace(/[$,]/g, ''));
};

/** The veteran housing profile; keeps what was typed when the server refuses it, clears on success. */
export function VeteranIntakeForm({
  onRegistered,
  organizationId,
}: {
  onRegistered: (result: VeteranRegisteredResult) => void;
  /** The organisation the placement starts with (its page's "Start Housing Placement"). */
  organizationId?: string;
}) {
  const ids = useId();
  const { register, control, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(ZVeteranHousingInput),
    defaultValues: EMPTY,
    // the error summary at the top takes the focus (VA.gov pattern), not the first field
    shouldFocusError: false,
  });
  const { errors } = formState;
  const { formRef, errorSummary } = useErrorSummary(formState);
  const save = useRegisterVeteran();

  const onSubmit = handleSubmit((values) => {
    save.mutate(organizationId ? { ...values, organizationId } : values, {
      onSuccess: (result) => {
        reset(EMPTY);
        toast({ variant: 'success', title: 'Veteran Housing Profile Created', description: result.message });
        onRegistered(result);
      },
      onError: (error) => {
        applyApiErrors(error, setError);
        toast({
          variant: 'destructive',
          title: 'Registration Failed',
          description: 'Failed to register veteran for housing.',
        });
      },
    });
  });

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label="Veteran housing profile"
      className="grid gap-6"
    >
      {errorSummary}
      <FormSection title="The veteran">
        <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
          <FormField
            label="Veteran's full name"
            error={errors.name?.message}
            required
            className="sm:col-span-2"
          >
            <Input autoComplete="off" {...register('name')} />
          </FormField>
          <FormField label="Veteran's phone" hint="10 digits" error={errors.phone?.message}>
            <Input type="tel" inputMode="tel" autoComplete="off" {...register('phone')} />
          </FormField>
          <FormField label="Veteran's email" error={errors.email?.message}>
            <Input type="email" inputMode="email" autoComplete="off" {...register('email')} />
          </FormField>
          <FormField
            label="Case manager's email"
            hint="We send match updates here."
            error={errors.caseManagerEmail?.message}
            required
          >
            <Input type="email" inputMode="email" autoComplete="email" {...register('caseManagerEmail')} />
          </FormField>
          <FormField
            label="ZIP code where they want to live"
            hint="5 digits"
            error={errors.zipCode?.message}
            required
          >
            <Input inputMode="numeric" maxLength={10} autoComplete="off" {...register('zipCode')} />
          </FormField>
        </div>
      </FormSection>

      <FormSection title="Where they are staying">
        <HousingStatusFields register={register} errors={errors} />
      </FormSection>

      <FormSection title="What they need">
        <FormFieldset legend="Their situation" hint="We only match homes that meet every need you check.">
          <CheckboxFields control={control} options={NEEDS} idPrefix={ids} />
        </FormFieldset>

        <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
          <FormField label="How urgent is it?" error={errors.urgencyLevel?.message}>
            <NativeSelect options={URGENCY_OPTIONS} {...register('urgencyLevel')} />
          </FormField>
          <FormField
            label="Most they can pay a month"
            hint="In dollars, including any voucher. Leave blank if you don't know."
            error={errors.maxMonthlyRent?.message}
          >
            <Input inputMode="decimal" {...register('maxMonthlyRent', { setValueAs: optionalDollars })} />
          </FormField>
        </div>

        <FormField
          label="Anything else we should know"
          hint="Move-in timing, household members, places they need to be near."
          error={errors.additionalNotes?.message}
        >
          <Textarea rows={4} {...register('additionalNotes')} />
        </FormField>
      </FormSection>

      <div>
        <Button type="submit" size="lg" loading={save.isPending}>
          {save.isPending ? 'Registering...' : 'Register Veteran'}
        </Button>
      </div>
    </form>
  );
}
