import { FormField } from '@client/components/ui/form-field';
import { NativeSelect } from '@client/components/ui/native-select';
import {
  MAP_DATA_TYPE_LABELS,
  MAP_DATA_TYPES,
  type MapDataType,
  TIME_FRAME_LABELS,
  TIME_FRAMES,
  type TimeFrame,
} from '@shared/contracts/admin-oversight';
import type { MapFilters as Filters } from './use-network-map';

const TIME_FRAME_OPTIONS = TIME_FRAMES.map((value) => ({ value, label: TIME_FRAME_LABELS[value] }));
const TYPE_OPTIONS = MAP_DATA_TYPES.map((value) => ({ value, label: MAP_DATA_TYPE_LABELS[value] }));

const isTimeFrame = (value: string): value is TimeFrame => (TIME_FRAMES as readonly string[]).includes(value);
const isType = (value: string): value is MapDataType => (MAP_DATA_TYPES as readonly string[]).includes(value);

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
      <FormField label="Time Frame">
        <NativeSelect
          options={TIME_FRAME_OPTIONS}
          value={filters.timeFrame}
          onChange={(event) => {
            const value = event.target.value;
            if (isTimeFrame(value)) onChange({ ...filters, timeFrame: value });
          }}
        />
      </FormField>
      <FormField label="Data Type">
        <NativeSelect
          options={TYPE_OPTIONS}
          value={filters.type}
          onChange={(event) => {
            const value = event.target.value;
            if (isType(value)) onChange({ ...filters, type: value });
          }}
        />
      </FormField>
    </div>
  );
}
