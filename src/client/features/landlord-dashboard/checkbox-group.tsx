import { Checkbox } from '@client/components/ui/checkbox';
import { Label } from '@client/components/ui/label';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export interface CheckboxGroupProps<TValues extends FieldValues> {
  control: Control<TValues>;
  /** A field whose value is the array of ticked option values. */
  name: FieldPath<TValues>;
  options: readonly { value: string; label: string }[];
  idPrefix: string;
  invalid?: boolean;
}

/** One labelled checkbox per option of an array field (inside a FormFieldset that names the group). */
export function CheckboxGroup<TValues extends FieldValues>({
  control,
  name,
  options,
  idPrefix,
  invalid,
}: CheckboxGroupProps<TValues>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const chosen: string[] = Array.isArray(field.value) ? field.value : [];
        const toggle = (value: string, checked: boolean) =>
          field.onChange(
            options
              .map((option) => option.value)
              .filter((option) => (option === value ? checked : chosen.includes(option))),
          );
        return (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {options.map((option, index) => {
              const id = `${idPrefix}-${option.value}`;
              return (
                <div key={option.value} className="flex items-center gap-3">
                  <Checkbox
                    id={id}
                    ref={index === 0 ? field.ref : undefined}
                    name={field.name}
                    value={option.value}
                    checked={chosen.includes(option.value)}
                    onCheckedChange={(checked) => toggle(option.value, checked === true)}
                    onBlur={field.onBlur}
                    aria-invalid={invalid || undefined}
                  />
                  <Label htmlFor={id} choice>
                    {option.label}
                  </Label>
                </div>
              );
            })}
          </div>
        );
      }}
    />
  );
}
