import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { parseApiError } from '@client/lib/api-client';
import { RefreshCw } from 'lucide-react';
import { useRefreshNetworkMap } from './use-network-map';

/** Refresh: loads every figure on the page again, then says 'Data Refreshed'. */
export function RefreshButton() {
  const refresh = useRefreshNetworkMap();
  const onClick = () =>
    refresh.mutate(undefined, {
      onSuccess: () =>
        toast({ variant: 'success', title: 'Data Refreshed', description: 'The figures are up to date.' }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Refresh Failed',
          description: parseApiError(error).message,
        }),
    });
  return (
    <Button variant="outline" onClick={onClick} loading={refresh.isPending}>
      {refresh.isPending ? null : <RefreshCw aria-hidden="true" />}
      Refresh
    </Button>
  );
}
