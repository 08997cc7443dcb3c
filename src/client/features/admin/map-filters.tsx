import { ChoiceSelect } from '@client/components/ui/choice-select';
import {
  MAP_DATA_TYPE_LABELS,
  MAP_DATA_TYPES,
  TIME_FRAME_LABELS,
  TIME_FRAMES,
} from '@shared/contracts/admin-oversight';
import type { MapFilters as Filters } from './use-network-map';

/** Time Frame (7, 30, 90, 365 days or all; 30 by default) and Data Type; every figure follows them. */
export function MapFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:max-w-xl">
      <ChoiceSelect
        label="Time Frame"
        choices={TIME_FRAMES}
        labelOf={(frame) => TIME_FRAME_LABELS[frame]}
        value={filters.timeFrame}
        onChange={(timeFrame) => onChange({ ...filters, timeFrame })}
      />
      <ChoiceSelect
        label="Data Type"
        choices={MAP_DATA_TYPES}
        labelOf={(type) => MAP_DATA_TYPE_LABELS[type]}
        value={filters.type}
        onChange={(type) => onChange({ ...filters, type })}
      />
    </div>
  );
}
