import { FormField } from './form-field';
import { NativeSelect } from './native-select';

/**
 * A labelled select over a fixed list of choices (a domain or contract array), typed by it: `onChange`
 * only ever gets one of `choices`.
 */
export function ChoiceSelect<T extends string>({
  label,
  choices,
  labelOf,
  value,
  onChange,
}: {
  label: string;
  choices: readonly T[];
  labelOf: (choice: T) => string;
  value: T;
  onChange: (choice: T) => void;
}) {
  return (
    <FormField label={label}>
      <NativeSelect
        options={choices.map((choice) => ({ value: choice, label: labelOf(choice) }))}
        value={value}
        onChange={(event) => {
          const found = choices.find((choice) => choice === event.target.value);
          if (found !== undefined) onChange(found);
        }}
      />
    </FormField>
  );
}

/** One filter of a FilterSelects: which key of the filters it sets, its label and its choices. */
export type FilterSelect<F> = {
  [K in keyof F]: { key: K; label: string; choices: readonly F[K][]; labelOf: (choice: F[K]) => string };
}[keyof F];

/** A row of filters, each a ChoiceSelect over one key of the filters object; a change gives the whole new object. */
export function FilterSelects<F extends { [K in keyof F]: string }>({
  filters,
  onChange,
  selects,
}: {
  filters: F;
  onChange: (filters: F) => void;
  selects: readonly FilterSelect<F>[];
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:max-w-xl">
      {selects.map(({ key, label, choices, labelOf }) => (
        <ChoiceSelect
          key={String(key)}
          label={label}
          choices={choices}
          labelOf={labelOf}
          value={filters[key]}
          onChange={(choice) => onChange({ ...filters, [key]: choice })}
        />
      ))}
    </div>
  );
}
