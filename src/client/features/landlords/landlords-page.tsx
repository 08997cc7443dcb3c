import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { Button } from '@client/components/ui/button';
import { useStoredState } from '@client/lib/use-hydrated';
import type {
  IncomeEstimateInput,
  IncomeEstimateResult,
  PropertyScoreInput,
  PropertyScoreResult,
} from '@shared/contracts/landlord-tools';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { AssessmentStep } from './assessment-step';
import { DashboardStep } from './dashboard-step';
import { IncomeStep } from './income-step';
import { LandlordWelcome } from './landlord-welcome';
import { ListingStep } from './listing-step';
import { readListingIds, rememberListingId } from './listing-storage';
import { STEP_INDICATOR_ID, StepIndicator } from './step-indicator';
import { type LandlordStep, previousStep, stepFromQuery, stepHeadingId } from './steps';
import { VaultStep } from './vault-step';

const TITLE = 'Property Resources for Landlords';

export default function LandlordsPage() {
  const search = useSearch();
  const [step, setStep] = useState<LandlordStep>(() => stepFromQuery(search));
  const back = previousStep(step);
  const [assessment, setAssessment] = useState<{
    input: PropertyScoreInput;
    result: PropertyScoreResult;
  } | null>(null);
  const [income, setIncome] = useState<{ input: IncomeEstimateInput; result: IncomeEstimateResult } | null>(
    null,
  );
  const [listingIds, setListingIds] = useStoredState<string[]>(readListingIds, []);

  // a new step: bring the step indicator into view and focus the step's heading, so keyboard and
  // screen reader users follow
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById(STEP_INDICATOR_ID)?.scrollIntoView({ block: 'start' });
    document.getElementById(stepHeadingId(step))?.focus({ preventScroll: true });
  }, [step]);

  return (
    <PageShell title={TITLE}>
      <LandlordWelcome />
      <PageContainer>
        <section id="landlord-flow" aria-labelledby="landlord-flow-heading" className="grid gap-8">
          <PageHeader
            flush
            title={<span id="landlord-flow-heading">{TITLE}</span>}
            description={
              <p>
                Turn your property into a stable home for a household of veterans. Work through the steps in
                order, or skip ahead when you're ready.
              </p>
            }
          />
          <StepIndicator current={step} onChoose={setStep} />
          {step === 'assessment' ? (
            <AssessmentStep
              input={assessment?.input ?? null}
              result={assessment?.result ?? null}
              onScored={(input, result) => setAssessment({ input, result })}
              onNext={setStep}
            />
          ) : null}
          {step === 'income' ? (
            <IncomeStep
              bedrooms={assessment?.input.bedrooms}
              zipCode={assessment?.input.zipCode}
              input={income?.input ?? null}
              result={income?.result ?? null}
              onEstimated={(input, result) => setIncome({ input, result })}
              onNext={setStep}
            />
          ) : null}
          {step === 'vault' ? <VaultStep onNext={setStep} /> : null}
          {step === 'listing' ? (
            <ListingStep
              onListed={(listing) => {
                setListingIds(rememberListingId(listing.id));
                setStep('dashboard');
              }}
            />
          ) : null}
          {step === 'dashboard' ? (
            <DashboardStep income={income?.result ?? null} listingIds={listingIds} onNext={setStep} />
          ) : null}
          {back ? (
            <div>
              <Button variant="outline" onClick={() => setStep(back.id)}>
                <ArrowLeft aria-hidden="true" />
                Back to {back.title}
              </Button>
            </div>
          ) : null}
        </section>
      </PageContainer>
    </PageShell>
  );
}
