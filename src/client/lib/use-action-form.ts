import { type FormEvent, type RefObject, useRef, useState } from 'react';
import type { z } from 'zod';
import { type ApiFailure, parseApiError } from './api-client';
import { useOnFailedSubmit } from './use-on-failed-submit';

/** Each field's first message, by the field's path (`email`, `veterans.0.zipCode`). */
export type ActionFormErrors = Partial<Record<string, string>>;

/** Loads the form's zod contract: a dynamic import, so zod is evaluated on the first submit, not at hydration. */
export type ContractLoader<Output> = () => Promise<z.ZodType<Output>>;

export interface ActionFormOptions {
  /** Turns the form's values (readFormValues) into what the contract reads, e.g. a select's '' to undefined. */
  prepare?: (values: FormValues) => unknown;
  /** After a failed submit, checks again as the fields change (so a count of what is missing follows). */
  recheckOnChange?: boolean;
  /**
   * Focus the first invalid field after a failed submit (the default). False where something else takes the focus,
   * e.g. an error summary at the top of a long form (ErrorSummary with `attempt` and `errors`).
   */
  focusFirstInvalid?: boolean;
}

/**
 * A public form with uncontrolled inputs (each `name`d), checked by its shared zod contract on submit (decision
 * 0047): nothing of zod or a form library runs while the page hydrates. On submit the fields' values go through
 * the contract, loaded then; a failure puts each field's first message in `errors` (for FormField's `error`) and
 * focuses the first invalid field once its message is on screen; a success calls `onValid` with the contract's
 * output. The server's field messages go the same way (`showApiError`). What was typed stays in the inputs
 * either way (the DOM holds it; nothing resets the form).
 */
export function useActionForm<Output>(
  loadContract: ContractLoader<Output>,
  onValid: (values: Output) => void,
  { prepare = (values) => values, recheckOnChange = false, focusFirstInvalid = true }: ActionFormOptions = {},
): {
  formRef: RefObject<HTMLFormElement | null>;
  errors: ActionFormErrors;
  /**
   * Increases with each submit and each refusal by the server with field messages (0: nothing submitted yet); an
   * error summary's `attempt`.
   */
  attempt: number;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Checks the fields again without submitting (after a row was removed); only once a submit has failed. */
  recheck: () => void;
  onChange: (() => void) | undefined;
  /** Puts the server's field messages beside the fields and returns the parsed failure. */
  showApiError: (error: unknown) => ApiFailure;
} {
  const formRef = useRef<HTMLFormElement>(null);
  const contractRef = useRef<z.ZodType<Output> | null>(null);
  const [errors, setErrors] = useState<ActionFormErrors>({});
  const [attempts, setAttempts] = useState(0);
  useOnFailedSubmit(attempts, errors, () => {
    if (focusFirstInvalid) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });

  const check = (form: HTMLFormElement) => {
    const result = contractRef.current?.safeParse(prepare(readFormValues(form)));
    if (result && !result.success) setErrors(firstMessages(result.error.issues));
    else setErrors({});
    return result;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // awaited on every submit, the first (loading it) and the next (at hand): the check and what a valid submit
    // starts (a request and its busy button) run after the submit event, not in it, as react-hook-form's
    // handleSubmit did (it awaits its resolver), so an answer at hand is drawn with the request in one render
    contractRef.current = await (contractRef.current ?? loadContract());
    const result = check(form);
    setAttempts((count) => count + 1);
    if (result?.success) onValid(result.data);
  };

  const recheck = () => {
    if (attempts > 0 && formRef.current) check(formRef.current);
  };

  const showApiError = (error: unknown) => {
    const parsed = parseApiError(error);
    const fields: ActionFormErrors = {};
    for (const issue of parsed.issues ?? []) if (issue.path) fields[issue.path] ??= issue.message;
    if (Object.keys(fields).length > 0) {
      setErrors(fields);
      // a new attempt, so the first field the server refused takes the focus once its message is on screen
      setAttempts((count) => count + 1);
    }
    return parsed;
  };

  return {
    formRef,
    errors,
    attempt: attempts,
    onSubmit,
    recheck,
    onChange: recheckOnChange && attempts > 0 ? recheck : undefined,
    showApiError,
  };
}

/** A form's values as the contract reads them: nested by the dots in the names (`veterans.0.name`). */
export type FormValues = { [key: string]: string | boolean | FormValues | FormValues[] };

/**
 * The form's named controls: text, selects and radios (the checked one) as strings, checkboxes as booleans,
 * nested at the dots of their names, a number segment making a list (`veterans.0.benefits.vash`).
 */
export function readFormValues(form: HTMLFormElement): FormValues {
  const values: FormValues = {};
  for (const element of form.elements) {
    if (
      !(element instanceof HTMLInputElement) &&
      !(element instanceof HTMLSelectElement) &&
      !(element instanceof HTMLTextAreaElement)
    )
      continue;
    if (!element.name || element.type === 'submit' || element.type === 'button' || element.type === 'file')
      continue;
    if (element.type === 'radio' && !(element as HTMLInputElement).checked) continue;
    const value = element.type === 'checkbox' ? (element as HTMLInputElement).checked : element.value;
    setAtPath(values, element.name.split('.'), value);
  }
  return values;
}

function setAtPath(target: FormValues, path: string[], value: string | boolean) {
  let node: Record<string, unknown> = target;
  path.forEach((segment, index) => {
    if (index === path.length - 1) {
      node[segment] = value;
      return;
    }
    node[segment] ??= /^\d+$/.test(path[index + 1] ?? '') ? [] : {};
    node = node[segment] as Record<string, unknown>;
  });
}

function firstMessages(issues: readonly z.core.$ZodIssue[]): ActionFormErrors {
  const errors: ActionFormErrors = {};
  for (const issue of issues) {
    const path = issue.path.join('.');
    if (path !== '' && errors[path] === undefined) errors[path] = issue.message;
  }
  return errors;
}
