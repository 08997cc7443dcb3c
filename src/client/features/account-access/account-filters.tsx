import { Checkbox } from '@client/components/ui/checkbox';
import { FormField } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { SearchForm } from '@client/components/ui/search-form';
import { ACCOUNT_KIND_LABELS } from '@shared/contracts/account-access';
import { ACCOUNT_KINDS, type AccountKind } from '@shared/contracts/account-recovery';
import { useId } from 'react';
import type { AccountFilters as Filters } from './use-account-access';

const KIND_OPTIONS = ACCOUNT_KINDS.map((kind) => ({ value: kind, label: ACCOUNT_KIND_LABELS[kind] }));
const isKind = (value: string): value is AccountKind => (ACCOUNT_KINDS as readonly string[]).includes(value);

export interface AccountFiltersProps {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
}

/** Search by name or sign-in (on submit); the kind and "locked only" apply at once. */
export function AccountFilters({ filters, onChange }: AccountFiltersProps) {
  const lockedId = useId();
  return (
    <div className="grid items-end gap-4 md:grid-cols-[minmax(0,1fr)_14rem_auto]">
      <SearchForm
        name="Search accounts"
        hint="Name, email or username"
        initial={filters.search}
        onSearch={(search) => onChange({ search })}
      />
      <FormField label="Kind">
        <NativeSelect
          placeholder="All kinds"
          options={KIND_OPTIONS}
          value={filters.kind}
          onChange={(event) => onChange({ kind: isKind(event.target.value) ? event.target.value : '' })}
        />
      </FormField>
      <div className="flex min-h-10 items-center gap-3">
        <Checkbox
          id={lockedId}
          checked={filters.lockedOnly}
          onCheckedChange={(checked) => onChange({ lockedOnly: checked === true })}
        />
        <Label htmlFor={lockedId} choice>
          Locked only
        </Label>
      </div>
    </div>
  );
}
