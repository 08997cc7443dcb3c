import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { SubmitRow } from '@client/components/ui/submit-row';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { applyApiErrors } from '@client/lib/form-errors';
import { useContractForm } from '@client/lib/use-contract-form';
import { type ContactMessageInput, ZContactMessageInput } from '@shared/contracts/contact';
import { useEffect, useRef, useState } from 'react';
import { useSendContactMessage } from './use-send-contact-message';

const EMPTY: ContactMessageInput = { fullName: '', email: '', subject: '', message: '' };

export interface ContactFormProps {
  /** Subject to start with, e.g. 'Ongoing Support plan' when you come from a plan button. */
  initialSubject?: string;
}

export function ContactForm({ initialSubject = '' }: ContactFormProps) {
  const { register, handleSubmit, reset, setError, errors, formRef } = useContractForm(ZContactMessageInput, {
    ...EMPTY,
    subject: initialSubject,
  });
  const send = useSendContactMessage();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (confirmation) confirmationRef.current?.focus();
  }, [confirmation]);

  const onSubmit = handleSubmit((values) => {
    setConfirmation(null);
    send.mutate(values, {
      onSuccess: (created) => {
        setConfirmation(created.message);
        reset(EMPTY);
      },
      onError: (error) => {
        const parsed = applyApiErrors(error, setError);
        toast({
          variant: 'destructive',
          title: 'Error',
          description: `Failed to send your message. ${parsed.message}`,
        });
      },
    });
  });

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
      <FormField label="Full name" error={errors.fullName?.message} required>
        <Input autoComplete="name" {...register('fullName')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <FormField label="Subject" error={errors.subject?.message} required>
        <Input {...register('subject')} />
      </FormField>
      <FormField label="Message" error={errors.message?.message} required>
        <Textarea rows={6} {...register('message')} />
      </FormField>
      <SubmitRow size="lg" pending={send.isPending} pendingLabel="Sending...">
        Send Message
      </SubmitRow>
    </form>
  );
}
