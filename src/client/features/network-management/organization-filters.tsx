import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { US_STATES } from '@shared/domain/us-states';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));

export interface OrganizationFiltersProps {
  search: string;
  state: string;
  onSearch: (search: string) => void;
  onState: (state: string) => void;
}

/** Search by name, city, email or ZIP (on submit) and a state filter (at once). */
export function OrganizationFilters({ search, state, onSearch, onState }: OrganizationFiltersProps) {
  const [text, setText] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <div className="grid items-end gap-4 md:grid-cols-[minmax(0,1fr)_14rem]">
      <form aria-label="Search organizations" onSubmit={submit} className="flex items-end gap-2">
        <FormField label="Search" hint="Name, city, email or ZIP code" className="flex-1">
          <Input
            type="search"
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
          />
        </FormField>
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>
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
