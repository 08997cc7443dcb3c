import { PageShell } from '@client/components/layout/page-shell';
import { PricingNote, PricingPlans } from '@client/components/pricing/pricing-section';
import { Hero } from './hero';
import { RoleCards } from './role-cards';
import { WhySection } from './why-section';

export default function HomePage() {
  return (
    <PageShell>
      <Hero />
      <RoleCards />
      <WhySection />
      <section aria-labelledby="pricing-heading">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <h2 id="pricing-heading" className="text-2xl font-bold text-primary sm:text-3xl">
            Pricing
          </h2>
          <p className="mt-2 mb-8 max-w-prose text-lg text-muted-foreground">
            Free for veterans and the organizations that support them. Landlords pay only for placements and
            ongoing support.
          </p>
          <PricingPlans headingLevel="h3" />
          <PricingNote />
        </div>
      </section>
    </PageShell>
  );
}
