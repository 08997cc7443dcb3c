import { cn } from '@client/lib/utils';
import type { ComponentProps } from 'react';

// The tick, white on the primary colour (the colour of --primary-foreground), drawn by CSS on a checked box
const TICK =
  "checked:bg-[url('data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27%20viewBox=%270%200%2024%2024%27%20fill=%27none%27%20stroke=%27white%27%20stroke-width=%273.5%27%20stroke-linecap=%27round%27%20stroke-linejoin=%27round%27%3E%3Cpath%20d=%27M20%206%209%2017l-5-5%27/%3E%3C/svg%3E')]";

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'checked' | 'onChange'> {
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * A native checkbox (role="checkbox"), drawn in the site's colours. Use `checked` + `onCheckedChange`
 * (react-hook-form: Controller). Native, so it works before the page's script has run, and costs no script
 * (decision 0022); in forced-colours mode the browser draws its own.
 */
export function Checkbox({ className, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <input
      type="checkbox"
      className={cn(
        'peer size-5 shrink-0 cursor-pointer appearance-none rounded-[0.25rem] border border-input bg-background bg-center bg-no-repeat bg-size-[1rem] focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive checked:border-primary checked:bg-primary forced-colors:appearance-auto',
        TICK,
        className,
      )}
      onChange={(event) => onCheckedChange?.(event.target.checked)}
      {...props}
    />
  );
}
