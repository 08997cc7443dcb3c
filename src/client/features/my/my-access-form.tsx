import { FormFailure } from '@client/components/ui/form-failure';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { SubmitRow } from '@client/components/ui/submit-row';
import { parseApiError } from '@client/lib/api-client';
import { ZMyReferenceAccess } from '@shared/contracts/my';
import { type FormEvent, useState } from 'react';
import { useOpenMyPage } from './use-my-page';

type Field = 'reference' | 'phoneLast4';

/** Opens the page with the reference a veteran was given and the last four digits of their phone. */
export function MyAccessForm() {
  const open = useOpenMyPage();
  const [values, setValues] = useState({ reference: '', phoneLast4: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZMyReferenceAccess.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      const first = document.getElementById(found.reference ? 'my-reference' : 'my-phone-last4');
      first?.focus();
      return;
    }
    setErrors({});
    open.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-labelledby="my-access-heading">
      <h2 id="my-access-heading" className="text-xl font-bold">
        Open your page with your reference
      </h2>
      <FormFailure title="We couldn't open your page">
        {open.isError ? parseApiError(open.error).message : null}
      </FormFailure>
      <FormField
        label="Your reference"
        hint="It starts with VH-, RF- or CL-, like VH-7K2Q9M"
        error={errors.reference}
        id="my-reference"
        required
      >
        <Input
          autoComplete="off"
          autoCapitalize="characters"
          value={values.reference}
          onChange={(event) => setValues({ ...values, reference: event.target.value })}
        />
      </FormField>
      <FormField
        label="Last 4 digits of your phone number"
        hint="The phone number you gave with that request"
        error={errors.phoneLast4}
        id="my-phone-last4"
        required
      >
        <Input
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          className="max-w-32"
          value={values.phoneLast4}
          onChange={(event) => setValues({ ...values, phoneLast4: event.target.value })}
        />
      </FormField>
      <SubmitRow size="lg" pending={open.isPending}>
        Open my page
      </SubmitRow>
    </form>
  );
}
