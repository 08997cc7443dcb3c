import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { downloadTextFile, openTextInNewTab } from '@client/lib/download';
import type { BenefitsGuideInput, BenefitsGuideResponse } from '@shared/contracts/benefits';
import { ClipboardCopy, Download, ListChecks } from 'lucide-react';
import { useId, useState } from 'react';
import { CHECKLIST_FILENAME, caseManagerEmail, checklistText } from './guide-text';

export const GUIDE_HEADING_ID = 'benefits-guide-heading';

export interface BenefitsGuideResultProps {
  guide: BenefitsGuideResponse;
  answers: BenefitsGuideInput;
}

/** Saves the checklist; falls back to a new tab, then to copying by hand (spec 1, sections 7 and 8). */
export async function downloadChecklist(text: string): Promise<void> {
  toast({ title: 'Preparing Download...', description: 'Building your checklist.' });
  // let the 'Preparing' toast paint before the browser's download starts
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (downloadTextFile(CHECKLIST_FILENAME, text)) {
    toast({
      variant: 'success',
      title: 'Checklist Downloaded!',
      description: `Look for ${CHECKLIST_FILENAME}.`,
    });
  } else if (openTextInNewTab(text)) {
    toast({ title: 'Checklist Ready!', description: 'It opened in a new tab. Save or print it from there.' });
  } else {
    toast({
      variant: 'destructive',
      title: 'Download Blocked',
      description: 'Please allow pop-ups and try again, or copy the text manually.',
    });
  }
}

/** The guide: headline, programs with next steps, the checklist, and what to do with them. */
export function BenefitsGuideResult({ guide, answers }: BenefitsGuideResultProps) {
  const [downloading, setDownloading] = useState(false);
  const [manualEmail, setManualEmail] = useState<string | null>(null);
  const emailBoxId = useId();

  const onDownload = async () => {
    setDownloading(true);
    try {
      await downloadChecklist(checklistText(guide, answers));
    } finally {
      setDownloading(false);
    }
  };

  const onCopyEmail = async () => {
    const email = caseManagerEmail(guide, answers);
    try {
      await navigator.clipboard.writeText(email);
      setManualEmail(null);
      toast({
        variant: 'success',
        title: 'Email Script Copied!',
        description: 'Paste it into an email to your VA case manager, then add your name and phone number.',
      });
    } catch {
      setManualEmail(email);
      toast({
        title: "Couldn't Copy",
        description: 'Your browser blocked copying. Copy the email from the box below.',
      });
    }
  };

  return (
    <section
      aria-labelledby={GUIDE_HEADING_ID}
      className="grid gap-6 rounded-ui border border-border bg-card p-4 shadow-ui sm:p-6"
    >
      <div className="grid gap-1">
        <p className="text-sm font-bold tracking-wide text-accent-strong uppercase">Your benefits guide</p>
        <h3 id={GUIDE_HEADING_ID} tabIndex={-1} className="text-xl font-bold text-primary focus:outline-none">
          {guide.headline}
        </h3>
      </div>
      <ol className="grid gap-4 lg:grid-cols-2">
        {guide.recommendations.map((recommendation, index) => (
          <li key={recommendation.program} className="grid content-start gap-2 rounded-ui bg-muted p-4">
            <h4 className="font-bold">
              {index + 1}. {recommendation.program}
            </h4>
            <p>{recommendation.why}</p>
            <p className="text-sm font-semibold">Next steps</p>
            <ul className="grid list-disc gap-1 pl-5 text-sm">
              {recommendation.nextSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <div className="grid gap-2">
        <h4 className="flex items-center gap-2 font-bold">
          <ListChecks className="size-5 text-accent-strong" aria-hidden="true" />
          Your checklist
        </h4>
        <ul className="grid list-disc gap-1 pl-5">
          {guide.checklist.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button onClick={onDownload} loading={downloading}>
          {downloading ? null : <Download aria-hidden="true" />}
          Download Checklist
        </Button>
        <Button variant="outline" onClick={onCopyEmail}>
          <ClipboardCopy aria-hidden="true" />
          Copy Email Script
        </Button>
      </div>
      {manualEmail ? (
        <div className="grid gap-1.5">
          <Label htmlFor={emailBoxId}>Email to your VA case manager</Label>
          <Textarea
            id={emailBoxId}
            readOnly
            rows={12}
            value={manualEmail}
            onFocus={(e) => e.target.select()}
          />
        </div>
      ) : null}
    </section>
  );
}
