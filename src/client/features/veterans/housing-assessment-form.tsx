import { Button } from '@client/components/ui/button';
import { CheckboxFields } from '@client/components/ui/checkbox-field';
import { ErrorState } from '@client/components/ui/error-state';
import { FormField, FormFieldset } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { toast } from '@client/components/ui/use-toast';
import { applyApiErrors, isFieldRefusal } from '@client/lib/form-errors';
import { chosenText } from '@client/lib/form-values';
import { useFocusFirstError } from '@client/lib/use-focus-first-error';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FindMatchesInput,
  type FindMatchesResponse,
  REQUIRED_FIELDS_MESSAGE,
  ZFindMatchesInput,
} from '@shared/contracts/match-search';
import {
  BENEFIT_KEYS,
  BENEFIT_LABELS,
  DISCHARGE_STATUS_OPTIONS,
  NO_BENEFITS,
} from '@shared/domain/constants';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useFindMatches } from './use-veteran-api';

export interface HousingAssessmentFormProps {
  onMatches: (input: FindMatchesInput, response: FindMatchesResponse) => void;
  /** The search failed: the homes of an earlier search no longer answer these answers (issue 37). */
  onFailed?: () => void;
}

/** 'Housing Assessment': ZIP, discharge status and benefits, answered by the matching engine. */
export function HousingAssessmentForm({ onMatches, onFailed }: HousingAssessmentFormProps) {
  const ids = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm({
    resolver: zodResolver(ZFindMatchesInput),
    shouldFocusError: false,
    defaultValues: {
      zipCode: '',
      benefits: { ...NO_BENEFITS },
    },
  });
  const formRef = useFocusFirstError(submitCount, errors);
  const find = useFindMatches();

  const onSubmit = handleSubmit((values) => {
    find.mutate(values, {
      onSuccess: (response) => {
        onMatches(values, response);
        toast(
          response.total > 0
            ? {
                variant: 'success',
                title: 'Matches Found!',
                description: 'We found potential housing matches for you. Review them below.',
              }
            : {
                title: 'No Matches Yet',
                description: 'No homes fit your answers right now. See below for what you can do next.',
              },
        );
      },
      onError: (error) => {
        onFailed?.();
        applyApiErrors(error, setError);
        toast({ variant: 'destructive', title: 'Error', description: 'Failed to find matches' });
      },
    });
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Housing assessment" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Preferred ZIP code"
          hint="Where you want to live. We look up to 50 miles around it."
          error={errors.zipCode?.message}
          required
        >
          <Input inputMode="numeric" pattern="[0-9]*" autoComplete="postal-code" {...register('zipCode')} />
        </FormField>
        <FormField label="Discharge status" error={errors.dischargeStatus?.message} required>
          <NativeSelect
            placeholder="Choose your status"
            options={DISCHARGE_STATUS_OPTIONS}
            {...register('dischargeStatus', { setValueAs: chosenText })}
          />
        </FormField>
      </div>
      <FormFieldset legend="Benefits and income you have" hint="Check all that apply.">
        <div className="grid gap-3 sm:grid-cols-2">
          <CheckboxFields
            control={control}
            options={BENEFIT_KEYS.map((key) => ({
              name: `benefits.${key}` as const,
              label: BENEFIT_LABELS[key],
            }))}
            idPrefix={ids}
          />
        </div>
      </FormFieldset>
      <div className="grid gap-2">
        {Object.keys(errors).length > 0 ? (
          // the spec's words, once, beside the button; each field above says what it needs
          <p className="font-semibold text-destructive">{REQUIRED_FIELDS_MESSAGE}</p>
        ) : null}
        <Button type="submit" size="lg" className="justify-self-start" loading={find.isPending}>
          {find.isPending ? 'Finding homes...' : 'Find Housing Matches'}
        </Button>
      </div>
      {find.isError && !isFieldRefusal(find.error) ? (
        // the toast goes after 5 s: this stays, with a way to try again
        <ErrorState
          title="We couldn't search for homes"
          error={find.error}
          onRetry={() => void onSubmit()}
          retrying={find.isPending}
        />
      ) : null}
    </form>
  );
}
