import { Badge, type BadgeVariant } from '@client/components/ui/badge';
import { type PlacementTier, placementTierLabel } from '@shared/domain/placement-tiers';
import { Award, BadgeCheck, ShieldCheck } from 'lucide-react';

const PLACEMENT_TIER_BADGES: Record<PlacementTier, BadgeVariant> = {
  unverified: 'outline',
  bronze: 'bronze',
  green: 'green',
  teal: 'teal',
  plum: 'plum',
};

/** The placement tier as a coloured badge that always says its name. */
export function PlacementTierBadge({ tier, placements }: { tier: PlacementTier; placements?: number }) {
  return (
    <Badge variant={PLACEMENT_TIER_BADGES[tier]}>
      <Award aria-hidden="true" />
      {placementTierLabel(tier)}
      {placements === undefined ? null : ` · ${placements} ${placements === 1 ? 'placement' : 'placements'}`}
    </Badge>
  );
}

export function AccreditedBadge() {
  return (
    <Badge variant="secondary">
      <ShieldCheck aria-hidden="true" />
      VA Accredited
    </Badge>
  );
}

export function VerifiedBadge({ label = 'Verified' }: { label?: string }) {
  return (
    <Badge variant="success">
      <BadgeCheck aria-hidden="true" />
      {label}
    </Badge>
  );
}
