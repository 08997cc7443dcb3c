import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { QueryErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import { formatDate, formatNumber } from '@client/lib/format';
import { DRILL_DOWN_NODE_LABELS, type DrillDownNode } from '@shared/contracts/lead-flow';
import { X } from 'lucide-react';
import { type FlowFilters, useDrillDown } from './use-lead-flow';

export interface DrillDownPanelProps {
  id: string;
  node: DrillDownNode;
  filters: FlowFilters;
  onClose: () => void;
}

/** The records behind one pipeline node, from GET /api/dashboard/drill-down. */
export function DrillDownPanel({ id, node, filters, onClose }: DrillDownPanelProps) {
  const drillDown = useDrillDown(node, filters);
  const label = DRILL_DOWN_NODE_LABELS[node];
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="grid gap-3 rounded-ui border border-border bg-muted p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`${id}-heading`} className="text-lg font-bold">
          {drillDown.data?.title ?? label}
        </h3>
        <Button variant="ghost" size="sm" onClick={onClose}>
          <X aria-hidden="true" />
          Close details
        </Button>
      </div>
      {drillDown.isPending ? <LoadingState label={`Loading ${label.toLowerCase()}...`} /> : null}
      {drillDown.isError ? (
        <QueryErrorState query={drillDown} title="We couldn't load these records" />
      ) : null}
      {drillDown.data && drillDown.data.rows.length === 0 ? (
        <EmptyState title="Nothing here for this period" headingLevel="h4" className="bg-background" />
      ) : null}
      {drillDown.data && drillDown.data.rows.length > 0 ? (
        <>
          <p className="text-sm text-muted-foreground">
            {drillDown.data.rows.length < drillDown.data.total
              ? `The ${drillDown.data.rows.length} newest of ${formatNumber(drillDown.data.total, 0)} records.`
              : `${formatNumber(drillDown.data.total, 0)} records.`}
          </p>
          {/* a scroll box keeps the page short; focusable so keyboard users can scroll it too */}
          <ul
            className="grid max-h-96 gap-2 overflow-y-auto rounded-ui focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={`${label} records`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            tabIndex={0}
          >
            {drillDown.data.rows.map((row) => (
              <li
                key={row.id}
                className="grid gap-0.5 rounded-ui border border-border bg-background p-3 text-sm sm:grid-cols-[1fr_auto] sm:gap-x-4"
              >
                <span className="font-semibold break-words">{row.label}</span>
                <span className="text-muted-foreground sm:row-span-2 sm:self-center">
                  {row.date ? formatDate(row.date) : 'No date'}
                </span>
                <span className="break-words text-muted-foreground">{row.detail}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
