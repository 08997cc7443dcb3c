import { cn } from '@client/lib/utils';
import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** Icon component from lucide-react; defaults to an inbox. */
  icon?: LucideIcon;
  /** Usually a Button that helps the user move on. */
  action?: ReactNode;
  /** Heading level of the title; h3 by default. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
}

export function EmptyState({
  title,
  description,
  icon: Icon = Inbox,
  action,
  headingLevel: Heading = 'h3',
  className,
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-ui border border-dashed border-input px-4 py-10 text-center',
        className,
      )}
    >
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      <Heading className="text-lg font-bold">{title}</Heading>
      {description ? <div className="max-w-prose text-muted-foreground">{description}</div> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
