import { toast } from '@client/components/ui/use-toast';
import type { PricingPlan } from '@shared/domain/pricing-plans';
import { planButtonTarget } from '@shared/domain/pricing-plans';
import { useLocation } from 'wouter';

/**
 * A plan button: a free plan opens the page where it is used; a paid plan shows the spec's
 * 'Upgrade in Progress' toast saying what happens instead of a checkout, and opens the contact form with the plan
 * filled in (there is no payment processor).
 */
export function usePlanAction(): (plan: PricingPlan) => void {
  const [, navigate] = useLocation();
  return (plan) => {
    const target = planButtonTarget(plan);
    if (target.kind === 'checkout') {
      toast({
        title: 'Upgrade in Progress',
        description: `There is no online payment: tell us about your organization and we will set up the ${plan.name} plan with you.`,
      });
    }
    navigate(target.path);
  };
}
