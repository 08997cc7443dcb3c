import { type FormEvent, type RefObject, useRef, useState } from 'react';
import type { z } from 'zod';
import { useOnFailedSubmit } from './use-on-failed-submit';

/** Each top-level field's first message, by field name. */
export type ActionFormErrors = Partial<Record<string, string>>;

/** Loads the form's zod contract: a dynamic import, so zod is evaluated on the first submit, not at hydration. */
export type ContractLoader<Output> = () => Promise<z.ZodType<Output>>;

/**
 * A public form with uncontrolled inputs (each `name`d), checked by its shared zod contract on submit (decision
 * 0047): nothing of zod or a form library runs while the page hydrates. On submit the fields' values (FormData)
 * go through the contract, loaded then; a failure puts each field's first message in `errors` (for FormField's
 * `error`) and focuses the first invalid field once its message is on screen; a success calls `onValid` with the
 * contract's output. What was typed stays in the inputs either way (the DOM holds it; nothing resets the form).
 */
export function useActionForm<Output>(
  loadContract: ContractLoader<Output>,
  onValid: (values: Output) => void,
): {
  formRef: RefObject<HTMLFormElement | null>;
  errors: ActionFormErrors;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
} {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<ActionFormErrors>({});
  const [submitCount, setSubmitCount] = useState(0);
  useOnFailedSubmit(submitCount, errors, () => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const contract = await loadContract();
    const result = contract.safeParse(values);
    setSubmitCount((count) => count + 1);
    if (!result.success) {
      setErrors(firstMessages(result.error.issues));
      return;
    }
    setErrors({});
    onValid(result.data);
  };

  return { formRef, errors, onSubmit };
}

/** The form's named text fields as strings (files and buttons are not sent by these forms). */
function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

function firstMessages(issues: readonly z.core.$ZodIssue[]): ActionFormErrors {
  const errors: ActionFormErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
