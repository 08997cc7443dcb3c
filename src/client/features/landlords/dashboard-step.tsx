import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { QueryErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import { formatMoney, formatNumber, formatPercent } from '@client/lib/format';
import type { IncomeEstimateResult, ListingSummary } from '@shared/contracts/landlord-tools';
import { CO_LIVING_ROOM_RENT_DOLLARS, DEFAULT_ROOM_COUNT } from '@shared/domain/constants';
import { coLivingTenants, TYPICAL_MONTHLY_INCOME } from '@shared/domain/income-estimate';
import { CircleCheck, CircleX } from 'lucide-react';
import { StepActions, StepSection } from './step-section';
import type { LandlordStep } from './steps';
import { useListingSummary } from './use-landlord-api';

const plural = (count: number, word: string) => `${formatNumber(count)} ${word}${count === 1 ? '' : 's'}`;

export interface DashboardStepProps {
  income: IncomeEstimateResult | null;
  listingIds: readonly string[];
  onNext: (step: LandlordStep) => void;
}

export function DashboardStep({ income, listingIds, onNext }: DashboardStepProps) {
  const summary = useListingSummary(listingIds);
  return (
    <StepSection
      step="dashboard"
      intro={<p>How your listings are doing: the veterans we can match them with, and what is left to do.</p>}
    >
      {summary.isLoading ? (
        <LoadingState label="Loading your dashboard..." />
      ) : summary.isError ? (
        <QueryErrorState query={summary} />
      ) : (
        <DashboardFigures income={income} summary={summary.data?.listings ? summary.data : null} />
      )}
      <StepActions>
        <Button size="lg" variant="outline" onClick={() => onNext('listing')}>
          List Another Property
        </Button>
      </StepActions>
    </StepSection>
  );
}

function DashboardFigures({
  income,
  summary,
}: {
  income: IncomeEstimateResult | null;
  summary: ListingSummary | null;
}) {
  const figures = [
    summary
      ? {
          label: 'Monthly income at your rents',
          value: formatMoney(summary.listedMonthlyIncome),
          note: `From ${summary.listings === 1 ? 'the listing you made' : `your ${summary.listings} listings`}: ${plural(summary.listedRooms, 'room')} let at the rent you set`,
        }
      : {
          label: 'Estimated monthly income',
          value: formatMoney(income?.monthlyIncome ?? TYPICAL_MONTHLY_INCOME),
          note: income
            ? `${income.tenants} veteran tenants × ${formatMoney(income.roomRent)}, from your income estimate`
            : `Typical for ${DEFAULT_ROOM_COUNT} bedrooms: ${coLivingTenants(DEFAULT_ROOM_COUNT)} veteran tenants × ${formatMoney(CO_LIVING_ROOM_RENT_DOLLARS)}. Use the income step for your own figure.`,
        },
    {
      label: 'Veteran matches',
      value: summary ? formatNumber(summary.veteranMatches) : 'Not yet',
      note: summary
        ? `Veterans in our network who fit ${summary.listings === 1 ? 'your listing' : `one of your ${summary.listings} listings`}`
        : 'Counted from the veterans in our network once you list a property',
    },
    {
      label: 'Listing checklist',
      value: summary ? formatPercent(summary.readinessPercent) : 'Not yet',
      note: summary
        ? 'Inspection, vouchers, description and room rent: the checks below met, across your listings'
        : 'Your checklist appears once you list a property',
    },
  ];
  return (
    <div className="grid gap-6">
      {summary ? null : (
        <p className="rounded-ui bg-info p-4 text-info-foreground">
          You haven't listed a property from this browser yet. The income is the program's rule for a typical
          home; list your property to see the veterans who fit it and your own checklist.
        </p>
      )}
      <dl className="grid gap-4 md:grid-cols-3">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className="grid content-start gap-1 rounded-ui border border-border bg-card p-4 shadow-ui"
          >
            <dt className="font-semibold">{figure.label}</dt>
            <dd className="order-first text-3xl font-bold text-primary">{figure.value}</dd>
            <dd className="text-sm text-muted-foreground">{figure.note}</dd>
          </div>
        ))}
      </dl>
      {summary ? (
        <Card>
          <CardHeader>
            <CardTitle>Listing checklist: what veterans and case workers look for</CardTitle>
            {summary.listings > 1 ? (
              <CardDescription>An item is done when every one of your listings meets it.</CardDescription>
            ) : null}
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2">
              {summary.readinessItems.map((item) => (
                <li key={item.label} className="flex items-start gap-2">
                  {item.met ? (
                    <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                  ) : (
                    <CircleX className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
                  )}
                  <span className="flex flex-wrap items-center gap-2">
                    {item.label}
                    <Badge variant={item.met ? 'success' : 'warning'}>{item.met ? 'Done' : 'To do'}</Badge>
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
