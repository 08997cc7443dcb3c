import { FormFailure } from '@client/components/ui/form-failure';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { phoneText } from '@client/components/ui/phone-link';
import { SubmitRow } from '@client/components/ui/submit-row';
import { parseApiError } from '@client/lib/api-client';
import { type MyPage, ZMyContactInput } from '@shared/contracts/my';
import { type FormEvent, useState } from 'react';
import { useChangeContact } from './use-my-page';

/** How the housing team reaches you: a phone changes at once, a new email once you open the link we send to it. */
export function MyContactForm({ contact }: { contact: NonNullable<MyPage['contact']> }) {
  const change = useChangeContact();
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<{ email?: string; phone?: string; form?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZMyContactInput.safeParse({
      ...(email.trim() ? { email } : {}),
      ...(phone.trim() ? { phone } : {}),
    });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'email' || field === 'phone') found[field] ??= issue.message;
        else found.form ??= issue.message;
      }
      setErrors(found);
      document.getElementById(found.phone && !found.email ? 'my-phone' : 'my-email')?.focus();
      return;
    }
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: () => {
        setEmail('');
        setPhone('');
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-labelledby="my-contact-heading">
      <h2 id="my-contact-heading" className="text-xl font-bold">
        How we reach you
      </h2>
      <dl className="grid gap-1 text-base">
        <div>
          <dt className="inline font-semibold">Email: </dt>
          <dd className="inline">{contact.email ?? 'None given'}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Phone: </dt>
          <dd className="inline">{contact.phone ? phoneText(contact.phone) : 'None given'}</dd>
        </div>
      </dl>
      {contact.pendingEmail ? (
        <p role="status">We sent a link to {contact.pendingEmail}. Open it to start using that address.</p>
      ) : null}
      {change.isSuccess ? <p role="status">{change.data.message}</p> : null}
      <FormFailure title="We couldn't change how we reach you">
        {errors.form ?? (change.isError ? parseApiError(change.error).message : null)}
      </FormFailure>
      <FormField
        label="New email"
        hint="We send a link to it; it is used once you open the link"
        error={errors.email}
        id="my-email"
      >
        <Input
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <FormField
        label="New phone number"
        hint="10 digits, like 518-555-0142"
        error={errors.phone}
        id="my-phone"
      >
        <Input
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      </FormField>
      <SubmitRow variant="secondary" pending={change.isPending}>
        Save how we reach you
      </SubmitRow>
    </form>
  );
}
