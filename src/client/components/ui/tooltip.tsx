import { cn } from '@client/lib/utils';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ComponentProps } from 'react';

/** Spec 1, section 9: tooltips open after 700 ms. */
export function TooltipProvider({
  delayDuration = 700,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}

export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 4,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs rounded-ui bg-primary px-3 py-1.5 text-sm text-primary-foreground shadow-ui',
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
