import { cn } from '@client/lib/utils';
import { Slot } from '@radix-ui/react-slot';
import { CircleExclamationPoint } from 'lucide-react';
import { type ReactElement, type ReactNode, useId } from 'react';
import { Label } from './label';

/** Props FormField hands to its control so it is labelled and described. */
export interface FormControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Help text under the label, e.g. '5 digits'. */
  hint?: ReactNode;
  /** Error message, e.g. formState.errors.zipCode?.message. Sets aria-invalid on the control. */
  error?: string;
  /** Adds '(required)' to the label and aria-required to the control. */
  required?: boolean;
  /** Control id; generated when omitted. */
  id?: string;
  className?: string;
  /** An element (gets the props through Slot) or a function that receives them. */
  children: ReactElement | ((control: FormControlProps) => ReactNode);
}

/**
 * Label + control + hint + error, wired with ids. Works with react-hook-form:
 *   <FormField label="ZIP code" error={errors.zipCode?.message} required><Input {...register('zipCode')} /></FormField>
 */
export function FormField({ label, hint, error, required, id, className, children }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control: FormControlProps = {
    id: controlId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true } : {}),
    ...(required ? { 'aria-required': true } : {}),
  };

  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={controlId}>
        {label}
        {required ? <span className="font-normal text-destructive"> (required)</span> : null}
      </Label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {typeof children === 'function' ? children(control) : <Slot {...control}>{children}</Slot>}
    </div>
  );
}

/** Red error line with an icon; use the id in the control's aria-describedby. */
function FieldError({ id, children, className }: { id?: string; children: ReactNode; className?: string }) {
  return (
    <p id={id} className={cn('flex items-start gap-1.5 text-sm font-semibold text-destructive', className)}>
      <CircleExclamationPoint className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

export interface FormFieldsetProps {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** A group of related controls (checkboxes, radios) with a legend, hint and error. */
export function FormFieldset({ legend, hint, error, required, className, children }: FormFieldsetProps) {
  const base = useId();
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={cn('grid gap-2', className)} aria-describedby={describedBy}>
      <legend className="mb-1 text-sm font-semibold">
        {legend}
        {required ? <span className="font-normal text-destructive"> (required)</span> : null}
      </legend>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {children}
    </fieldset>
  );
}
