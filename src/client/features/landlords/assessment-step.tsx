import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { toast } from '@client/components/ui/use-toast';
import { applyApiErrors } from '@client/lib/form-errors';
import { chosenText } from '@client/lib/form-values';
import { useFocusFirstError } from '@client/lib/use-focus-first-error';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type PropertyScoreInput,
  type PropertyScoreResult,
  ZPropertyScoreInput,
} from '@shared/contracts/landlord-tools';
import { ROOM_COUNT_OPTIONS } from '@shared/contracts/properties';
import { OWNERSHIP_TYPE_LABELS, OWNERSHIP_TYPES } from '@shared/domain/property-score';
import { useForm } from 'react-hook-form';
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

export interface AssessmentStepProps {
  input: PropertyScoreInput | null;
  result: PropertyScoreResult | null;
  onScored: (input: PropertyScoreInput, result: PropertyScoreResult) => void;
  onNext: (step: LandlordStep) => void;
}

export function AssessmentStep({ input, result, onScored, onNext }: AssessmentStepProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm({
    resolver: zodResolver(ZPropertyScoreInput),
    shouldFocusError: false,
    defaultValues: input ?? { zipCode: '' },
  });
  const formRef = useFocusFirstError(submitCount, errors);
  const score = useScoreProperty();

  const onSubmit = handleSubmit((values) => {
    score.mutate(values, {
      onSuccess: (scored) => onScored(values, scored),
      onError: (error) => {
        applyApiErrors(error, setError);
        toast({ variant: 'destructive', title: 'Error', description: 'Failed to calculate property score' });
      },
    });
  });

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
          <FormField label="ZIP code" error={errors.zipCode?.message} required>
            <Input inputMode="numeric" pattern="[0-9]*" autoComplete="postal-code" {...register('zipCode')} />
          </FormField>
          <FormField label="Bedrooms" error={errors.bedrooms?.message} required>
            <NativeSelect
              placeholder="Choose bedrooms"
              options={BEDROOM_OPTIONS}
              {...register('bedrooms', { setValueAs: chosenNumber })}
            />
          </FormField>
          <FormField label="Ownership type" error={errors.ownershipType?.message} required>
            <NativeSelect
              placeholder="Choose ownership"
              options={OWNERSHIP_OPTIONS}
              {...register('ownershipType', { setValueAs: chosenText })}
            />
          </FormField>
        </div>
        <div>
          <Button type="submit" size="lg" loading={score.isPending}>
            {score.isPending ? 'Calculating...' : 'Calculate Property Score'}
          </Button>
        </div>
      </form>
      {result ? <ScoreResult result={result} onNext={onNext} /> : null}
    </StepSection>
  );
}
