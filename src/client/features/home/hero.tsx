import { ROLE_SELECTION_ID } from '@client/components/layout/nav-links';
import { NetworkStats } from '@client/components/layout/network-stats';
import { Button } from '@client/components/ui/button';
import { useNetworkFigures } from '@client/lib/network-figures';
import { scrollToSection } from '@client/lib/scroll';
import { ArrowDown } from 'lucide-react';

export function Hero() {
  const figures = useNetworkFigures();
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
            We match screened veterans with vetted landlords in supportive shared homes. A network of veteran
            service organizations stands behind every placement, and crisis lines answer day and night.
          </p>
          <div>
            <Button variant="accent" size="lg" onClick={() => scrollToSection(ROLE_SELECTION_ID)}>
              Get Started
              <ArrowDown aria-hidden="true" />
            </Button>
          </div>
        </div>
        <NetworkStats figures={figures} tone="inverse" />
      </div>
    </section>
  );
}
