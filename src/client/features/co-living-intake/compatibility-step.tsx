import { FormField, FormFieldset } from '@client/components/ui/form-field';
import { NamedCheckboxes } from '@client/components/ui/labelled-checkbox';
import { NativeSelect } from '@client/components/ui/native-select';
import { useId } from 'react';
import {
  BRANCH_OPTIONS,
  CLEANLINESS_OPTIONS,
  CONFLICT_OPTIONS,
  DRINKING_OPTIONS,
  ERA_OPTIONS,
  SMOKING_OPTIONS,
  SOCIAL_OPTIONS,
  type StepErrors,
  yesNoDefault,
} from './form-values';
import { StepSection } from './step-section';

const CHOICES = [
  { name: 'serviceBranch', label: 'Service branch', options: BRANCH_OPTIONS },
  { name: 'preferredServiceEra', label: "Housemates' service era you prefer", options: ERA_OPTIONS },
  { name: 'socialLevel', label: 'How social are you?', options: SOCIAL_OPTIONS },
  { name: 'cleanliness', label: 'How clean do you keep your space?', options: CLEANLINESS_OPTIONS },
  { name: 'smokingPreference', label: 'Smoking', options: SMOKING_OPTIONS },
  { name: 'drinkingPreference', label: 'Alcohol', options: DRINKING_OPTIONS },
  { name: 'conflictResolutionStyle', label: 'When there is a disagreement', options: CONFLICT_OPTIONS },
] as const;

const COMMUNITY = [
  { name: 'interestInCommunityActivities', label: 'Interested in community activities' },
  { name: 'willingToOrganizeEvents', label: 'Willing to organize events' },
  { name: 'previousSharedLivingExperience', label: 'Has lived in shared housing before' },
] as const;

/** Step 3: service and the habits that make housemates compatible. */
export function CompatibilityStep({ errors }: { errors: StepErrors }) {
  const ids = useId();
  return (
    <StepSection
      step={3}
      title="Service background and compatibility"
      intro="We use these answers to find two housemates who fit the way you live."
    >
      <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
        {CHOICES.map((choice) => (
          <FormField key={choice.name} label={choice.label} error={errors[choice.name]} required>
            <NativeSelect name={choice.name} placeholder="Choose one" options={choice.options} />
          </FormField>
        ))}
      </div>
      <FormFieldset legend="Community life">
        <NamedCheckboxes
          options={COMMUNITY}
          idPrefix={ids}
          field={(name) => ({ name, defaultChecked: yesNoDefault(name) })}
        />
      </FormFieldset>
    </StepSection>
  );
}
