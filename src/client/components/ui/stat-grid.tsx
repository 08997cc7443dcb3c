import { cn } from '@client/lib/utils';
import type { ReactNode } from 'react';

export interface StatItem {
  label: string;
  /** Already formatted: '1,204', '42%', 'N/A'. */
  value: ReactNode;
  note?: ReactNode;
}

/** Headline figures as a description list of cards; `className` sets the columns. */
export function StatGrid({
  items,
  className = 'grid-cols-2 lg:grid-cols-4',
  itemClassName,
}: {
  items: readonly StatItem[];
  className?: string;
  itemClassName?: string;
}) {
  return (
    <dl className={cn('grid gap-3', className)}>
      {items.map((item) => (
        <div
          key={item.label}
          className={cn(
            'grid content-start gap-1 rounded-ui border border-border bg-card p-4 shadow-ui',
            itemClassName,
          )}
        >
          <dt className="text-sm font-semibold text-muted-foreground">{item.label}</dt>
          <dd className="text-2xl font-bold text-primary sm:text-3xl">{item.value}</dd>
          {item.note ? <dd className="text-sm text-muted-foreground">{item.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
