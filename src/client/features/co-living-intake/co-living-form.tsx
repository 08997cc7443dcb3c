import { Button } from '@client/components/ui/button';
import { useErrorSummary } from '@client/components/ui/error-summary';
import { toast } from '@client/components/ui/use-toast';
import { applyApiErrors } from '@client/lib/form-errors';
import { formatMoney } from '@client/lib/format';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CoLivingApplicationData,
  type CoLivingApplicationInput,
  type CoLivingApplicationReceived,
  ZCoLivingApplicationInput,
} from '@shared/contracts/co-living';
import {
  CO_LIVING_INCOME_MESSAGE,
  CO_LIVING_MIN_TOTAL_INCOME,
  COMPATIBILITY_MATCHING_PROMISE,
} from '@shared/domain/co-living/vocabulary';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { type FormEvent, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { CompatibilityStep } from './compatibility-step';
import { ContactStep } from './contact-step';
import { EMPTY_APPLICATION, liveTotal } from './form-values';
import { HousingStep } from './housing-step';
import { IncomeStep } from './income-step';
import { useSubmitCoLivingApplication } from './use-co-living-application';

/** The four steps on one page; keeps what was typed when the server refuses it. */
export function CoLivingForm({
  onReceived,
}: {
  onReceived: (received: CoLivingApplicationReceived) => void;
}) {
  const incomeRuleId = useId();
  const form = useForm<CoLivingApplicationInput, unknown, CoLivingApplicationData>({
    resolver: zodResolver(ZCoLivingApplicationInput),
    defaultValues: EMPTY_APPLICATION,
    // the error summary at the top takes the focus (VA.gov pattern)
    shouldFocusError: false,
  });
  const { formRef, errorSummary } = useErrorSummary(form.formState);
  const submit = useSubmitCoLivingApplication();
  const [
    hasDisabilityBenefits,
    hasSocialSecurityBenefits,
    monthlyDisabilityIncome,
    monthlySocialSecurityIncome,
  ] = form.watch([
    'hasDisabilityBenefits',
    'hasSocialSecurityBenefits',
    'monthlyDisabilityIncome',
    'monthlySocialSecurityIncome',
  ]);
  const total = liveTotal({
    hasDisabilityBenefits,
    hasSocialSecurityBenefits,
    monthlyDisabilityIncome,
    monthlySocialSecurityIncome,
  });
  const belowMinimum = total < CO_LIVING_MIN_TOTAL_INCOME;

  const submitForm = form.handleSubmit((values) => {
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
        applyApiErrors(error, form.setError);
        toast({
          variant: 'destructive',
          title: 'Submission Error',
          description: 'There was an error submitting your application. Please try again.',
        });
      },
    });
  });

  // below the minimum the button stays reachable by keyboard with its reason (aria-disabled), and sends nothing
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (belowMinimum) {
      event.preventDefault();
      return;
    }
    void submitForm(event);
  };

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label="Co-living application"
      className="grid gap-6"
    >
      {errorSummary}
      <ContactStep form={form} />
      <IncomeStep form={form} total={total} />
      <CompatibilityStep form={form} />
      <HousingStep form={form} />
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
