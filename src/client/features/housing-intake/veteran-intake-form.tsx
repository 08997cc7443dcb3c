import { HousingStatusFields } from '@client/components/housing/housing-status-fields';
import { housingStatusMessages } from '@client/components/housing/housing-status-messages';
import { Button } from '@client/components/ui/button';
import { ErrorSummary } from '@client/components/ui/error-summary';
import { FormField, FormFieldset } from '@client/components/ui/form-field';
import { FormSection } from '@client/components/ui/form-section';
import { Input } from '@client/components/ui/input';
import { NamedCheckboxes } from '@client/components/ui/labelled-checkbox';
import { NativeSelect } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { restoreDefaults } from '@client/lib/restore-defaults';
import { useActionForm } from '@client/lib/use-action-form';
import type { VeteranRegisteredResult } from '@shared/contracts/housing-intake';
import { URGENCY_LABELS, URGENCY_LEVELS, URGENCY_TIMELINE_DAYS } from '@shared/domain/urgency';
import { useId } from 'react';
import { useRegisterVeteran } from './use-housing-intake';

/** The profile's contract, loaded on the first submit (decision 0047): no zod checks built while the page hydrates. */
const loadVeteranHousing = () =>
  import('@shared/contracts/housing-intake').then(({ ZVeteranHousingInput }) => ZVeteranHousingInput);

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

/**
 * The veteran housing profile: uncontrolled fields checked by the contract on submit (decision 0047); keeps what was
 * typed when the server refuses it, clears on success. The error summary at the top takes the focus after a failed
 * submit (VA.gov pattern), not the first field.
 */
export function VeteranIntakeForm({
  onRegistered,
  organizationId,
}: {
  onRegistered: (result: VeteranRegisteredResult) => void;
  /** The organisation the placement starts with (its page's "Start Housing Placement"). */
  organizationId?: string;
}) {
  const ids = useId();
  const save = useRegisterVeteran();
  const { formRef, errors, attempt, onSubmit, showApiError } = useActionForm(
    loadVeteranHousing,
    (values) => {
      save.mutate(organizationId ? { ...values, organizationId } : values, {
        onSuccess: (result) => {
          restoreDefaults(formRef.current);
          toast({
            variant: 'success',
            title: 'Veteran Housing Profile Created',
            description: result.message,
          });
          onRegistered(result);
        },
        onError: (error) => {
          showApiError(error);
          toast({
            variant: 'destructive',
            title: 'Registration Failed',
            description: 'Failed to register veteran for housing.',
          });
        },
      });
    },
    {
      prepare: (values) => ({ ...values, maxMonthlyRent: optionalDollars(values.maxMonthlyRent) }),
      focusFirstInvalid: false,
    },
  );
  const named = (name: string) => ({ name });

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label="Veteran housing profile"
      className="grid gap-6"
    >
      <ErrorSummary form={formRef} attempt={attempt} errors={errors} />
      <FormSection title="The veteran">
        <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
          <FormField label="Veteran's full name" error={errors.name} required className="sm:col-span-2">
            <Input name="name" defaultValue="" autoComplete="off" />
          </FormField>
          <FormField label="Veteran's phone" hint="10 digits" error={errors.phone}>
            <Input name="phone" defaultValue="" type="tel" inputMode="tel" autoComplete="off" />
          </FormField>
          <FormField label="Veteran's email" error={errors.email}>
            <Input name="email" defaultValue="" type="email" inputMode="email" autoComplete="off" />
          </FormField>
          <FormField
            label="Case manager's email"
            hint="We send match updates here."
            error={errors.caseManagerEmail}
            required
          >
            <Input
              name="caseManagerEmail"
              defaultValue=""
              type="email"
              inputMode="email"
              autoComplete="email"
            />
          </FormField>
          <FormField label="ZIP code where they want to live" hint="5 digits" error={errors.zipCode} required>
            <Input name="zipCode" defaultValue="" inputMode="numeric" maxLength={10} autoComplete="off" />
          </FormField>
        </div>
      </FormSection>

      <FormSection title="Where they are staying">
        <HousingStatusFields register={named} errors={housingStatusMessages(errors)} />
      </FormSection>

      <FormSection title="What they need">
        <FormFieldset legend="Their situation" hint="We only match homes that meet every need you check.">
          <NamedCheckboxes options={NEEDS} idPrefix={ids} field={named} />
        </FormFieldset>

        <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
          <FormField label="How urgent is it?" error={errors.urgencyLevel}>
            <NativeSelect name="urgencyLevel" defaultValue="normal" options={URGENCY_OPTIONS} />
          </FormField>
          <FormField
            label="Most they can pay a month"
            hint="In dollars, including any voucher. Leave blank if you don't know."
            error={errors.maxMonthlyRent}
          >
            <Input name="maxMonthlyRent" defaultValue="" inputMode="decimal" />
          </FormField>
        </div>

        <FormField
          label="Anything else we should know"
          hint="Move-in timing, household members, places they need to be near."
          error={errors.additionalNotes}
        >
          <Textarea name="additionalNotes" defaultValue="" rows={4} />
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
