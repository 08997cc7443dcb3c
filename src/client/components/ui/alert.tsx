import { cn } from '@client/lib/utils';
import { cva, type VariantProps } from 'class-variance-authority';
import { CircleCheck, CircleExclamationPoint, Info, TriangleExclamationPoint } from 'lucide-react';
import type { ComponentProps } from 'react';

const alertVariants = cva(
  'relative flex w-full gap-3 rounded-ui border p-4 text-sm [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'border-border bg-info text-info-foreground',
        success: 'border-success bg-success-soft text-success-soft-foreground',
        warning: 'border-warning-foreground/40 bg-warning text-warning-foreground',
        destructive: 'border-destructive bg-destructive-soft text-destructive-soft-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

const icons = {
  default: Info,
  success: CircleCheck,
  warning: TriangleExclamationPoint,
  destructive: CircleExclamationPoint,
} as const;

export type AlertProps = ComponentProps<'div'> &
  VariantProps<typeof alertVariants> & {
    /** Hide the leading icon. */
    hideIcon?: boolean;
  };

/**
 * Message box with role="alert" (announced at once). For calm, static notices pass role="note"
 * or role="status".
 */
export function Alert({
  className,
  variant,
  hideIcon = false,
  role = 'alert',
  children,
  ...props
}: AlertProps) {
  const Icon = icons[variant ?? 'default'];
  return (
    <div role={role} className={cn(alertVariants({ variant }), className)} {...props}>
      {hideIcon ? null : <Icon aria-hidden="true" />}
      <div className="grid min-w-0 gap-1">{children}</div>
    </div>
  );
}

export function AlertTitle({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('font-bold leading-snug', className)} {...props} />;
}

export function AlertDescription({
  className,
  large = false,
  ...props
}: ComponentProps<'div'> & { large?: boolean }) {
  // the text size before the line height, which refines it
  return (
    <div
      className={cn(large && 'text-base', 'leading-relaxed [&_p]:leading-relaxed', className)}
      {...props}
    />
  );
}
