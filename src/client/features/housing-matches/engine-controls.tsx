import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Checkbox } from '@client/components/ui/checkbox';
import { Label } from '@client/components/ui/label';
import { ConfirmFooter, Modal } from '@client/components/ui/modal';
import { toast } from '@client/components/ui/use-toast';
import type { RunMatchesResult } from '@shared/contracts/housing';
import { Play } from 'lucide-react';
import { useId, useState } from 'react';
import { EngineResult } from './engine-result';
import { useRunMatchingEngine } from './use-housing-matches';

export interface EngineControlsProps {
  autoRefresh: boolean;
  onAutoRefresh: (on: boolean) => void;
}

/**
 * 'Run Matching Engine' (one run at a time, after a confirmation, because it notifies veterans), what the
 * last run did, and the auto-refresh switch.
 */
export function EngineControls({ autoRefresh, onAutoRefresh }: EngineControlsProps) {
  const checkboxId = useId();
  const run = useRunMatchingEngine();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<RunMatchesResult | null>(null);

  const onRun = () => {
    setConfirming(false);
    if (run.isPending) return;
    run.mutate(undefined, {
      onSuccess: (answer) => {
        setResult(answer);
        toast({
          variant: 'success',
          title: 'Matching Engine Completed',
          description: `Created ${answer.matchesCreated} new matches`,
        });
      },
      onError: () =>
        toast({
          variant: 'destructive',
          title: 'Matching Failed',
          description: 'Failed to run the matching engine',
        }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Matching Engine Controls</CardTitle>
        <CardDescription>
          The engine proposes at most one home to each unmatched veteran, most urgent first, and never more
          veterans than a property has units.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-x-6 gap-y-4">
        <Button onClick={() => setConfirming(true)} loading={run.isPending}>
          {run.isPending ? null : <Play aria-hidden="true" />}
          {run.isPending ? 'Running...' : 'Run Matching Engine'}
        </Button>
        <div className="flex items-center gap-3">
          <Checkbox
            id={checkboxId}
            checked={autoRefresh}
            onCheckedChange={(checked) => onAutoRefresh(checked === true)}
          />
          <Label htmlFor={checkboxId} choice>
            Auto-refresh (30s)
          </Label>
        </div>
        {result ? <EngineResult result={result} /> : null}
      </CardContent>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title="Run the matching engine now?"
        description="Veterans will be notified: each veteran it finds a home for, and their case manager, gets an email about the match right away. Run it when the listings and the queue are up to date."
      >
        <ConfirmFooter
          confirmLabel="Run and notify veterans"
          onCancel={() => setConfirming(false)}
          onConfirm={onRun}
        />
      </Modal>
    </Card>
  );
}
