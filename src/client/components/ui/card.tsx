import { cn } from '@client/lib/utils';
import type { ComponentProps } from 'react';

// `cn` does not merge classes (decision 0022): what callers vary (tone, layout, padding, size) is a prop, and
// className only adds what the card does not set itself.

const CARD_TONES = {
  default: 'border border-border bg-card text-card-foreground',
  /** Information the reader should notice: the info colours. */
  info: 'border border-border bg-info text-info-foreground',
  /** The one card of a set to look at first: an accent border. */
  highlight: 'border-2 border-accent-strong bg-card text-card-foreground',
  /** A result that stands out from the form above it. */
  accent: 'border border-accent bg-card text-card-foreground',
} as const;

export function Card({
  className,
  tone = 'default',
  ...props
}: ComponentProps<'div'> & { tone?: keyof typeof CARD_TONES }) {
  return <div className={cn('rounded-ui shadow-ui', CARD_TONES[tone], className)} {...props} />;
}

export interface CardHeaderProps extends ComponentProps<'div'> {
  /** Side by side (the caller sets alignment and gap), instead of stacked. */
  row?: boolean;
  /** Stacked with more room between its lines. */
  spacious?: boolean;
}

export function CardHeader({ className, row = false, spacious = false, ...props }: CardHeaderProps) {
  return (
    <div
      className={cn(
        'flex p-4 sm:p-6',
        row ? 'flex-row' : ['flex-col', spacious ? 'gap-3' : 'gap-1.5'],
        className,
      )}
      {...props}
    />
  );
}

type HeadingLevel = 'h2' | 'h3' | 'h4';
// the larger titles keep their size's own line height
const TITLE_SIZES = { default: 'text-lg leading-snug', lg: 'text-xl', xl: 'text-2xl' } as const;

/** Card heading; an h3 unless `as` says otherwise, so it fits the page outline. */
export function CardTitle({
  className,
  as: Tag = 'h3',
  size = 'default',
  ...props
}: ComponentProps<'h3'> & { as?: HeadingLevel; size?: keyof typeof TITLE_SIZES }) {
  return <Tag className={cn(TITLE_SIZES[size], 'font-bold', className)} {...props} />;
}

export function CardDescription({
  className,
  large = false,
  tone = 'muted',
  ...props
}: ComponentProps<'p'> & { large?: boolean; tone?: 'muted' | 'info' }) {
  return (
    <p
      className={cn(
        large ? 'text-base' : 'text-sm',
        tone === 'info' ? 'text-info-foreground' : 'text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

const CONTENT_PADDING = {
  /** Under a CardHeader, which already spaced it. */
  'below-header': 'p-4 pt-0 sm:p-6 sm:pt-0',
  /** Close under a header. */
  snug: 'p-4 pt-2 sm:p-6 sm:pt-2',
  /** A card without a header. */
  full: 'p-4 sm:p-6',
  none: '',
} as const;

export function CardContent({
  className,
  padding = 'below-header',
  ...props
}: ComponentProps<'div'> & { padding?: keyof typeof CONTENT_PADDING }) {
  return <div className={cn(CONTENT_PADDING[padding], className)} {...props} />;
}

export function CardFooter({
  className,
  stackOnPhone = false,
  ...props
}: ComponentProps<'div'> & {
  /** One full-width action per line on a phone, side by side from the small breakpoint. */
  stackOnPhone?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex flex-wrap gap-2 p-4 pt-0 sm:p-6 sm:pt-0',
        stackOnPhone ? 'flex-col items-stretch sm:flex-row sm:items-center' : 'items-center',
        className,
      )}
      {...props}
    />
  );
}
