import { QuietHoursFields } from '@client/components/housing/quiet-hours-fields';
import { FormField, FormFieldset } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { NamedCheckboxes } from '@client/components/ui/labelled-checkbox';
import { NativeSelect } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import { useId, useRef, useState } from 'react';
import { QUIET_HOURS_DEFAULT, ROOM_TYPE_OPTIONS, type StepErrors, yesNoDefault } from './form-values';
import { StepSection } from './step-section';

const NEEDS = [
  { name: 'accessibilityNeeds', label: 'Needs an accessible home (wheelchair, no steps)' },
  { name: 'hasServiceAnimal', label: 'Has a service animal' },
  { name: 'hasPets', label: 'Has pets' },
] as const;

/** Step 4: budget, room, needs, pets and the quiet hours you keep. */
export function HousingStep({ errors }: { errors: StepErrors }) {
  const ids = useId();
  const [hasPets, setHasPets] = useState(yesNoDefault('hasPets'));
  // what was typed about the pets comes back if "Has pets" is unticked and ticked again
  const petDetails = useRef('');
  return (
    <StepSection step={4} title="Housing preferences">
      <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
        <FormField
          label="Most you can pay for a room a month"
          hint="In dollars, at least $400"
          error={errors.maxRoomBudget}
          required
        >
          <Input name="maxRoomBudget" inputMode="decimal" />
        </FormField>
        <FormField label="Room type" error={errors.preferredRoomType} required>
          <NativeSelect name="preferredRoomType" placeholder="Choose one" options={ROOM_TYPE_OPTIONS} />
        </FormField>
      </div>
      <FormFieldset legend="Needs">
        <NamedCheckboxes
          options={NEEDS}
          idPrefix={ids}
          field={(name) => ({
            name,
            defaultChecked: yesNoDefault(name),
            ...(name === 'hasPets' ? { onCheckedChange: setHasPets } : {}),
          })}
        />
      </FormFieldset>
      {hasPets ? (
        <FormField label="Tell us about the pets" hint="Kind, size and how many" error={errors.petDetails}>
          <Textarea
            name="petDetails"
            rows={2}
            defaultValue={petDetails.current}
            onChange={(event) => {
              petDetails.current = event.target.value;
            }}
          />
        </FormField>
      ) : null}
      <FormFieldset
        legend="Quiet hours"
        hint="Every household starts from 10pm to 7am. Change them if you keep other hours."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <QuietHoursFields
            register={(name) => ({
              name,
              defaultValue: name === 'quietHours.start' ? QUIET_HOURS_DEFAULT.start : QUIET_HOURS_DEFAULT.end,
            })}
            errors={{
              start: { message: errors['quietHours.start'] },
              end: { message: errors['quietHours.end'] },
            }}
          />
        </div>
      </FormFieldset>
      <FormField
        label="Anything else we should know"
        hint="Health needs, places you must be near, move-in timing."
        error={errors.additionalNotes}
      >
        <Textarea name="additionalNotes" rows={4} />
      </FormField>
    </StepSection>
  );
}
