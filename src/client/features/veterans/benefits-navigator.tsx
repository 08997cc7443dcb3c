import { Button } from '@client/components/ui/button';
import { ErrorState } from '@client/components/ui/error-state';
import { FormField } from '@client/components/ui/form-field';
import { NativeSelect } from '@client/components/ui/native-select';
import { toast } from '@client/components/ui/use-toast';
import { isFieldRefusal } from '@client/lib/form-errors';
import { chosenText } from '@client/lib/form-values';
import { useActionForm } from '@client/lib/use-action-form';
import type { BenefitsGuideInput, BenefitsGuideResponse } from '@shared/contracts/benefits';
import {
  BENEFITS_USE_LABELS,
  BENEFITS_USE_LEVELS,
  SERVICE_STATUS_LABELS,
  SERVICE_STATUSES,
} from '@shared/domain/benefits-guide';
import { useEffect, useState } from 'react';
import { BenefitsGuideResult, GUIDE_HEADING_ID } from './benefits-guide-result';
import { useBenefitsGuide } from './use-veteran-api';

const STATUS_OPTIONS = SERVICE_STATUSES.map((value) => ({ value, label: SERVICE_STATUS_LABELS[value] }));
const USE_OPTIONS = BENEFITS_USE_LEVELS.map((value) => ({ value, label: BENEFITS_USE_LABELS[value] }));

/** The questions' contract, loaded on the first submit (decision 0047). */
const loadBenefitsGuide = () =>
  import('./veteran-contracts').then(({ ZBenefitsGuideInput }) => ZBenefitsGuideInput);

/** 'Benefits Navigator': two questions, a guide built from both. */
export function BenefitsNavigator() {
  const build = useBenefitsGuide();
  const [result, setResult] = useState<{ answers: BenefitsGuideInput; guide: BenefitsGuideResponse } | null>(
    null,
  );

  useEffect(() => {
    if (!result) return;
    const heading = document.getElementById(GUIDE_HEADING_ID);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [result]);

  const { formRef, errors, onSubmit, showApiError } = useActionForm(
    loadBenefitsGuide,
    (answers) => {
      build.mutate(answers, {
        onSuccess: (guide) => setResult({ answers, guide }),
        onError: (error) => {
          showApiError(error);
          toast({ variant: 'destructive', title: 'Error', description: 'Failed to generate benefits guide' });
        },
      });
    },
    {
      prepare: (values) => ({
        status: chosenText(values.status),
        currentBenefits: chosenText(values.currentBenefits),
      }),
    },
  );

  return (
    <div className="grid gap-6">
      <form
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        aria-label="Benefits questions"
        className="grid gap-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Your military status" error={errors.status} required>
            <NativeSelect
              name="status"
              defaultValue=""
              placeholder="Choose your status"
              options={STATUS_OPTIONS}
            />
          </FormField>
          <FormField
            label="How much of your benefits do you use now?"
            hint="Think of your GI Bill and other VA benefits."
            error={errors.currentBenefits}
            required
          >
            <NativeSelect
              name="currentBenefits"
              defaultValue=""
              placeholder="Choose one"
              options={USE_OPTIONS}
            />
          </FormField>
        </div>
        <div>
          <Button type="submit" size="lg" loading={build.isPending}>
            {build.isPending ? 'Building your guide...' : 'Get My Benefits Guide'}
          </Button>
        </div>
        {build.isError && !isFieldRefusal(build.error) ? (
          <ErrorState
            title="We couldn't build your guide"
            error={build.error}
            onRetry={() => formRef.current?.requestSubmit()}
            retrying={build.isPending}
          />
        ) : null}
      </form>
      {result ? <BenefitsGuideResult guide={result.guide} answers={result.answers} /> : null}
    </div>
  );
}
