import { Button } from '@client/components/ui/button';
import { ErrorSummary } from '@client/components/ui/error-summary';
import { toast } from '@client/components/ui/use-toast';
import { formatMoney } from '@client/lib/format';
import { useActionForm } from '@client/lib/use-action-form';
import type { CoLivingApplicationReceived } from '@shared/contracts/co-living';
import {
  CO_LIVING_INCOME_MESSAGE,
  CO_LIVING_MIN_TOTAL_INCOME,
  COMPATIBILITY_MATCHING_PROMISE,
} from '@shared/domain/co-living/vocabulary';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'wouter';
import { CompatibilityStep } from './compatibility-step';
import { ContactStep } from './contact-step';
import {
  type IncomeAnswers,
  liveTotal,
  loadApplicationContract,
  NO_INCOME,
  prepareApplication,
} from './form-values';
import { HousingStep } from './housing-step';
import { IncomeStep } from './income-step';
import { useSubmitCoLivingApplication } from './use-co-living-application';

/**
 * The four steps on one page, one uncontrolled form checked by its contract on submit (decision 0047); keeps what
 * was typed when the server refuses it. Only the income answers are state: the live total and the submit button
 * follow them.
 */
export function CoLivingForm({
  onReceived,
}: {
  onReceived: (received: CoLivingApplicationReceived) => void;
}) {
  const incomeRuleId = useId();
  const submit = useSubmitCoLivingApplication();
  const [income, setIncome] = useState<IncomeAnswers>(NO_INCOME);
  const form = useActionForm(
    loadApplicationContract,
    (values) => {
      submit.mutate(values, {
        onSuccess: (received) => {
          toast({
            variant: 'success',
            title: 'Application Submitted Successfully!',
            description: `Monthly income you reported: ${formatMoney(received.totalVerifiedMonthlyIncome)} (verified before a household is formed). We will begin compatibility matching ${COMPATIBILITY_MATCHING_PROMISE}.`,
          });
          onReceived(received);
        },
        onError: (error) => {
          form.showApiError(error);
          toast({
            variant: 'destructive',
            title: 'Submission Error',
            description: 'There was an error submitting your application. Please try again.',
          });
        },
      });
    },
    // the error summary at the top takes the focus (VA.gov pattern); messages follow the fixes once a submit failed
    { prepare: prepareApplication, recheckOnChange: true, focusFirstInvalid: false },
  );
  const total = liveTotal(income);
  const belowMinimum = total < CO_LIVING_MIN_TOTAL_INCOME;

  // below the minimum the button stays reachable by keyboard with its reason (aria-disabled), and sends nothing
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (belowMinimum || submit.isPending) {
      event.preventDefault();
      return;
    }
    void form.onSubmit(event);
  };

  return (
    <form
      ref={form.formRef}
      onSubmit={onSubmit}
      onChange={form.onChange}
      noValidate
      aria-label="Co-living application"
      className="grid gap-6"
    >
      <ErrorSummary form={form.formRef} attempt={form.attempt} errors={form.errors} />
      <ContactStep errors={form.errors} />
      <IncomeStep
        errors={form.errors}
        income={income}
        onIncomeChange={(change) => setIncome((now) => ({ ...now, ...change }))}
        total={total}
      />
      <CompatibilityStep errors={form.errors} />
      <HousingStep errors={form.errors} />
      <div className="grid gap-2 sm:flex sm:items-center sm:gap-4">
        <Button
          type="submit"
          size="lg"
          loading={submit.isPending}
          aria-disabled={belowMinimum || undefined}
          aria-describedby={belowMinimum ? incomeRuleId : undefined}
        >
          {submit.isPending ? 'Submitting...' : 'Submit Application'}
        </Button>
        {belowMinimum ? (
          <p id={incomeRuleId} className="text-sm font-semibold text-destructive">
            {CO_LIVING_INCOME_MESSAGE}{' '}
            <Link href={PAGE_PATHS.veterans} className="text-primary underline hover:no-underline">
              Look for a home of your own instead
            </Link>
          </p>
        ) : null}
      </div>
    </form>
  );
}
