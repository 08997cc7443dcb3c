import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

export interface BenefitsCardProps {
  /** The heading's id, which names the card. */
  headingId: string;
  heading: string;
  benefits: readonly string[];
  /** More under the list, e.g. how to get an account. */
  children?: ReactNode;
}

/** Beside a sign-in form: what the account gives, as a ticked list in a note. */
export function BenefitsCard({ headingId, heading, benefits, children }: BenefitsCardProps) {
  return (
    <Card tone="info" role="note" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h2" id={headingId}>
          {heading}
        </CardTitle>
      </CardHeader>
      <CardContent className={children ? 'grid gap-5' : undefined}>
        <ul className="grid gap-2">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex gap-2">
              <Check className="mt-1 size-4 shrink-0" aria-hidden="true" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
        {children}
      </CardContent>
    </Card>
  );
}
