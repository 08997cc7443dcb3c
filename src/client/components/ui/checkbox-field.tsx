import type { ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import { Checkbox } from './checkbox';
import { Label } from './label';

interface CheckboxFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>> {
  id: string;
  label: string;
  /** The `field` a react-hook-form Controller renders with (a boolean value). */
  field: ControllerRenderProps<TValues, TName>;
}

/** A labelled checkbox bound to a boolean react-hook-form field. */
export function CheckboxField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
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
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}
