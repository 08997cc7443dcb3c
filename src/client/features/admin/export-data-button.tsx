import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { downloadTextFile } from '@client/lib/download';
import { Download } from 'lucide-react';
import { type MapFilters, useExportNetworkData } from './use-network-map';

const EXPORT_FAILED = 'Unable to export data. Please try again.';

/** 'Export Data': the map's rows for the chosen time frame and data type as a CSV file. */
export function ExportDataButton({ filters }: { filters: MapFilters }) {
  const exportData = useExportNetworkData();
  const failed = () => toast({ variant: 'destructive', title: 'Export Failed', description: EXPORT_FAILED });
  const onClick = () =>
    exportData.mutate(filters, {
      onSuccess: ({ filename, text }) => {
        if (!downloadTextFile(filename, text, 'text/csv;charset=utf-8')) return failed();
        toast({ variant: 'success', title: 'Export Complete', description: `Saved ${filename}.` });
      },
      onError: failed,
    });
  return (
    <Button variant="outline" onClick={onClick} loading={exportData.isPending}>
      {exportData.isPending ? null : <Download aria-hidden="true" />}
      Export Data
    </Button>
  );
}
