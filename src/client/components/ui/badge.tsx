import { cn } from '@client/lib/utils';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';

const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border py-0.5 font-semibold whitespace-nowrap [&_svg]:size-3',
  {
    variants: {
      size: {
        default: 'px-2.5 text-xs',
        /** A badge that must catch the eye, like a plan's "Popular". */
        lg: 'px-3 text-sm',
      },
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        accent: 'border-transparent bg-accent text-accent-foreground',
        outline: 'border-input bg-background text-foreground',
        success: 'border-transparent bg-success-soft text-success-soft-foreground',
        warning: 'border-transparent bg-warning text-warning-foreground',
        destructive: 'border-transparent bg-destructive-soft text-destructive-soft-foreground',
        bronze: 'border-transparent bg-tier-bronze text-tier-foreground',
        green: 'border-transparent bg-tier-green text-tier-foreground',
        teal: 'border-transparent bg-tier-teal text-tier-foreground',
        plum: 'border-transparent bg-tier-plum text-tier-foreground',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;

/** Small label. Tier colours (bronze, green, teal, plum) must always carry a text label too. */
export function Badge({
  className,
  variant,
  size,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}
