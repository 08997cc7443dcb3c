import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Checkbox } from '@client/components/ui/checkbox';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/use-toast';
import { Play } from 'lucide-react';
import { useId } from 'react';
import { useRunMatchingEngine } from './use-housing-matches';

export interface EngineControlsProps {
  autoRefresh: boolean;
  onAutoRefresh: (on: boolean) => void;
}

/** 'Run Matching Engine' (one run at a time) and the auto-refresh switch. */
export function EngineControls({ autoRefresh, onAutoRefresh }: EngineControlsProps) {
  const checkboxId = useId();
  const run = useRunMatchingEngine();

  const onRun = () => {
    if (run.isPending) return;
    run.mutate(undefined, {
      onSuccess: ({ matchesCreated }) =>
        toast({
          variant: 'success',
          title: 'Matching Engine Completed',
          description: `Created ${matchesCreated} new matches`,
        }),
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
        <Button onClick={onRun} loading={run.isPending}>
          {run.isPending ? null : <Play aria-hidden="true" />}
          {run.isPending ? 'Running...' : 'Run Matching Engine'}
        </Button>
        <div className="flex items-center gap-3">
          <Checkbox
            id={checkboxId}
            checked={autoRefresh}
            onCheckedChange={(checked) => onAutoRefresh(checked === true)}
          />
          <Label htmlFor={checkboxId} className="font-normal">
            Auto-refresh (30s)
          </Label>
        </div>
      </CardContent>
    </Card>
  );
}
