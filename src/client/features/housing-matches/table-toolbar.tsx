import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { NativeSelect, type NativeSelectOption } from '@client/components/ui/native-select';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';

export interface TableToolbarProps<S extends string> {
  /** Names what is searched, e.g. 'matches'. */
  noun: string;
  statuses: readonly S[];
  statusLabels: Record<S, string>;
  status: S | null;
  onStatus: (status: S | null) => void;
  search: string;
  onSearch: (search: string) => void;
  /** What the search looks in, e.g. "Veteran's name, address, city, ZIP or reference". */
  searchHint: string;
}

/** A table's status filter and search box; the search runs when submitted (Enter or the button). */
export function TableToolbar<S extends string>(props: TableToolbarProps<S>) {
  const { noun, statuses, statusLabels, status, onStatus, search, onSearch, searchHint } = props;
  const [text, setText] = useState(search);
  const options: NativeSelectOption[] = [
    { value: '', label: 'Every status' },
    ...statuses.map((value) => ({ value, label: statusLabels[value] })),
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <FormField label="Status" className="w-full sm:w-52">
        <NativeSelect
          value={status ?? ''}
          options={options}
          onChange={(event) => {
            const chosen = statuses.find((value) => value === event.target.value);
            onStatus(chosen ?? null);
          }}
        />
      </FormField>
      <search aria-label={`Search ${noun}`} className="min-w-0 flex-1">
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <FormField label="Search" hint={searchHint} className="min-w-0 flex-1 basis-56">
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
          {search ? (
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setText('');
                onSearch('');
              }}
            >
              Clear search
            </Button>
          ) : null}
        </form>
      </search>
    </div>
  );
}
