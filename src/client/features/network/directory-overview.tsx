import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { TitledSection } from '@client/components/ui/titled-section';
import { formatNumber } from '@client/lib/format';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import type { ServiceCategory } from '@shared/domain/partner-tiers';
import { PLACEMENT_TIER_MINIMUMS, PLACEMENT_TIERS, type PlacementTier } from '@shared/domain/placement-tiers';
import { HeartPulse, House, Lock, type LucideIcon, Scale, ShieldCheck, Siren } from 'lucide-react';
import { Link } from 'wouter';
import { AccreditedBadge, PlacementTierBadge, VerifiedBadge } from './organization-badges';

/** The figures the header stats and category cards show; undefined while they load. */
export interface NetworkFigures {
  count?: number;
  states?: number;
  housing?: number;
  mentalHealth?: number;
  legal?: number;
  emergency?: number;
}

/** A count from the data; an ellipsis while it loads, never a guessed figure. */
const shown = (value: number | undefined) => (value === undefined ? '…' : formatNumber(value, 0));

export function ProtectedNetworkNotice() {
  return (
    <Alert role="note">
      <AlertTitle>A protected network</AlertTitle>
      <AlertDescription>
        <p>
          We don't publish our partners' direct phone numbers or email addresses. Every connection goes
          through the platform, so each veteran's information reaches only the organization that helps them.
        </p>
      </AlertDescription>
    </Alert>
  );
}

interface CategoryCard {
  title: string;
  icon: LucideIcon;
  value: number | undefined;
  noun: string;
  /** The search filter the card applies. */
  category: ServiceCategory;
}

/** The four category cards with counts from the data. */
export function CategoryCards({
  figures,
  onChoose,
}: {
  figures: NetworkFigures;
  onChoose: (category: ServiceCategory) => void;
}) {
  // "Emergency Resources" counts the organisations offering healthcare (GET /api/vsos/summary)
  const cards: CategoryCard[] = [
    {
      title: 'Housing Services',
      icon: House,
      value: figures.housing,
      noun: 'specialists',
      category: 'housing',
    },
    {
      title: 'Mental Health',
      icon: HeartPulse,
      value: figures.mentalHealth,
      noun: 'providers',
      category: 'mental_health',
    },
    { title: 'Legal Aid', icon: Scale, value: figures.legal, noun: 'organizations', category: 'legal' },
    {
      title: 'Emergency Resources',
      icon: Siren,
      value: figures.emergency,
      noun: 'organizations',
      category: 'healthcare',
    },
  ];
  return (
    <TitledSection headingId="categories-heading" title="Services in the network" size="2xl">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ title, icon: Icon, value, noun, category }) => (
          <li key={title}>
            <Card className="h-full">
              <CardHeader>
                <Icon className="size-8 text-accent-strong" aria-hidden="true" />
                <CardTitle>{title}</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-muted-foreground">
                  <span className="text-2xl font-bold text-foreground">{shown(value)}</span> {noun}
                </p>
                <Button variant="outline" size="sm" className="mt-3" onClick={() => onChoose(category)}>
                  Show {title.toLowerCase()}
                </Button>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

const REASONS = [
  {
    title: 'Veterans stay safe',
    text: 'Personal details go only to the organization a veteran is referred to, never to the public.',
  },
  {
    title: 'Partners are checked',
    text: 'We verify organizations before they join, and we show which ones are VA accredited.',
  },
  {
    title: 'Every referral is tracked',
    text: 'Organizations answer each referral in their dashboard, so no veteran falls through the cracks.',
  },
] as const;

/** Why the platform controls access, and the three ways to join in. */
export function WhyControlledAccess() {
  return (
    <section aria-labelledby="why-heading" className="grid gap-4 rounded-ui bg-secondary p-4 sm:p-8">
      <h2 id="why-heading" className="flex items-center gap-2 text-2xl font-bold text-primary">
        <ShieldCheck className="size-6 shrink-0" aria-hidden="true" />
        Why the platform controls access
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {REASONS.map((reason) => (
          <li key={reason.title} className="grid gap-1">
            <h3 className="flex items-center gap-2 font-bold">
              <Lock className="size-4 shrink-0 text-accent-strong" aria-hidden="true" />
              {reason.title}
            </h3>
            <p className="text-secondary-foreground">{reason.text}</p>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button asChild size="lg">
          <Link href={PAGE_PATHS.veterans}>Find Housing as Veteran</Link>
        </Button>
        <Button asChild size="lg" variant="accent">
          <Link href={PAGE_PATHS.landlords}>Partner as Landlord</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href={PAGE_PATHS.housingPartners}>Join as Housing Professional</Link>
        </Button>
      </div>
    </section>
  );
}

/** What the badges on the organisation cards mean. */
export function BadgeLegend() {
  return (
    <TitledSection headingId="badge-legend-heading" title="What the badges mean" gap={3}>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <dt>
            <AccreditedBadge />
          </dt>
          <dd className="text-sm text-muted-foreground">
            The VA accredits the organization to help with VA benefit claims.
          </dd>
        </div>
        <div className="grid gap-1">
          <dt>
            <VerifiedBadge />
          </dt>
          <dd className="text-sm text-muted-foreground">Our team has checked who the organization is.</dd>
        </div>
        {PLACEMENT_TIERS.map((tier) => (
          <div key={tier} className="grid gap-1">
            <dt>
              <PlacementTierBadge tier={tier} />
            </dt>
            <dd className="text-sm text-muted-foreground">{placementTierMeaning(tier)}</dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
}

function placementTierMeaning(tier: PlacementTier): string {
  if (tier === 'unverified') return 'Not checked by our team yet, whatever its placements.';
  const minimum = PLACEMENT_TIER_MINIMUMS[tier];
  return minimum === 0
    ? 'Checked, and new to placing veterans in homes.'
    : `Checked, with at least ${minimum} ${minimum === 1 ? 'veteran' : 'veterans'} placed in homes through us.`;
}
