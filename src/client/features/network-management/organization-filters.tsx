import { FormField } from '@client/components/ui/form-field';
import { NativeSelect } from '@client/components/ui/native-select';
import { SearchForm } from '@client/components/ui/search-form';
import { US_STATES } from '@shared/domain/us-states';

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));

export interface OrganizationFiltersProps {
  search: string;
  state: string;
  onSearch: (search: string) => void;
  onState: (state: string) => void;
}

/** Search by name, city, email or ZIP (on submit) and a state filter (at once). */
export function OrganizationFilters({ search, state, onSearch, onState }: OrganizationFiltersProps) {
  return (
    <div className="grid items-end gap-4 md:grid-cols-[minmax(0,1fr)_14rem]">
      <SearchForm
        name="Search organizations"
        hint="Name, city, email or ZIP code"
        initial={search}
        onSearch={onSearch}
      />
      <FormField label="State">
        <NativeSelect
          placeholder="All states"
          options={STATE_OPTIONS}
          value={state}
          onChange={(event) => onState(event.target.value)}
        />
      </FormField>
    </div>
  );
}
