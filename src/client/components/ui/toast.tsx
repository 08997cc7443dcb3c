import { cn } from '@client/lib/utils';
import * as ToastPrimitives from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';

/** Spec 1, section 9: toasts stay 5000 ms by default. */
const TOAST_DURATION = 5000;

export function ToastProvider({
  duration = TOAST_DURATION,
  ...props
}: ComponentProps<typeof ToastPrimitives.Provider>) {
  return <ToastPrimitives.Provider duration={duration} {...props} />;
}

/** Toasts at the bottom (top null), or at the top `top` px down: below the sticky header and its crisis lines. */
export function ToastViewport({
  className,
  top = null,
  ...props
}: ComponentProps<typeof ToastPrimitives.Viewport> & { top?: number | null }) {
  return (
    <ToastPrimitives.Viewport
      className={cn(
        'fixed z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 sm:right-0 md:max-w-md',
        top === null ? 'bottom-0' : 'top-0',
        className,
      )}
      style={top ? { top } : undefined}
      {...props}
    />
  );
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-ui border p-4 pr-10 shadow-ui',
  {
    variants: {
      variant: {
        default: 'border-border bg-card text-card-foreground',
        success: 'border-success bg-success-soft text-success-soft-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground surface-inverse',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastProps = ComponentProps<typeof ToastPrimitives.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return <ToastPrimitives.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitives.Close>) {
  return (
    <ToastPrimitives.Close
      className={cn(
        'absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-ui opacity-80 hover:opacity-100 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      aria-label="Close notification"
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitives.Close>
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitives.Title>) {
  return <ToastPrimitives.Title className={cn('text-sm font-bold', className)} {...props} />;
}

export function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitives.Description>) {
  return <ToastPrimitives.Description className={cn('text-sm', className)} {...props} />;
}
