import type { ComponentProps } from 'react';
import { Checkbox } from './checkbox';
import { Label } from './label';

type CheckboxProps = Omit<ComponentProps<typeof Checkbox>, 'id'>;

/**
 * A native checkbox with its label beside it, as CheckboxFields (checkbox-field.tsx) draws react-hook-form's:
 * kept apart from that module so an uncontrolled form's route does not load react-hook-form.
 */
export function LabelledCheckbox({ id, label, ...checkbox }: CheckboxProps & { id: string; label: string }) {
  return (
    <div className="flex items-center gap-3">
      <Checkbox id={id} {...checkbox} />
      <Label htmlFor={id} choice>
        {label}
      </Label>
    </div>
  );
}

/**
 * An uncontrolled form's boolean fields (useActionForm): one labelled checkbox per option, each id `idPrefix`
 * plus the field's name (as CheckboxFields), and `field` giving each its `name` and, as needed, `defaultChecked`
 * and `onCheckedChange`.
 */
export function NamedCheckboxes<Name extends string>({
  options,
  idPrefix,
  field,
}: {
  options: readonly { name: Name; label: string }[];
  idPrefix: string;
  field: (name: Name) => CheckboxProps & { name: string };
}) {
  return options.map((option) => (
    <LabelledCheckbox
      key={option.name}
      id={`${idPrefix}-${option.name.replaceAll('.', '-')}`}
      label={option.label}
      {...field(option.name)}
    />
  ));
}
