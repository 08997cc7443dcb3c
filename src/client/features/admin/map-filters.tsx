import { type FilterSelect, FilterSelects } from '@client/components/ui/choice-select';
import {
  MAP_DATA_TYPE_LABELS,
  MAP_DATA_TYPES,
  TIME_FRAME_LABELS,
  TIME_FRAMES,
} from '@shared/contracts/admin-oversight';
import type { MapFilters as Filters } from './use-network-map';

const SELECTS: readonly FilterSelect<Filters>[] = [
  {
    key: 'timeFrame',
    label: 'Time Frame',
    choices: TIME_FRAMES,
    labelOf: (frame) => TIME_FRAME_LABELS[frame],
  },
  { key: 'type', label: 'Data Type', choices: MAP_DATA_TYPES, labelOf: (type) => MAP_DATA_TYPE_LABELS[type] },
];

/** Time Frame (7, 30, 90, 365 days or all; 30 by default) and Data Type; every figure follows them. */
export function MapFilters(props: { filters: Filters; onChange: (filters: Filters) => void }) {
  return <FilterSelects {...props} selects={SELECTS} />;
}
