import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { CheckboxFields } from '@client/components/ui/checkbox-field';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { formatMoney } from '@client/lib/format';
import { CO_LIVING_INCOME_MESSAGE, CO_LIVING_MIN_TOTAL_INCOME } from '@shared/domain/co-living/vocabulary';
import { useId } from 'react';
import { type ApplicationForm, dollarsTyped } from './form-values';
import { StepSection } from './step-section';

const BENEFITS = [
  {
    box: 'hasDisabilityBenefits',
    boxLabel: 'I receive VA disability benefits',
    income: 'monthlyDisabilityIncome',
    incomeLabel: 'Monthly VA disability income',
  },
  {
    box: 'hasSocialSecurityBenefits',
    boxLabel: 'I receive Social Security benefits (SSI or SSDI)',
    income: 'monthlySocialSecurityIncome',
    incomeLabel: 'Monthly Social Security income',
  },
] as const;

/** Step 2: the two benefits, each income asked only when its box is ticked, and the live verified total. */
export function IncomeStep({ form, total }: { form: ApplicationForm; total: number }) {
  const ids = useId();
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  return (
    <StepSection
      step={2}
      title="Dual income verification"
      intro={`Co-living needs a stable income of ${formatMoney(CO_LIVING_MIN_TOTAL_INCOME)} or more a month from benefits. Tick each benefit you receive and enter its monthly amount. The amounts are what you report: they count as verified once your case manager or the housing team has checked them.`}
    >
      {BENEFITS.map((benefit) => {
        const ticked = watch(benefit.box) !== false;
        return (
          <div key={benefit.box} className="grid gap-3 sm:grid-cols-2 sm:items-end">
            <div className="sm:pb-2">
              <CheckboxFields
                control={control}
                options={[{ name: benefit.box, label: benefit.boxLabel }]}
                idPrefix={ids}
              />
            </div>
            <FormField
              label={benefit.incomeLabel}
              hint={ticked ? 'In dollars, at least $500' : 'Tick the benefit to enter its income'}
              error={ticked ? errors[benefit.income]?.message : undefined}
              required={ticked}
            >
              <Input
                inputMode="decimal"
                {...register(benefit.income, { setValueAs: dollarsTyped, disabled: !ticked })}
              />
            </FormField>
          </div>
        );
      })}
      <VerifiedIncomeBanner total={total} />
    </StepSection>
  );
}

/** The live total of the ticked benefits and whether it meets the program's minimum. */
function VerifiedIncomeBanner({ total }: { total: number }) {
  const eligible = total >= CO_LIVING_MIN_TOTAL_INCOME;
  const titleId = useId();
  return (
    <Alert variant={eligible ? 'success' : 'warning'} role="status" aria-labelledby={titleId}>
      <AlertTitle id={titleId}>Monthly income you reported: {formatMoney(total)}</AlertTitle>
      <AlertDescription>
        <p>
          {eligible
            ? `This meets the ${formatMoney(CO_LIVING_MIN_TOTAL_INCOME)} monthly minimum for co-living, once it is verified.`
            : CO_LIVING_INCOME_MESSAGE}
        </p>
      </AlertDescription>
    </Alert>
  );
}
