import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

const BENEFITS = [
  'See every property you list in one place',
  'Track veteran matches and placements for each listing',
  'Export your listings as a spreadsheet',
] as const;

export interface AccountPageLayoutProps {
  title: string;
  description: ReactNode;
  /** The form card's content. */
  children: ReactNode;
  /** Under the form: the link to the other account page. */
  footer: ReactNode;
}

/** The sign-in and sign-up pages: the form in a card, what a landlord account gives beside it. */
export function AccountPageLayout({ title, description, children, footer }: AccountPageLayoutProps) {
  return (
    <PageShell title={title}>
      <PageContainer width="5xl">
        <PageHeader eyebrow="For landlords" title={title} description={description} />
        <div className="grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-start">
          <Card>
            <CardContent padding="full" className="grid gap-6">
              {children}
              <div className="border-t border-border pt-4">{footer}</div>
            </CardContent>
          </Card>
          <Card tone="info" role="note" aria-labelledby="landlord-benefits-heading">
            <CardHeader>
              <CardTitle as="h2" id="landlord-benefits-heading">
                Your landlord account
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-2">
                {BENEFITS.map((benefit) => (
                  <li key={benefit} className="flex gap-2">
                    <Check className="mt-1 size-4 shrink-0" aria-hidden="true" />
                    <span>{benefit}</span>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </div>
      </PageContainer>
    </PageShell>
  );
}
