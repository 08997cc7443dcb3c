import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { downloadTextFile } from '@client/lib/download';
import { Download } from 'lucide-react';
import { useExportListings } from './use-landlord-dashboard';

const EXPORT_FAILED = 'Unable to export data. Please try again.';

/** 'Export CSV': downloads the listings the dashboard shows, with the spec's toasts. */
export function ExportButton() {
  const exportCsv = useExportListings();
  const failed = () => toast({ variant: 'destructive', title: 'Export Failed', description: EXPORT_FAILED });

  const onClick = () =>
    exportCsv.mutate(undefined, {
      onSuccess: ({ filename, text }) => {
        if (!downloadTextFile(filename, text, 'text/csv;charset=utf-8')) return failed();
        toast({ variant: 'success', title: 'Export Complete', description: `Saved ${filename}.` });
      },
      onError: failed,
    });

  return (
    <Button variant="outline" onClick={onClick} loading={exportCsv.isPending}>
      <Download aria-hidden="true" />
      Export CSV
    </Button>
  );
}
