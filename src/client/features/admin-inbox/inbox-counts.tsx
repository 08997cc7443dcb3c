import { cn } from '@client/lib/utils';
import type { InboxList } from '@shared/contracts/inbox';
import { INBOX_TYPE_LABELS, type InboxItemType } from '@shared/domain/inbox';

interface InboxCountsProps {
  counts: InboxList['counts'];
  selected: InboxItemType | null;
  onSelect: (type: InboxItemType | null) => void;
}

/** How many items wait of each type; choosing one filters the list (choosing it again shows every type). */
export function InboxCounts({ counts, selected, onSelect }: InboxCountsProps) {
  return (
    <nav aria-label="Requests by type">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {counts.map(({ type, count }) => {
          const active = selected === type;
          return (
            <li key={type}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onSelect(active ? null : type)}
                className={cn(
                  'flex h-full w-full flex-col items-start gap-1 rounded-ui border p-3 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  active
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-border bg-card hover:bg-muted',
                )}
              >
                <span className="text-2xl font-bold">{count}</span>
                <span className="text-sm">{INBOX_TYPE_LABELS[type]}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
