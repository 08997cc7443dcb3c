import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { parseApiError } from '@client/lib/api-client';
import { downloadTextFile } from '@client/lib/download';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { integrationTierText } from '@shared/domain/partner-tiers';
import { CSV_EXPORT_BLOCKED_MESSAGE, CSV_EXPORT_MIN_TIER } from '@shared/domain/referral-status';
import { Download } from 'lucide-react';
import { Link } from 'wouter';
import { useExportReferrals } from './use-partner-api';

const EXPORT_FAILED = 'Unable to export data. Please try again.';

export interface ExportCsvButtonProps {
  tierLevel: number;
  /** Called instead of exporting when the organisation's tier is below 2. */
  onBlocked: () => void;
}

/** 'Export CSV': downloads the referrals for Tier 2+ partners; below that, onBlocked explains why not. */
export function ExportCsvButton({ tierLevel, onBlocked }: ExportCsvButtonProps) {
  const exportCsv = useExportReferrals();

  const onClick = () => {
    if (tierLevel < CSV_EXPORT_MIN_TIER) {
      onBlocked();
      return;
    }
    exportCsv.mutate(undefined, {
      onSuccess: ({ filename, text }) => {
        if (downloadTextFile(filename, text, 'text/csv;charset=utf-8')) {
          toast({ variant: 'success', title: 'Export Complete', description: `Saved ${filename}.` });
        } else {
          toast({ variant: 'destructive', title: 'Export Failed', description: EXPORT_FAILED });
        }
      },
      onError: (error) => {
        const { status, message } = parseApiError(error);
        toast({
          variant: 'destructive',
          title: 'Export Failed',
          description: status === 403 ? message : EXPORT_FAILED,
        });
      },
    });
  };

  return (
    <Button variant="outline" onClick={onClick} loading={exportCsv.isPending}>
      <Download aria-hidden="true" />
      Export CSV
    </Button>
  );
}

/** The spec's message for partners below Tier 2, in the page rather than a browser pop-up. */
export function ExportBlockedAlert({ tierLevel }: { tierLevel: number }) {
  return (
    <Alert variant="warning">
      <AlertTitle>{CSV_EXPORT_BLOCKED_MESSAGE}</AlertTitle>
      <AlertDescription>
        <p>
          Your organization is on {integrationTierText(tierLevel)}.{' '}
          <Link href={PAGE_PATHS.contact} className="font-semibold underline hover:no-underline">
            Contact us
          </Link>{' '}
          to move up to Tier 2.
        </p>
      </AlertDescription>
    </Alert>
  );
}
