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
