import { FormField } from '@client/components/ui/form-field';
import { NativeSelect } from '@client/components/ui/native-select';
import { LANDLORD_TIER_LABELS } from '@shared/contracts/housing';
import {
  FLOW_PERIOD_LABELS,
  FLOW_PERIODS,
  FLOW_TIER_FILTERS,
  type FlowPeriod,
  type FlowTierFilter,
} from '@shared/contracts/lead-flow';
import type { FlowFilters as Filters } from './use-lead-flow';

const PERIOD_OPTIONS = FLOW_PERIODS.map((value) => ({ value, label: FLOW_PERIOD_LABELS[value] }));
const TIER_OPTIONS = FLOW_TIER_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? 'All tiers' : LANDLORD_TIER_LABELS[value],
}));

const isPeriod = (value: string): value is FlowPeriod => (FLOW_PERIODS as readonly string[]).includes(value);
const isTier = (value: string): value is FlowTierFilter =>
  (FLOW_TIER_FILTERS as readonly string[]).includes(value);

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
      <FormField label="Time Period">
        <NativeSelect
          options={PERIOD_OPTIONS}
          value={filters.period}
          onChange={(event) => {
            const value = event.target.value;
            if (isPeriod(value)) onChange({ ...filters, period: value });
          }}
        />
      </FormField>
      <FormField label="Landlord Tier">
        <NativeSelect
          options={TIER_OPTIONS}
          value={filters.tier}
          onChange={(event) => {
            const value = event.target.value;
            if (isTier(value)) onChange({ ...filters, tier: value });
          }}
        />
      </FormField>
    </div>
  );
}
