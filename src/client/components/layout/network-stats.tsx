import type { NetworkFigures } from '@client/lib/network-figures';
import { cn } from '@client/lib/utils';
import { wholeNumberText } from '@shared/domain/number-text';

/**
 * The network's headline figures, the same on the home page and the directory: counted from the directory, never
 * a fixed claim. The third is the crisis lines, the one thing that does answer at any hour (our support team keeps
 * office hours).
 */
export function networkStats(figures: NetworkFigures | null | undefined) {
  const count = (value: number | undefined) => (value === undefined ? '…' : wholeNumberText(value));
  return [
    { value: count(figures?.organizations), label: 'partner organizations in our network' },
    { value: count(figures?.states), label: 'states with a partner organization' },
    { value: '24/7', label: 'crisis lines for veterans: 988, then 1' },
  ];
}

/** The three figures as a description list; `tone` suits a dark hero or a light page. */
export function NetworkStats({
  figures,
  tone,
}: {
  figures: NetworkFigures | null | undefined;
  tone: 'inverse' | 'plain';
}) {
  // figures that could not be read are left out rather than guessed
  const stats = networkStats(figures).filter((stat) => figures !== null || stat.value === '24/7');
  return (
    <dl className="grid gap-4 sm:grid-cols-3" aria-busy={figures === undefined}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            'flex flex-col gap-1 rounded-ui border p-4',
            tone === 'inverse' ? 'border-primary-foreground/20' : 'border-border bg-card shadow-ui',
          )}
        >
          <dt
            className={cn(
              'text-sm',
              tone === 'inverse' ? 'text-primary-foreground/90' : 'text-muted-foreground',
            )}
          >
            {stat.label}
          </dt>
          <dd
            className={cn(
              'order-first text-3xl font-bold',
              tone === 'inverse' ? 'text-accent' : 'text-primary',
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
