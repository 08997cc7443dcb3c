import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/use-toast';
import { downloadTextFile } from '@client/lib/download';
import { Download, Printer } from 'lucide-react';
import { referralSummaryFilename } from './referral-summary';

export interface SubmittedReferral {
  /** The short reference (RF-7K2Q9M) the referrer sees and quotes; the id stays internal. */
  reference: string;
  organizationName: string;
  summary: string;
}

/** Prints the summary in its own window (the page behind the dialog stays out of the printout). */
function printSummary(text: string) {
  const win = window.open('', '_blank');
  if (!win) {
    window.print();
    return;
  }
  const pre = win.document.createElement('pre');
  pre.textContent = text;
  pre.style.whiteSpace = 'pre-wrap';
  pre.style.font = '14px/1.5 system-ui, sans-serif';
  win.document.title = 'Veteran Referral Summary';
  win.document.body.appendChild(pre);
  win.focus();
  win.print();
}

/** The modal's success step: the spec's confirmation, the reference to quote, print and download. */
export function ReferralSuccessStep({
  submitted,
  onClose,
}: {
  submitted: SubmittedReferral;
  onClose: () => void;
}) {
  const download = () => {
    if (!downloadTextFile(referralSummaryFilename(submitted.reference), submitted.summary)) {
      toast({ variant: 'destructive', title: 'Download Failed', description: 'Please try again.' });
    }
  };
  return (
    <>
      <DialogHeader>
        <DialogTitle>Referral Submitted Successfully</DialogTitle>
        <DialogDescription>The organization will contact the veteran within 24 hours.</DialogDescription>
      </DialogHeader>
      <Alert variant="success" role="status">
        <AlertTitle>
          Your reference:{' '}
          <span className="font-mono" data-testid="referral-reference">
            {submitted.reference}
          </span>
        </AlertTitle>
        <AlertDescription>
          <p>Keep it to follow up on the referral with {submitted.organizationName} or with us.</p>
        </AlertDescription>
      </Alert>
      <DialogFooter>
        <Button variant="outline" onClick={() => printSummary(submitted.summary)}>
          <Printer aria-hidden="true" />
          Print
        </Button>
        <Button variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          Download summary
        </Button>
        <Button onClick={onClose}>Done</Button>
      </DialogFooter>
    </>
  );
}
