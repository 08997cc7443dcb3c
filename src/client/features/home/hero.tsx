import { ROLE_SELECTION_ID } from '@client/components/layout/nav-links';
import { Button } from '@client/components/ui/button';
import { scrollToSection } from '@client/lib/scroll';
import { NETWORK_CLAIM } from '@shared/domain/constants';
import { ArrowDown } from 'lucide-react';

const STATS = [
  { value: NETWORK_CLAIM.providers, label: 'service providers and housing specialists' },
  { value: String(NETWORK_CLAIM.states), label: 'states in our network' },
  { value: NETWORK_CLAIM.access, label: 'access to support' },
] as const;

export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="surface-inverse bg-primary text-primary-foreground">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 sm:py-20">
        <div className="grid max-w-3xl gap-5">
          <p className="text-sm font-bold tracking-wide text-accent uppercase">
            Veterans Housing Marketplace
          </p>
          <h1 id="hero-heading" className="text-3xl leading-tight font-bold sm:text-5xl">
            Stable homes for veterans, built together
          </h1>
          <p className="text-lg text-primary-foreground/90">
            We match screened veterans with vetted landlords in supportive shared homes. A network of{' '}
            {NETWORK_CLAIM.providers} veteran service providers and housing specialists in{' '}
            {NETWORK_CLAIM.states} states stands behind every placement, with support available{' '}
            {NETWORK_CLAIM.access}.
          </p>
          <div>
            <Button variant="accent" size="lg" onClick={() => scrollToSection(ROLE_SELECTION_ID)}>
              Get Started
              <ArrowDown aria-hidden="true" />
            </Button>
          </div>
        </div>
        <dl className="grid gap-4 sm:grid-cols-3">
          {STATS.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col gap-1 rounded-ui border border-primary-foreground/20 p-4"
            >
              <dt className="text-sm text-primary-foreground/90">{stat.label}</dt>
              <dd className="order-first text-3xl font-bold text-accent">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
