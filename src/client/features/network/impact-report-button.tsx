import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { REPORT_DOWNLOADED_MESSAGE, REPORT_FAILED_MESSAGE } from '@shared/contracts/placements';
import { FileDown } from 'lucide-react';
import { useImpactReport } from './use-owner-api';

/** 'Impact Report': downloads the organisation's PDF (owner only). */
export function ImpactReportButton({ vsoId, slug }: { vsoId: string; slug: string }) {
  const report = useImpactReport();
  const onClick = () =>
    report.mutate(
      { vsoId, slug },
      {
        onSuccess: () => toast({ variant: 'success', title: REPORT_DOWNLOADED_MESSAGE }),
        onError: () => toast({ variant: 'destructive', title: REPORT_FAILED_MESSAGE }),
      },
    );
  return (
    <Button variant="outline" onClick={onClick} loading={report.isPending}>
      <FileDown aria-hidden="true" />
      Impact Report
    </Button>
  );
}
