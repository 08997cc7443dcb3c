import { QuietHoursFields } from '@client/components/housing/quiet-hours-fields';
import { CheckboxFields } from '@client/components/ui/checkbox-field';
import { FormField, FormFieldset } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import { chosenText } from '@client/lib/form-values';
import { useId } from 'react';
import { type ApplicationForm, dollarsTyped, ROOM_TYPE_OPTIONS } from './form-values';
import { StepSection } from './step-section';

const NEEDS = [
  { name: 'accessibilityNeeds', label: 'Needs an accessible home (wheelchair, no steps)' },
  { name: 'hasServiceAnimal', label: 'Has a service animal' },
  { name: 'hasPets', label: 'Has pets' },
] as const;

/** Step 4: budget, room, needs, pets and the quiet hours you keep. */
export function HousingStep({ form }: { form: ApplicationForm }) {
  const ids = useId();
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  const hasPets = watch('hasPets') === true;
  return (
    <StepSection step={4} title="Housing preferences">
      <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
        <FormField
          label="Most you can pay for a room a month"
          hint="In dollars, at least $400"
          error={errors.maxRoomBudget?.message}
          required
        >
          <Input inputMode="decimal" {...register('maxRoomBudget', { setValueAs: dollarsTyped })} />
        </FormField>
        <FormField label="Room type" error={errors.preferredRoomType?.message} required>
          <NativeSelect
            placeholder="Choose one"
            options={ROOM_TYPE_OPTIONS}
            {...register('preferredRoomType', { setValueAs: chosenText })}
          />
        </FormField>
      </div>
      <FormFieldset legend="Needs">
        <CheckboxFields control={control} options={NEEDS} idPrefix={ids} />
      </FormFieldset>
      {hasPets ? (
        <FormField
          label="Tell us about the pets"
          hint="Kind, size and how many"
          error={errors.petDetails?.message}
        >
          <Textarea rows={2} {...register('petDetails')} />
        </FormField>
      ) : null}
      <FormFieldset
        legend="Quiet hours"
        hint="Every household starts from 10pm to 7am. Change them if you keep other hours."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <QuietHoursFields register={register} errors={errors.quietHours} />
        </div>
      </FormFieldset>
      <FormField
        label="Anything else we should know"
        hint="Health needs, places you must be near, move-in timing."
        error={errors.additionalNotes?.message}
      >
        <Textarea rows={4} {...register('additionalNotes')} />
      </FormField>
    </StepSection>
  );
}
