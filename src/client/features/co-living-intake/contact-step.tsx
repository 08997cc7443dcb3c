import { HousingStatusFields } from '@client/components/housing/housing-status-fields';
import { housingStatusMessages } from '@client/components/housing/housing-status-messages';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import type { StepErrors } from './form-values';
import { StepSection } from './step-section';

/** Step 1: how to reach the veteran, where they are staying and since when, and their case manager. */
export function ContactStep({ errors }: { errors: StepErrors }) {
  return (
    <StepSection
      step={1}
      title="Contact information"
      intro="Who is applying. A veteran may apply alone: we send every message to the veteran's email, and to the case manager too when you name one."
    >
      <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
        <FormField label="Veteran's full name" error={errors.veteranName} required className="sm:col-span-2">
          <Input name="veteranName" autoComplete="off" />
        </FormField>
        <FormField
          label="Veteran's email"
          hint="We send the reference and a link to the veteran's own page here."
          error={errors.veteranEmail}
          required
        >
          <Input name="veteranEmail" type="email" inputMode="email" autoComplete="off" />
        </FormField>
        <FormField label="Veteran's phone" hint="10 digits" error={errors.veteranPhone} required>
          <Input name="veteranPhone" type="tel" inputMode="tel" autoComplete="off" />
        </FormField>
        <FormField label="Veteran's ZIP code" hint="5 digits" error={errors.veteranZip} required>
          <Input name="veteranZip" inputMode="numeric" maxLength={5} autoComplete="off" />
        </FormField>
      </div>
      <HousingStatusFields register={(name: string) => ({ name })} errors={housingStatusMessages(errors)} />
      <fieldset className="grid gap-5 sm:grid-cols-2 sm:items-end">
        <legend className="mb-2 font-medium sm:col-span-2">
          Case manager (optional: leave blank when the veteran applies alone)
        </legend>
        <FormField label="Case manager's name" error={errors.caseManagerName} className="sm:col-span-2">
          <Input name="caseManagerName" autoComplete="name" />
        </FormField>
        <FormField
          label="Case manager's email"
          hint="We send the case manager a copy of each message."
          error={errors.caseManagerEmail}
        >
          <Input name="caseManagerEmail" type="email" inputMode="email" autoComplete="email" />
        </FormField>
        <FormField label="Case manager's phone" hint="10 digits" error={errors.caseManagerPhone}>
          <Input name="caseManagerPhone" type="tel" inputMode="tel" autoComplete="tel" />
        </FormField>
      </fieldset>
    </StepSection>
  );
}
