import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { PricingNote, PricingPlans } from '@client/components/pricing/pricing-section';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { Link } from 'wouter';

export default function PricingPage() {
  return (
    <PageShell title="Pricing">
      <PageContainer>
        <PageHeader
          title="Pricing"
          description={
            <p>
              Veterans and the organizations that support them use the platform free. Landlords start with a
              free property assessment and pay only for placements and ongoing support.
            </p>
          }
        />
        <PricingPlans headingLevel="h2" />
        <PricingNote />
        <p className="mt-4 text-sm">
          Questions about a plan?{' '}
          <Link href={PAGE_PATHS.contact} className="font-semibold text-primary underline hover:no-underline">
            Contact us
          </Link>
          .
        </p>
      </PageContainer>
    </PageShell>
  );
}
