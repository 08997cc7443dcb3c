import { Badge, type BadgeVariant } from '@client/components/ui/badge';
import type { LandlordTier } from '@shared/domain/match-engine';
import { LANDLORD_TIER_LABELS } from '@shared/domain/match-engine/landlord-tiers';

const TIER_VARIANT: Record<LandlordTier, BadgeVariant> = {
  bronze: 'bronze',
  green: 'green',
  teal: 'teal',
  plum: 'plum',
  'impact-champion': 'default',
};

/** A landlord tier as a coloured badge that always carries its name (used by both admin dashboards). */
export function LandlordTierBadge({ tier, className }: { tier: LandlordTier; className?: string }) {
  return (
    <Badge variant={TIER_VARIANT[tier]} className={className}>
      {LANDLORD_TIER_LABELS[tier]}
    </Badge>
  );
}
