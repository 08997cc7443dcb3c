import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from './button';
import { FormField } from './form-field';
import { Input } from './input';

export interface SearchFormProps {
  /** The form's accessible name, e.g. "Search accounts". */
  name: string;
  /** What can be searched for, under the label. */
  hint: string;
  /** The search in force; the box starts with it. */
  initial: string;
  /** Told on submit (not on every key: each search is a request). */
  onSearch: (text: string) => void;
}

/** A search box with its Search button, for the admin lists. */
export function SearchForm({ name, hint, initial, onSearch }: SearchFormProps) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form aria-label={name} onSubmit={submit} className="flex items-end gap-2">
      <FormField label="Search" hint={hint} className="min-w-0 flex-1">
        <Input type="search" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} />
      </FormField>
      <Button type="submit" variant="outline">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}
