import { type FilterSelect, FilterSelects } from '@client/components/ui/choice-select';
import { FLOW_PERIOD_LABELS, FLOW_PERIODS, FLOW_TIER_FILTERS } from '@shared/contracts/lead-flow';
import { LANDLORD_TIER_LABELS } from '@shared/domain/match-engine/landlord-tiers';
import type { FlowFilters as Filters } from './use-lead-flow';

const SELECTS: readonly FilterSelect<Filters>[] = [
  {
    key: 'period',
    label: 'Time Period',
    choices: FLOW_PERIODS,
    labelOf: (period) => FLOW_PERIOD_LABELS[period],
  },
  {
    key: 'tier',
    label: 'Landlord Tier',
    choices: FLOW_TIER_FILTERS,
    labelOf: (tier) => (tier === 'all' ? 'All tiers' : LANDLORD_TIER_LABELS[tier]),
  },
];

/** Time Period and Landlord Tier; every figure on the page follows them. */
export function FlowFilters(props: { filters: Filters; onChange: (filters: Filters) => void }) {
  return <FilterSelects {...props} selects={SELECTS} />;
}
