import { cn } from '@client/lib/utils';
import * as LabelPrimitive from '@radix-ui/react-label';
import type { ComponentProps } from 'react';

export interface LabelProps extends ComponentProps<typeof LabelPrimitive.Root> {
  /** The label of a checkbox or radio button: normal weight, the field labels stay bold. */
  choice?: boolean;
}

export function Label({ className, choice = false, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      className={cn(
        'text-sm leading-snug text-foreground peer-disabled:cursor-not-allowed peer-disabled:opacity-70',
        choice ? 'font-normal' : 'font-semibold',
        className,
      )}
      {...props}
    />
  );
}
