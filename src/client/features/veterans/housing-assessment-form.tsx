import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { ErrorState } from '@client/components/ui/error-state';
import { FormField, FormFieldset } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { toast } from '@client/components/ui/use-toast';
import { isFieldRefusal } from '@client/lib/form-errors';
import { chosenText } from '@client/lib/form-values';
import { useActionForm } from '@client/lib/use-action-form';
import type { FindMatchesInput, FindMatchesResponse } from '@shared/contracts/match-search';
import { REQUIRED_FIELDS_MESSAGE } from '@shared/contracts/match-search-texts';
import { BENEFIT_KEYS, BENEFIT_LABELS, DISCHARGE_STATUS_OPTIONS } from '@shared/domain/constants';
import { useId } from 'react';
import { useFindMatches } from './use-veteran-api';

/** The search's contract, loaded on the first submit (decision 0047): no zod checks built while /veterans hydrates. */
const loadFindMatches = () =>
  import('./veteran-contracts').then(({ ZFindMatchesInput }) => ZFindMatchesInput);

export interface HousingAssessmentFormProps {
  onMatches: (input: FindMatchesInput, response: FindMatchesResponse) => void;
  /** The search failed: the homes of an earlier search no longer answer these answers (issue 37). */
  onFailed?: () => void;
}

/** 'Housing Assessment': ZIP, discharge status and benefits, answered by the matching engine. */
export function HousingAssessmentForm({ onMatches, onFailed }: HousingAssessmentFormProps) {
  const ids = useId();
  const find = useFindMatches();
  const { formRef, errors, onSubmit, showApiError } = useActionForm(
    loadFindMatches,
    (values) => {
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
          showApiError(error);
          toast({ variant: 'destructive', title: 'Error', description: 'Failed to find matches' });
        },
      });
    },
    { prepare: (values) => ({ ...values, dischargeStatus: chosenText(values.dischargeStatus) }) },
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Housing assessment" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Preferred ZIP code"
          hint="Where you want to live. We look up to 50 miles around it."
          error={errors.zipCode}
          required
        >
          <Input
            name="zipCode"
            defaultValue=""
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="postal-code"
          />
        </FormField>
        <FormField label="Discharge status" error={errors.dischargeStatus} required>
          <NativeSelect
            name="dischargeStatus"
            defaultValue=""
            placeholder="Choose your status"
            options={DISCHARGE_STATUS_OPTIONS}
          />
        </FormField>
      </div>
      <FormFieldset legend="Benefits and income you have" hint="Check all that apply.">
        <div className="grid gap-3 sm:grid-cols-2">
          {BENEFIT_KEYS.map((key) => (
            <div key={key} className="flex items-center gap-3">
              <Checkbox id={`${ids}-benefits-${key}`} name={`benefits.${key}`} defaultChecked={false} />
              <Label htmlFor={`${ids}-benefits-${key}`} choice>
                {BENEFIT_LABELS[key]}
              </Label>
            </div>
          ))}
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
          onRetry={() => formRef.current?.requestSubmit()}
          retrying={find.isPending}
        />
      ) : null}
    </form>
  );
}
