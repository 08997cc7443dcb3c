import { cn } from '@client/lib/utils';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { controlClasses } from './input';

export interface NativeSelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface NativeSelectProps extends ComponentProps<'select'> {
  /** Options to render; you can also pass <option> children instead. */
  options?: readonly NativeSelectOption[];
  /** Adds a first empty option with this text (e.g. 'Select a status'). */
  placeholder?: string;
  wrapperClassName?: string;
}

/** A styled native <select>: keyboard and screen reader support come from the browser. Preferred in forms. */
export function NativeSelect({
  className,
  wrapperClassName,
  options,
  placeholder,
  children,
  ...props
}: NativeSelectProps) {
  return (
    <div className={cn('relative w-full', wrapperClassName)}>
      <select
        className={cn(controlClasses, 'min-h-10 cursor-pointer appearance-none pr-10', className)}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}
