import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { SubmitRow } from '@client/components/ui/submit-row';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { useActionForm } from '@client/lib/use-action-form';
import { useEffect, useRef, useState } from 'react';
import { useSendContactMessage } from './use-send-contact-message';

/** The message's contract, loaded on the first submit (decision 0047): no zod checks built while /contact hydrates. */
const loadContactMessage = () =>
  import('@shared/contracts/contact').then(({ ZContactMessageInput }) => ZContactMessageInput);

/** Every field empty after a message went (the subject a plan button filled in too). */
function emptyFields(form: HTMLFormElement | null) {
  for (const element of Array.from(form?.elements ?? [])) {
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) element.value = '';
  }
}

export interface ContactFormProps {
  /** Subject to start with, e.g. 'Ongoing Support plan' when you come from a plan button. */
  initialSubject?: string;
}

export function ContactForm({ initialSubject = '' }: ContactFormProps) {
  const send = useSendContactMessage();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const { formRef, errors, onSubmit, showApiError } = useActionForm(loadContactMessage, (values) => {
    setConfirmation(null);
    send.mutate(values, {
      onSuccess: (created) => {
        setConfirmation(created.message);
        emptyFields(formRef.current);
      },
      onError: (error) => {
        const parsed = showApiError(error);
        toast({
          variant: 'destructive',
          title: 'Error',
          description: `Failed to send your message. ${parsed.message}`,
        });
      },
    });
  });

  useEffect(() => {
    if (confirmation) confirmationRef.current?.focus();
  }, [confirmation]);

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="contact-form-heading"
      className="grid gap-5"
    >
      <h2 id="contact-form-heading" className="text-2xl font-bold text-primary">
        Send us a message
      </h2>
      {confirmation ? (
        <Alert variant="success" role="status" ref={confirmationRef} tabIndex={-1}>
          <AlertTitle>Message sent</AlertTitle>
          <AlertDescription>{confirmation}</AlertDescription>
        </Alert>
      ) : null}
      <FormField label="Full name" error={errors.fullName} required>
        <Input name="fullName" defaultValue="" autoComplete="name" />
      </FormField>
      <FormField label="Email" error={errors.email} required>
        <Input name="email" defaultValue="" type="email" autoComplete="email" inputMode="email" />
      </FormField>
      <FormField label="Subject" error={errors.subject} required>
        <Input name="subject" defaultValue={initialSubject} />
      </FormField>
      <FormField label="Message" error={errors.message} required>
        <Textarea name="message" defaultValue="" rows={6} />
      </FormField>
      <SubmitRow size="lg" pending={send.isPending} pendingLabel="Sending...">
        Send Message
      </SubmitRow>
    </form>
  );
}
