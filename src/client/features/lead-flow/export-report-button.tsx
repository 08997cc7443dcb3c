import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { downloadTextFile } from '@client/lib/download';
import { Download } from 'lucide-react';
import { type FlowFilters, useExportReport } from './use-lead-flow';

const EXPORT_FAILED = 'Unable to export data. Please try again.';

/** 'Export Report': the lead flow figures for the chosen period and tier as a CSV file. */
export function ExportReportButton({ filters }: { filters: FlowFilters }) {
  const exportReport = useExportReport();
  const failed = () => toast({ variant: 'destructive', title: 'Export Failed', description: EXPORT_FAILED });
  const onClick = () =>
    exportReport.mutate(filters, {
      onSuccess: ({ filename, text }) => {
        if (!downloadTextFile(filename, text, 'text/csv;charset=utf-8')) return failed();
        toast({ variant: 'success', title: 'Export Complete', description: `Saved ${filename}.` });
      },
      onError: failed,
    });
  return (
    <Button variant="outline" onClick={onClick} loading={exportReport.isPending}>
      {exportReport.isPending ? null : <Download aria-hidden="true" />}
      Export Report
    </Button>
  );
}
