import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { SubmitRow } from '@client/components/ui/submit-row';
import { toast } from '@client/components/ui/use-toast';
import { chosenText } from '@client/lib/form-values';
import { useActionForm } from '@client/lib/use-action-form';
import type { PropertyScoreInput, PropertyScoreResult } from '@shared/contracts/landlord-tools';
import { ROOM_COUNT_OPTIONS } from '@shared/contracts/properties';
import { OWNERSHIP_TYPE_LABELS, OWNERSHIP_TYPES } from '@shared/domain/property-score';
import { ScoreResult } from './score-result';
import { StepSection } from './step-section';
import type { LandlordStep } from './steps';
import { useScoreProperty } from './use-landlord-api';

export const BEDROOM_OPTIONS = ROOM_COUNT_OPTIONS.map((n) => ({
  value: String(n),
  label: n === 5 ? '5+' : String(n),
}));
const OWNERSHIP_OPTIONS = OWNERSHIP_TYPES.map((value) => ({ value, label: OWNERSHIP_TYPE_LABELS[value] }));

/** '' (nothing chosen) stays undefined so the form says what is missing. */
export const chosenNumber = (value: unknown) => (value === '' || value == null ? undefined : Number(value));

/** The assessment's contract, loaded on the first submit (decision 0047): no zod while the page hydrates. */
const loadPropertyScore = () =>
  import('@shared/contracts/landlord-tools').then(({ ZPropertyScoreInput }) => ZPropertyScoreInput);

export interface AssessmentStepProps {
  input: PropertyScoreInput | null;
  result: PropertyScoreResult | null;
  onScored: (input: PropertyScoreInput, result: PropertyScoreResult) => void;
  onNext: (step: LandlordStep) => void;
}

export function AssessmentStep({ input, result, onScored, onNext }: AssessmentStepProps) {
  const score = useScoreProperty();
  const { formRef, errors, onSubmit, showApiError } = useActionForm(
    loadPropertyScore,
    (values) => {
      score.mutate(values, {
        onSuccess: (scored) => onScored(values, scored),
        onError: (error) => {
          showApiError(error);
          toast({
            variant: 'destructive',
            title: 'Error',
            description: 'Failed to calculate property score',
          });
        },
      });
    },
    {
      prepare: (values) => ({
        ...values,
        bedrooms: chosenNumber(values.bedrooms),
        ownershipType: chosenText(values.ownershipType),
      }),
    },
  );

  return (
    <StepSection
      step="assessment"
      intro={
        <p>
          Tell us about your home and we'll score how well it fits veteran co-living, out of 10. You'll see
          how each point was earned.
        </p>
      }
    >
      <form
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        aria-label="Property assessment"
        className="grid gap-5"
      >
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField label="ZIP code" error={errors.zipCode} required>
            <Input
              name="zipCode"
              defaultValue={input?.zipCode ?? ''}
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="postal-code"
            />
          </FormField>
          <FormField label="Bedrooms" error={errors.bedrooms} required>
            <NativeSelect
              name="bedrooms"
              defaultValue={input ? String(input.bedrooms) : ''}
              placeholder="Choose bedrooms"
              options={BEDROOM_OPTIONS}
            />
          </FormField>
          <FormField label="Ownership type" error={errors.ownershipType} required>
            <NativeSelect
              name="ownershipType"
              defaultValue={input?.ownershipType ?? ''}
              placeholder="Choose ownership"
              options={OWNERSHIP_OPTIONS}
            />
          </FormField>
        </div>
        <SubmitRow size="lg" pending={score.isPending} pendingLabel="Calculating...">
          Calculate Property Score
        </SubmitRow>
      </form>
      {result ? <ScoreResult result={result} onNext={onNext} /> : null}
    </StepSection>
  );
}
