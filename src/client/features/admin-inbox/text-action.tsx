import { FormField } from '@client/components/ui/form-field';
import { SubmitRow } from '@client/components/ui/submit-row';
import { Textarea } from '@client/components/ui/textarea';
import { type FormEvent, useState } from 'react';

export interface TextActionProps {
  label: string;
  hint?: string;
  submitLabel: string;
  required?: boolean;
  /** The field's message when a required text is left blank. */
  missingMessage?: string;
  variant?: 'default' | 'outline' | 'destructive';
  pending: boolean;
  /** Sends the text; resolves to a field error to show, or null once done (the box is cleared). */
  onSubmit: (text: string) => Promise<string | null>;
}

/** A text box and its button: a note, a reply, a reason. The error is tied to the box. */
export function TextAction({
  label,
  hint,
  submitLabel,
  required,
  missingMessage,
  variant = 'default',
  pending,
  onSubmit,
}: TextActionProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (required && !text.trim()) {
      setError(missingMessage ?? 'Write something first');
      return;
    }
    const problem = await onSubmit(text.trim());
    setError(problem ?? undefined);
    if (!problem) setText('');
  };
  return (
    <form className="grid gap-2" onSubmit={(event) => void submit(event)} noValidate>
      <FormField label={label} hint={hint} error={error} required={required}>
        <Textarea rows={3} value={text} onChange={(event) => setText(event.target.value)} />
      </FormField>
      <SubmitRow variant={variant} pending={pending}>
        {submitLabel}
      </SubmitRow>
    </form>
  );
}
