import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { InlineConfirm } from '@client/components/ui/inline-confirm';
import { StatGrid } from '@client/components/ui/stat-grid';
import { toast } from '@client/components/ui/use-toast';
import { parseApiError } from '@client/lib/api-client';
import { formatDateTime, formatNumber, formatPercent } from '@client/lib/format';
import type { FormationRunResult } from '@shared/contracts/co-living-households';
import { Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formationRunText, TRIGGER_LABELS, veterans } from './co-living-text';
import { useRunFormation } from './use-co-living-households';

/** The "Run household formation" button and the figures of the last run. */
export function FormationRun({ lastRun }: { lastRun: FormationRunResult | null }) {
  const run = useRunFormation();
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  // back from the question (kept or run): the focus returns to the button that asked
  useEffect(() => {
    if (!asking && wasAsking.current) button.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  const start = () => {
    if (run.isPending) return;
    run.mutate(undefined, {
      onSettled: () => setAsking(false),
      onSuccess: (result) =>
        toast({
          variant: 'success',
          title: 'Household formation finished',
          description: formationRunText(result),
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Household formation failed',
          description: parseApiError(error).message,
        }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Household formation</CardTitle>
        <CardDescription>
          A run fills open places in forming households first, then forms new groups of three who live in the
          same area, fit a home's rooms and budget, and have no deal-breaker. It places as many veterans as it
          can, then looks for the best-matched groups.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          {asking ? (
            <InlineConfirm
              question="Run household formation now?"
              description="It proposes households to the applicants waiting now. A member hears of their proposal once you mark them notified on the household's page."
              confirm="Run it"
              keep="Not now"
              pending={run.isPending}
              onConfirm={start}
              onKeep={() => setAsking(false)}
            />
          ) : (
            <Button ref={button} onClick={() => setAsking(true)}>
              <Play aria-hidden="true" />
              Run household formation
            </Button>
          )}
          <p role="status" className="text-sm text-muted-foreground">
            {run.isPending ? 'Comparing every applicant with every home. This takes a few seconds.' : ''}
          </p>
        </div>
        {lastRun ? (
          <LastRun run={lastRun} />
        ) : (
          <p>No run yet. Run household formation to propose the first households.</p>
        )}
      </CardContent>
    </Card>
  );
}

function LastRun({ run }: { run: FormationRunResult }) {
  const gap = Math.max(0, run.upperBound - run.totalCompatibility);
  return (
    <section aria-labelledby="last-run-heading" className="grid gap-3">
      <h3 id="last-run-heading" className="font-bold">
        Last run: {formatDateTime(run.createdAt)}, started by {TRIGGER_LABELS[run.trigger]}
      </h3>
      <StatGrid
        className="grid-cols-1 sm:grid-cols-2 lg:grid-cols-4"
        items={[
          {
            label: 'Veterans placed',
            value: formatNumber(run.veteransPlaced, 0),
            note: `of ${veterans(run.applicantsConsidered)} considered`,
          },
          { label: 'Households formed', value: formatNumber(run.householdsFormed, 0) },
          {
            label: 'Total compatibility',
            value: formatNumber(run.totalCompatibility, 0),
            note: `Upper bound ${formatNumber(run.upperBound, 0)}: the most any grouping could score`,
          },
          {
            label: 'Share of the upper bound',
            value: formatPercent(run.ratioToBound * 100, 1),
            note: `Gap to the bound: ${formatNumber(gap, 0)} points short of the best possible`,
          },
        ]}
      />
      <p className="text-sm text-muted-foreground">
        Total compatibility adds up the score of every pair of housemates the run proposed. The upper bound is
        a proven ceiling: no grouping of these applicants can score more, so the share shows how close the run
        came to the best possible. It took {formatNumber(run.durationMs / 1000, 1)} seconds.
      </p>
    </section>
  );
}
