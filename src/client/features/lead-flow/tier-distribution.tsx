import { LandlordTierBadge } from '@client/components/housing/landlord-tier-badge';
import { TitledSection } from '@client/components/ui/titled-section';
import { formatNumber } from '@client/lib/format';
import type { FlowMetrics } from '@shared/contracts/lead-flow';
import type { LandlordTier } from '@shared/domain/match-engine';

const TIERS: readonly { tier: LandlordTier; key: keyof FlowMetrics['tierUpgrades'] }[] = [
  { tier: 'bronze', key: 'bronze' },
  { tier: 'green', key: 'green' },
  { tier: 'teal', key: 'teal' },
  { tier: 'plum', key: 'plum' },
  { tier: 'impact-champion', key: 'impactChampion' },
];

/** How many landlords sit in each tier. */
export function TierDistribution({ counts }: { counts: FlowMetrics['tierUpgrades'] }) {
  return (
    <TitledSection headingId="tier-distribution-heading" title="Landlord Tier Distribution" gap={3}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {TIERS.map(({ tier, key }) => (
          <li
            key={tier}
            className="grid justify-items-start gap-2 rounded-ui border border-border bg-card p-4 shadow-ui"
          >
            <LandlordTierBadge tier={tier} />
            <span className="text-2xl font-bold text-primary">
              {formatNumber(counts[key], 0)}
              <span className="sr-only"> landlords</span>
            </span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
