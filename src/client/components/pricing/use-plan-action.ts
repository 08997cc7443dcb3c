import { toast } from '@client/components/ui/use-toast';
import type { PricingPlan } from '@shared/domain/pricing-plans';
import { planButtonTarget } from '@shared/domain/pricing-plans';
import { useLocation } from 'wouter';

/**
 * A plan button: a free plan opens the page where it is used; a paid plan shows the spec's
 * 'Upgrade in Progress' toast and opens the contact form with the plan filled in (no payment processor).
 */
export function usePlanAction(): (plan: PricingPlan) => void {
  const [, navigate] = useLocation();
  return (plan) => {
    const target = planButtonTarget(plan);
    if (target.kind === 'checkout') {
      toast({
        title: 'Upgrade in Progress',
        description: `Redirecting to checkout for ${plan.name} plan...`,
      });
    }
    navigate(target.path);
  };
}
