import { type ReactNode, useId } from 'react';
import { FormFieldset } from './form-field';
import { Label } from './label';

export interface RadioOption<T extends string> {
  value: T;
  label: ReactNode;
  /** A second line under the label. */
  hint?: ReactNode;
}

export interface RadioGroupProps<T extends string> {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  options: readonly RadioOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  className?: string;
}

/**
 * One choice among a few, as native radio buttons in a fieldset: the arrow keys move between them, each has
 * its label, and the legend names the question (no script needed to use it, decision 0022).
 */
export function RadioGroup<T extends string>({
  legend,
  hint,
  error,
  options,
  value,
  onChange,
  className,
}: RadioGroupProps<T>) {
  const name = useId();
  return (
    <FormFieldset legend={legend} hint={hint} error={error} className={className}>
      {options.map((option, index) => {
        const id = `${name}-${index}`;
        return (
          <div key={option.value} className="flex items-start gap-3">
            <input
              type="radio"
              id={id}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={option.hint ? `${id}-hint` : undefined}
              className="peer mt-0.5 size-5 shrink-0 cursor-pointer accent-primary focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
            />
            <div className="grid min-w-0 gap-0.5 text-sm wrap-anywhere">
              <Label htmlFor={id} choice>
                {option.label}
              </Label>
              {option.hint ? (
                <span id={`${id}-hint`} className="text-muted-foreground">
                  {option.hint}
                </span>
              ) : null}
            </div>
          </div>
        );
      })}
    </FormFieldset>
  );
}
