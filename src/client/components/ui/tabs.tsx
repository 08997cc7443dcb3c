import { cn } from '@client/lib/utils';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';

/**
 * Radix tabs (role="tablist" / "tab" / "tabpanel"; arrow keys move between tabs, Home/End jump).
 * Only the active panel is mounted, so a panel's data and code load when it is first opened.
 */
export const Tabs = TabsPrimitive.Root;

/** The row of tabs; wraps onto a second line on narrow screens instead of scrolling sideways. */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'flex w-full flex-wrap gap-1 rounded-ui bg-muted p-1 text-muted-foreground sm:w-auto sm:flex-nowrap',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex min-h-10 flex-1 items-center justify-center gap-2 rounded-[0.375rem] px-3 py-2 text-sm font-semibold text-foreground transition-colors hover:bg-background/70 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 disabled:pointer-events-none disabled:text-muted-foreground data-[state=active]:bg-background data-[state=active]:text-primary data-[state=active]:shadow-ui sm:flex-none [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn(
        'mt-6 rounded-ui focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        className,
      )}
      {...props}
    />
  );
}
