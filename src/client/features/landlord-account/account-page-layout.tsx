import { BenefitsCard } from '@client/components/account/benefits-card';
import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { Card, CardContent } from '@client/components/ui/card';
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
          <BenefitsCard
            headingId="landlord-benefits-heading"
            heading="Your landlord account"
            benefits={BENEFITS}
          />
        </div>
      </PageContainer>
    </PageShell>
  );
}
