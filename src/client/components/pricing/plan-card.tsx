import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@client/components/ui/card';
import { formatMoney } from '@client/lib/format';
import type { PricingPlan } from '@shared/domain/pricing-plans';
import { Check } from 'lucide-react';
import { FeatureTip } from './feature-tip';

export interface PlanCardProps {
  plan: PricingPlan;
  /** Heading level of the plan name, so it fits the page outline. */
  headingLevel: 'h2' | 'h3';
  onChoose: (plan: PricingPlan) => void;
}

export function PlanCard({ plan, headingLevel, onChoose }: PlanCardProps) {
  return (
    <Card tone={plan.popular ? 'highlight' : 'default'} className="relative flex h-full flex-col">
      <CardHeader spacious className="sm:px-5 sm:py-5">
        <CardTitle as={headingLevel} className="text-primary">
          {plan.name}
        </CardTitle>
        {plan.popular ? (
          <Badge variant="accent" size="lg" className="absolute -top-3 left-1/2 -translate-x-1/2">
            Popular
          </Badge>
        ) : null}
        <p>
          <span className="text-4xl font-bold text-foreground">{formatMoney(plan.price)}</span>{' '}
          <span className="text-muted-foreground">{plan.period}</span>
        </p>
      </CardHeader>
      <CardContent className="flex-1 sm:px-5 sm:pb-5">
        <ul className="grid gap-2" aria-label={`${plan.name} features`}>
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-1 size-4 shrink-0 text-success" aria-hidden="true" />
              <span className="flex-1 text-sm leading-relaxed">{feature}</span>
              <FeatureTip feature={feature} tip={plan.tooltips[feature] ?? ''} />
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="sm:px-5 sm:pb-5">
        <Button variant={plan.buttonVariant} className="w-full" size="lg" onClick={() => onChoose(plan)}>
          {plan.buttonText}
        </Button>
      </CardFooter>
    </Card>
  );
}
