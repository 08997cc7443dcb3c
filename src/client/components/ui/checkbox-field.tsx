import {
  type Control,
  Controller,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { Checkbox } from './checkbox';
import { Label } from './label';

interface CheckboxFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>> {
  id: string;
  label: string;
  /** The `field` a react-hook-form Controller renders with (a boolean value). */
  field: ControllerRenderProps<TValues, TName>;
}

/** A labelled checkbox bound to a boolean react-hook-form field. */
function CheckboxField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  id,
  label,
  field,
}: CheckboxFieldProps<TValues, TName>) {
  return (
    <div className="flex items-center gap-3">
      <Checkbox
        id={id}
        ref={field.ref}
        name={field.name}
        checked={field.value === true}
        onCheckedChange={(checked) => field.onChange(checked === true)}
        onBlur={field.onBlur}
      />
      <Label htmlFor={id} choice>
        {label}
      </Label>
    </div>
  );
}

export interface CheckboxOption<TValues extends FieldValues> {
  name: FieldPath<TValues>;
  label: string;
}

/** One labelled checkbox per boolean field of the form; each id is `idPrefix` plus the field's name. */
export function CheckboxFields<TValues extends FieldValues>({
  control,
  options,
  idPrefix,
}: {
  control: Control<TValues>;
  options: readonly CheckboxOption<TValues>[];
  idPrefix: string;
}) {
  return options.map((option) => (
    <Controller
      key={option.name}
      control={control}
      name={option.name}
      render={({ field }) => (
        <CheckboxField
          id={`${idPrefix}-${option.name.replaceAll('.', '-')}`}
          label={option.label}
          field={field}
        />
      )}
    />
  ));
}
