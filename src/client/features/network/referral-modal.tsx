import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { toast } from '@client/components/ui/use-toast';
import { downloadTextFile } from '@client/lib/download';
import { applyApiErrors } from '@client/lib/form-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { type VeteranReferralInput, ZVeteranReferralInput } from '@shared/contracts/network';
import { NEED_TYPE_LABELS, NEED_TYPES, type NeedType } from '@shared/domain/referral-status';
import { Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { referralSummaryFilename, referralSummaryText } from './referral-summary';
import { useSubmitVeteranReferral } from './use-network-api';

/** The organisation fields the modal needs (spec: id, name, city, state; no contact details here). */
export interface ReferralTarget {
  id: string;
  name: string;
  city: string;
  state: string;
}

const NEED_OPTIONS = NEED_TYPES.map((value) => ({ value, label: NEED_TYPE_LABELS[value] }));
export const SUBMISSION_FAILED = 'There was an error submitting the referral. Please try again.';

interface Submitted {
  id: string;
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

function SuccessStep({ submitted, onClose }: { submitted: Submitted; onClose: () => void }) {
  const download = () => {
    if (!downloadTextFile(referralSummaryFilename(submitted.id), submitted.summary)) {
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
        <AlertTitle>Referral ID</AlertTitle>
        <AlertDescription>
          <p className="font-mono break-all" data-testid="referral-id">
            {submitted.id}
          </p>
          <p>Keep this number to follow up on the referral.</p>
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

function FormStep({ target, onSubmitted }: { target: ReferralTarget; onSubmitted: (s: Submitted) => void }) {
  const submit = useSubmitVeteranReferral();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<VeteranReferralInput>({
    resolver: zodResolver(ZVeteranReferralInput),
    defaultValues: {
      orgId: target.id,
      veteranZip: '',
      needType: '' as NeedType,
      contactMethod: '',
      referralSource: 'org-card-modal',
      status: 'pending',
    },
  });

  const onSubmit = handleSubmit((values) => {
    const input = { ...values, contactMethod: values.contactMethod?.trim() || null };
    submit.mutate(input, {
      onSuccess: ({ id }) => {
        const summary = referralSummaryText({
          referralId: id,
          organizationName: target.name,
          organizationLocation: `${target.city}, ${target.state}`,
          veteranZip: values.veteranZip.trim(),
          needTypeLabel: NEED_TYPE_LABELS[values.needType],
          contactMethod: input.contactMethod,
          submittedAt: new Date(),
        });
        onSubmitted({ id, summary });
      },
      onError: (error) => {
        applyApiErrors(error, setError);
        toast({ variant: 'destructive', title: 'Submission Failed', description: SUBMISSION_FAILED });
      },
    });
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>Refer a Veteran in Need</DialogTitle>
        <DialogDescription>
          Send a referral to {target.name} in {target.city}, {target.state}. We share only what you enter
          here.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField label="Veteran's ZIP code" hint="5 digits" error={errors.veteranZip?.message} required>
          <Input inputMode="numeric" autoComplete="postal-code" maxLength={10} {...register('veteranZip')} />
        </FormField>
        <FormField label="Type of service needed" error={errors.needType?.message} required>
          <NativeSelect placeholder="Select a service" options={NEED_OPTIONS} {...register('needType')} />
        </FormField>
        <FormField
          label="Preferred contact method"
          hint="Optional. For example: phone after 5 pm, or through the case manager."
          error={errors.contactMethod?.message}
        >
          <Input maxLength={200} {...register('contactMethod')} />
        </FormField>
        <DialogFooter>
          <Button type="submit" loading={submit.isPending}>
            {submit.isPending ? 'Submitting...' : 'Submit Referral'}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}

export interface ReferralModalProps {
  /** The organisation to refer to; null keeps the dialog closed. */
  target: ReferralTarget | null;
  onClose: () => void;
}

/** 'Refer a Veteran in Need': a form step, then a success step. Closing resets it to the form. */
export function ReferralModal({ target, onClose }: ReferralModalProps) {
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const close = () => {
    setSubmitted(null);
    onClose();
  };
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        {target === null ? null : submitted ? (
          <SuccessStep submitted={submitted} onClose={close} />
        ) : (
          <FormStep key={target.id} target={target} onSubmitted={setSubmitted} />
        )}
      </DialogContent>
    </Dialog>
  );
}
