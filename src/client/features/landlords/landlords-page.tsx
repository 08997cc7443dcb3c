import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { Button } from '@client/components/ui/button';
import { LoadingState } from '@client/components/ui/spinner';
import { useStoredState } from '@client/lib/use-hydrated';
import type {
  IncomeEstimateInput,
  IncomeEstimateResult,
  PropertyScoreInput,
  PropertyScoreResult,
} from '@shared/contracts/landlord-tools';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { AssessmentStep } from './assessment-step';
import { DashboardStep } from './dashboard-step';
import { IncomeStep } from './income-step';
import { LandlordWelcome } from './landlord-welcome';
import { readListingIds, rememberListingId } from './listing-storage';
import { STEP_INDICATOR_ID, StepIndicator } from './step-indicator';
import { type LandlordStep, previousStep, stepFromQuery, stepHeadingId } from './steps';
import { VaultStep } from './vault-step';

const TITLE = 'Property Resources for Landlords';

/** Step 4 and its listing form (react-hook-form) load when the landlord gets there, not with the page. */
const ListingStep = lazy(() => import('./listing-step').then((m) => ({ default: m.ListingStep })));

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
  // screen reader users follow (the listing step's heading once its chunk is in: `onShown`)
  const firstRender = useRef(true);
  const moved = useRef(false);
  const showStep = (shown: LandlordStep) => {
    document.getElementById(STEP_INDICATOR_ID)?.scrollIntoView({ block: 'start' });
    document.getElementById(stepHeadingId(shown))?.focus({ preventScroll: true });
  };
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    moved.current = true;
    showStep(step);
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
            <Suspense fallback={<LoadingState label="Loading the listing form..." />}>
              <ListingStep
                onShown={() => {
                  if (moved.current) showStep('listing');
                }}
                onListed={(listing) => {
                  setListingIds(rememberListingId(listing.id));
                  setStep('dashboard');
                }}
              />
            </Suspense>
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
