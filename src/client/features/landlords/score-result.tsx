import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import type { PropertyScoreResult } from '@shared/contracts/landlord-tools';
import { GREAT_FIT_SCORE } from '@shared/domain/constants';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { ArrowRight, Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { StepActions } from './step-section';
import type { LandlordStep } from './steps';
import { SUBSCRIPTION_PLAN_NAME, SUBSCRIPTION_PLAN_PRICE } from './subscription-plan';

export function ScoreResult({
  result,
  onNext,
}: {
  result: PropertyScoreResult;
  onNext: (step: LandlordStep) => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // focus again for every new result
  useEffect(() => {
    headingRef.current?.focus();
  }, [result]);
  const greatFit = result.score >= GREAT_FIT_SCORE;

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <h3 ref={headingRef} tabIndex={-1} className="text-lg font-bold focus:outline-none">
            Your property score
          </h3>
          <p className="text-5xl font-bold text-primary">
            {result.score}/{result.maxScore}
          </p>
          <p className="text-lg font-semibold">
            {greatFit
              ? 'This home is a great fit for veteran co-living!'
              : 'This property shows potential with some improvements.'}
          </p>
        </CardHeader>
        <CardContent>
          <h4 className="mb-2 font-bold">How we scored it</h4>
          <ul className="grid gap-3">
            {result.factors.map((factor) => (
              <li key={factor.label} className="grid gap-0.5 border-b border-border pb-3 last:border-b-0">
                <p className="flex flex-wrap items-baseline justify-between gap-x-3 font-semibold">
                  <span>{factor.label}</span>
                  <span>
                    {factor.points} of {factor.maxPoints} {factor.maxPoints === 1 ? 'point' : 'points'}
                  </span>
                </p>
                <p className="text-sm text-muted-foreground">{factor.detail}</p>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      {greatFit ? (
        <Card tone="accent">
          <CardHeader>
            <Badge variant="accent" className="w-fit">
              <Sparkles aria-hidden="true" /> {SUBSCRIPTION_PLAN_NAME}
            </Badge>
            <CardTitle>
              Get ready faster with {SUBSCRIPTION_PLAN_NAME}: {SUBSCRIPTION_PLAN_PRICE}
            </CardTitle>
            <CardDescription>
              Your home scores high. {SUBSCRIPTION_PLAN_NAME} gives you the co-living lease templates and the
              HQS inspection guide from the Veteran-Ready Home Builder.
            </CardDescription>
          </CardHeader>
          <CardFooter>
            <Button asChild variant="outline">
              <Link href={PAGE_PATHS.pricing}>See plans and pricing</Link>
            </Button>
          </CardFooter>
        </Card>
      ) : null}

      <StepActions>
        <Button size="lg" onClick={() => onNext('income')}>
          Estimate Your Income <ArrowRight aria-hidden="true" />
        </Button>
        <Button size="lg" variant="outline" onClick={() => onNext('vault')}>
          Skip to the Resource Toolkit
        </Button>
      </StepActions>
    </div>
  );
}
