import { LoadingState } from '@client/components/ui/spinner';
import { formatNumber } from '@client/lib/format';
import { preloadable, preloadOn } from '@client/lib/preloadable';
import { cn } from '@client/lib/utils';
import type { DrillDownNode } from '@shared/contracts/lead-flow';
import { ChevronRight } from 'lucide-react';
import { Suspense, useId } from 'react';
import { formatConversion, type PipelineNode } from './pipeline-nodes';
import type { FlowFilters } from './use-lead-flow';

/** A step's records: their code loads when a step is pointed at, focused or chosen (decision 0022). */
const DrillDownPanel = preloadable(() =>
  import('./drill-down-panel').then((module) => module.DrillDownPanel),
);

export interface PipelineProps {
  nodes: PipelineNode[];
  filters: FlowFilters;
  selected: DrillDownNode | null;
  onSelect: (node: DrillDownNode | null) => void;
}

/** One funnel: each step shows its count and conversion; clicking a step opens or closes its records. */
export function Pipeline({ nodes, filters, selected, onSelect }: PipelineProps) {
  const panelId = useId();
  const open = nodes.find((node) => node.node === selected);
  return (
    <div className="grid gap-4">
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {nodes.map((node, index) => {
          const isOpen = node.node === selected;
          return (
            <li key={node.node} className="relative">
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={isOpen ? panelId : undefined}
                onClick={() => onSelect(isOpen ? null : node.node)}
                {...preloadOn(DrillDownPanel)}
                className={cn(
                  'grid h-full w-full content-start gap-1 rounded-ui border bg-card p-4 text-left shadow-ui transition-colors hover:bg-muted focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
                  isOpen ? 'border-primary ring-2 ring-primary' : 'border-border',
                )}
              >
                <span className="text-sm font-semibold text-muted-foreground">
                  Step {index + 1}: {node.label}
                </span>
                <span>
                  <span className="text-3xl font-bold text-primary">{formatNumber(node.count, 0)}</span>{' '}
                  <span className="text-sm text-muted-foreground">{node.countText}</span>
                </span>
                <span className="text-sm">
                  <strong>{formatConversion(node.conversion)}</strong> {node.conversionText}
                </span>
                {node.detail ? <span className="text-sm text-muted-foreground">{node.detail}</span> : null}
                <span className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-primary underline">
                  {isOpen ? 'Hide records' : 'Show records'}
                  <ChevronRight
                    className={cn('size-4 transition-transform', isOpen && 'rotate-90')}
                    aria-hidden="true"
                  />
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      {open ? (
        <Suspense
          fallback={
            <div id={panelId}>
              <LoadingState label="Loading the records..." />
            </div>
          }
        >
          <DrillDownPanel id={panelId} node={open.node} filters={filters} onClose={() => onSelect(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
