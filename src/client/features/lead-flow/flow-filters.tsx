import { ChoiceSelect } from '@client/components/ui/choice-select';
import { FLOW_PERIOD_LABELS, FLOW_PERIODS, FLOW_TIER_FILTERS } from '@shared/contracts/lead-flow';
import { LANDLORD_TIER_LABELS } from '@shared/domain/match-engine/landlord-tiers';
import type { FlowFilters as Filters } from './use-lead-flow';

/** Time Period and Landlord Tier; every figure on the page follows them. */
export function FlowFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:max-w-xl">
      <ChoiceSelect
        label="Time Period"
        choices={FLOW_PERIODS}
        labelOf={(period) => FLOW_PERIOD_LABELS[period]}
        value={filters.period}
        onChange={(period) => onChange({ ...filters, period })}
      />
      <ChoiceSelect
        label="Landlord Tier"
        choices={FLOW_TIER_FILTERS}
        labelOf={(tier) => (tier === 'all' ? 'All tiers' : LANDLORD_TIER_LABELS[tier])}
        value={filters.tier}
        onChange={(tier) => onChange({ ...filters, tier })}
      />
    </div>
  );
}
