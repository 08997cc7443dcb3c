import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { NamedCheckboxes } from '@client/components/ui/labelled-checkbox';
import { formatMoney } from '@client/lib/format';
import { CO_LIVING_INCOME_MESSAGE, CO_LIVING_MIN_TOTAL_INCOME } from '@shared/domain/co-living/vocabulary';
import { useId } from 'react';
import { type IncomeAnswers, NO_INCOME, type StepErrors } from './form-values';
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
export function IncomeStep({
  errors,
  income,
  onIncomeChange,
  total,
}: {
  errors: StepErrors;
  income: IncomeAnswers;
  onIncomeChange: (change: Partial<IncomeAnswers>) => void;
  total: number;
}) {
  const ids = useId();
  return (
    <StepSection
      step={2}
      title="Dual income verification"
      intro={`Co-living needs a stable income of ${formatMoney(CO_LIVING_MIN_TOTAL_INCOME)} or more a month from benefits. Tick each benefit you receive and enter its monthly amount. The amounts are what you report: they count as verified once your case manager or the housing team has checked them.`}
    >
      {BENEFITS.map((benefit) => {
        const ticked = income[benefit.box];
        return (
          <div key={benefit.box} className="grid gap-3 sm:grid-cols-2 sm:items-end">
            <div className="sm:pb-2">
              <NamedCheckboxes
                options={[{ name: benefit.box, label: benefit.boxLabel }]}
                idPrefix={ids}
                field={(name) => ({
                  name,
                  defaultChecked: NO_INCOME[name],
                  onCheckedChange: (checked) => onIncomeChange({ [name]: checked }),
                })}
              />
            </div>
            <FormField
              label={benefit.incomeLabel}
              hint={ticked ? 'In dollars, at least $500' : 'Tick the benefit to enter its income'}
              error={ticked ? errors[benefit.income] : undefined}
              required={ticked}
            >
              {/* disabled while its box is unticked: its amount is kept on screen but not counted or sent */}
              <Input
                name={benefit.income}
                inputMode="decimal"
                disabled={!ticked}
                onChange={(event) => onIncomeChange({ [benefit.income]: event.target.value })}
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
