import { PRICING_PLANS } from '@shared/domain/pricing-plans';
import { PlanCard } from './plan-card';
import { usePlanAction } from './use-plan-action';

export interface PricingPlansProps {
  /** Heading level of each plan name: h2 under the /pricing h1, h3 inside the landing page's section. */
  headingLevel: 'h2' | 'h3';
}

/** The four plans of spec 1, section 9. Shown on the landing page and on /pricing. */
export function PricingPlans({ headingLevel }: PricingPlansProps) {
  const choose = usePlanAction();
  return (
    <div className="grid gap-6 pt-3 sm:grid-cols-2 xl:grid-cols-4 xl:gap-4">
      {PRICING_PLANS.map((plan) => (
        <PlanCard key={plan.name} plan={plan} headingLevel={headingLevel} onChoose={choose} />
      ))}
    </div>
  );
}

/** How paying works, in plain words, under the plans. */
export function PricingNote() {
  return (
    <p className="mt-6 max-w-prose text-sm text-muted-foreground">
      Veterans never pay to use the platform. We don't take payments online: when you choose a paid plan, you
      send us a short message and our team sets the plan up with you. You pay for a placement only after a
      veteran moves in.
    </p>
  );
}
