import { useHydrated } from '@client/lib/use-hydrated';
import { cn } from '@client/lib/utils';
import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';

// never faded, which fails AA: a loading button keeps its colours and shows its spinner, a disabled one turns
// muted (6.9:1); the ring is inset so nothing moves
const inactiveBox =
  'inactive:bg-muted inactive:text-muted-foreground inactive:ring-1 inactive:ring-border inactive:ring-inset';

// `cn` does not merge classes (decision 0022): each group (size, text, alignment) is set in one place only, so
// a link has its own sizes (no box) and alignment is a variant, not an override.
export const buttonVariants = cva(
  'inline-flex items-center gap-2 rounded-ui font-semibold transition-colors focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none aria-disabled:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: `bg-primary text-primary-foreground hover:bg-primary-hover ${inactiveBox}`,
        secondary: `bg-secondary text-secondary-foreground hover:bg-secondary-hover ${inactiveBox}`,
        accent: `bg-accent text-accent-foreground hover:bg-accent-hover ${inactiveBox}`,
        outline: `border border-input bg-background text-foreground hover:bg-muted ${inactiveBox}`,
        ghost: `text-foreground hover:bg-muted ${inactiveBox}`,
        destructive: `bg-destructive text-destructive-foreground hover:bg-destructive-hover ${inactiveBox}`,
        link: 'text-primary underline hover:no-underline inactive:text-muted-foreground inactive:no-underline',
      },
      size: {
        default: 'min-h-10 px-4 py-2 text-sm leading-tight',
        sm: 'min-h-9 px-3 py-1.5 text-sm leading-tight',
        /** A small button as tall as the fields beside it. */
        'sm-tall': 'min-h-10 px-3 py-1.5 text-sm leading-tight',
        lg: 'min-h-12 px-6 py-3 text-base',
        icon: 'size-10 text-sm leading-tight',
        /** A link's sizes: text only, no box. */
        text: 'text-sm leading-tight',
        'text-lg': 'text-base',
      },
      align: {
        center: 'justify-center text-center',
        start: 'justify-start text-left',
      },
    },
    defaultVariants: { variant: 'default', size: 'default', align: 'center' },
  },
);

/** A link-styled button takes the text sizes: no padding or height of its own. */
function sizeOf(variant: ButtonProps['variant'], size: ButtonProps['size']): ButtonProps['size'] {
  if (variant !== 'link') return size;
  return size === 'lg' ? 'text-lg' : 'text';
}

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the child element (e.g. a wouter Link) with button styles instead of a <button>. */
  asChild?: boolean;
  /** Shows a spinner, sets aria-busy and disables the button (prevents double submits). */
  loading?: boolean;
}

export function Button({
  className,
  variant,
  size,
  align,
  asChild = false,
  loading = false,
  disabled,
  type,
  children,
  ...props
}: ButtonProps) {
  // before the app runs, a form on a page rendered ahead would send itself the browser's way, what was typed in
  // the address: its submit buttons wait for the app (a form with a disabled default button does not submit)
  const waitingForApp = !useHydrated() && type === 'submit';
  const classes = cn(buttonVariants({ variant, size: sizeOf(variant, size), align }), className);
  if (asChild) {
    return (
      <Slot className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading || waitingForApp}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
