import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { SubmitRow } from '@client/components/ui/submit-row';
import { toast } from '@client/components/ui/use-toast';
import { toInteger } from '@client/lib/form-values';
import { formatMoney } from '@client/lib/format';
import { useActionForm } from '@client/lib/use-action-form';
import { cn } from '@client/lib/utils';
import type { IncomeEstimateInput, IncomeEstimateResult } from '@shared/contracts/landlord-tools';
import { DEFAULT_ROOM_COUNT } from '@shared/domain/constants';
import { INCOME_ESTIMATE_RULE, roomRentSourceText } from '@shared/domain/income-estimate';
import { ArrowRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { StepActions, StepSection } from './step-section';
import type { LandlordStep } from './steps';
import { useEstimateIncome } from './use-landlord-api';

/** The estimate's contract, loaded on the first submit (decision 0047): no zod while the page hydrates. */
const loadIncomeEstimate = () =>
  import('@shared/contracts/landlord-tools').then(({ ZIncomeEstimateInput }) => ZIncomeEstimateInput);

export interface IncomeStepProps {
  /** From the assessment, when you did it. */
  bedrooms: number | undefined;
  /** The home's ZIP code from the assessment: the rooms listed near it set the room rent. */
  zipCode?: string | undefined;
  input: IncomeEstimateInput | null;
  result: IncomeEstimateResult | null;
  onEstimated: (input: IncomeEstimateInput, result: IncomeEstimateResult) => void;
  onNext: (step: LandlordStep) => void;
}

export function IncomeStep({ bedrooms, zipCode, input, result, onEstimated, onNext }: IncomeStepProps) {
  const estimate = useEstimateIncome();
  const bedroomText = bedrooms
    ? `the ${bedrooms} bedrooms from your assessment`
    : `${DEFAULT_ROOM_COUNT} bedrooms (do the assessment to use your own number)`;

  const { formRef, errors, onSubmit, showApiError } = useActionForm(
    loadIncomeEstimate,
    (values) => {
      const body = {
        rent: values.rent,
        vacancyMonths: values.vacancyMonths,
        ...(bedrooms ? { bedrooms } : {}),
        ...(zipCode ? { zipCode } : {}),
      };
      estimate.mutate(body, {
        onSuccess: (estimated) => onEstimated(body, estimated),
        onError: (error) => {
          showApiError(error);
          toast({
            variant: 'destructive',
            title: 'Error',
            description: 'Failed to calculate income potential',
          });
        },
      });
    },
    {
      prepare: (values) => ({ rent: toInteger(values.rent), vacancyMonths: toInteger(values.vacancyMonths) }),
    },
  );

  return (
    <StepSection
      step="income"
      intro={
        <p>
          See what empty months cost you, and what the same home could earn as a veteran co-living home.{' '}
          {INCOME_ESTIMATE_RULE} We use {bedroomText}.
        </p>
      }
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Income estimate" className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="Current monthly rent"
            hint="In whole dollars, for the whole home"
            error={errors.rent}
            required
          >
            <Input name="rent" defaultValue={input?.rent ?? ''} inputMode="numeric" pattern="[0-9]*" />
          </FormField>
          <FormField
            label="Vacancy duration"
            hint="Months the home stood empty in the last year"
            error={errors.vacancyMonths}
            required
          >
            <Input
              name="vacancyMonths"
              defaultValue={input?.vacancyMonths ?? ''}
              inputMode="numeric"
              pattern="[0-9]*"
            />
          </FormField>
        </div>
        <SubmitRow size="lg" pending={estimate.isPending} pendingLabel="Calculating...">
          Calculate Potential
        </SubmitRow>
      </form>
      {result && input ? <IncomeResult input={input} result={result} /> : null}
      <StepActions>
        <Button size="lg" variant={result ? 'default' : 'outline'} onClick={() => onNext('vault')}>
          Continue to the Resource Toolkit <ArrowRight aria-hidden="true" />
        </Button>
      </StepActions>
    </StepSection>
  );
}

function IncomeResult({ input, result }: { input: IncomeEstimateInput; result: IncomeEstimateResult }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // focus again for every new result
  useEffect(() => {
    headingRef.current?.focus();
  }, [result]);
  const gain = result.estimatedIncome;
  const figures = [
    {
      label: 'Vacancy Loss',
      value: formatMoney(result.vacancyLoss),
      note: `${formatMoney(input.rent)} rent × ${input.vacancyMonths} ${input.vacancyMonths === 1 ? 'month' : 'months'} empty`,
      tone: 'bg-destructive-soft text-destructive-soft-foreground',
    },
    {
      label: 'Estimated income per month',
      value: formatMoney(result.monthlyIncome),
      note: `${result.tenants} veteran tenants × ${formatMoney(result.roomRent)}`,
      tone: 'bg-success-soft text-success-soft-foreground',
    },
    {
      label: gain >= 0 ? 'More than your current rent' : 'Less than your current rent',
      value: `${gain >= 0 ? '+' : '−'}${formatMoney(Math.abs(gain))}`,
      note: `${formatMoney(result.monthlyIncome)} − ${formatMoney(input.rent)} rent, each month`,
      tone: 'bg-secondary text-secondary-foreground',
    },
  ];
  return (
    <Card>
      <CardHeader>
        <h3 ref={headingRef} tabIndex={-1} className="text-lg font-bold focus:outline-none">
          Your income potential
        </h3>
      </CardHeader>
      <CardContent className="grid gap-5">
        <dl className="grid gap-4 md:grid-cols-3">
          {figures.map((figure) => (
            <div key={figure.label} className={cn('grid content-start gap-1 rounded-ui p-4', figure.tone)}>
              <dt className="font-semibold">{figure.label}</dt>
              <dd className="order-first text-3xl font-bold">{figure.value}</dd>
              <dd className="text-sm">{figure.note}</dd>
            </div>
          ))}
        </dl>
        <p>{roomRentSourceText(result.roomRentSource, result.nearbyHomes, input.zipCode ?? null)}</p>
        {result.tenants === 0 ? (
          <p>
            A co-living household needs at least 3 bedrooms, so this home would house no veterans in the
            program.
          </p>
        ) : null}
        {gain < 0 ? (
          <p>Co-living would earn less than your current rent, so it may not pay off for this home.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
