import { HousingStatusFields } from '@client/components/housing/housing-status-fields';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import type { ApplicationForm } from './form-values';
import { StepSection } from './step-section';

/** Step 1: how to reach the veteran, where they are staying and since when, and their case manager. */
export function ContactStep({ form }: { form: ApplicationForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <StepSection
      step={1}
      title="Contact information"
      intro="Who is applying. A veteran may apply alone: we send every message to the veteran's email, and to the case manager too when you name one."
    >
      <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
        <FormField
          label="Veteran's full name"
          error={errors.veteranName?.message}
          required
          className="sm:col-span-2"
        >
          <Input autoComplete="off" {...register('veteranName')} />
        </FormField>
        <FormField
          label="Veteran's email"
          hint="We send the reference and a link to the veteran's own page here."
          error={errors.veteranEmail?.message}
          required
        >
          <Input type="email" inputMode="email" autoComplete="off" {...register('veteranEmail')} />
        </FormField>
        <FormField label="Veteran's phone" hint="10 digits" error={errors.veteranPhone?.message} required>
          <Input type="tel" inputMode="tel" autoComplete="off" {...register('veteranPhone')} />
        </FormField>
        <FormField label="Veteran's ZIP code" hint="5 digits" error={errors.veteranZip?.message} required>
          <Input inputMode="numeric" maxLength={5} autoComplete="off" {...register('veteranZip')} />
        </FormField>
      </div>
      <HousingStatusFields register={register} errors={errors} />
      <fieldset className="grid gap-5 sm:grid-cols-2 sm:items-end">
        <legend className="mb-2 font-medium sm:col-span-2">
          Case manager (optional: leave blank when the veteran applies alone)
        </legend>
        <FormField
          label="Case manager's name"
          error={errors.caseManagerName?.message}
          className="sm:col-span-2"
        >
          <Input autoComplete="name" {...register('caseManagerName')} />
        </FormField>
        <FormField
          label="Case manager's email"
          hint="We send the case manager a copy of each message."
          error={errors.caseManagerEmail?.message}
        >
          <Input type="email" inputMode="email" autoComplete="email" {...register('caseManagerEmail')} />
        </FormField>
        <FormField label="Case manager's phone" hint="10 digits" error={errors.caseManagerPhone?.message}>
          <Input type="tel" inputMode="tel" autoComplete="tel" {...register('caseManagerPhone')} />
        </FormField>
      </fieldset>
    </StepSection>
  );
}
