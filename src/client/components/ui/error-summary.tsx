import { useOnFailedSubmit } from '@client/lib/use-on-failed-submit';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Alert, AlertDescription } from './alert';

interface SummaryItem {
  controlId: string;
  label: string;
  message: string;
}

/** The fields of `form` marked invalid (FormField sets aria-invalid), with their labels and messages. */
function invalidFields(form: HTMLFormElement): SummaryItem[] {
  return [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"][id]')].map((control) => {
    const label = form.querySelector(`label[for="${CSS.escape(control.id)}"]`);
    const errorId = control
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('-error'));
    const message = errorId ? (document.getElementById(errorId)?.textContent ?? '') : '';
    // the label without its '(required)' mark
    const name = label?.cloneNode(true) as HTMLElement | undefined;
    for (const mark of name?.querySelectorAll('span') ?? []) mark.remove();
    return { controlId: control.id, label: name?.textContent?.trim() ?? control.id, message };
  });
}

/**
 * The VA.gov error summary for long forms: after a submit that failed, a list at the top of the form naming
 * every field to fix, each a link to it, and focus moved there so a screen reader hears how many and which.
 * The messages beside the fields stay, and what was typed is kept.
 */
export function ErrorSummary({
  form,
  attempt,
  errors,
}: {
  form: RefObject<HTMLFormElement | null>;
  /** Increases with each submit (react-hook-form's submitCount). */
  attempt: number;
  /** The form's errors now (react-hook-form's formState.errors). */
  errors: object;
}) {
  const [items, setItems] = useState<SummaryItem[]>([]);
  const [shown, setShown] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const invalid = Object.keys(errors).length > 0;
  // rebuilt after a failed submit, the form's checks or the server's answer, once the messages are on screen...
  useOnFailedSubmit(attempt, errors, () => {
    if (!form.current) return;
    setItems(invalidFields(form.current));
    setShown((count) => count + 1);
  });
  // ...and takes the focus once it is on screen
  useEffect(() => {
    if (shown > 0) heading.current?.focus();
  }, [shown]);
  useEffect(() => {
    if (!invalid) setItems([]);
  }, [invalid]);
  if (!invalid || items.length === 0) return null;
  return (
    <Alert variant="destructive">
      <h2 ref={heading} tabIndex={-1} className="leading-snug font-bold focus:outline-none">
        There {items.length === 1 ? 'is 1 problem' : `are ${items.length} problems`} with this form
      </h2>
      <AlertDescription>
        <ul className="mt-2 grid list-disc gap-1 pl-5">
          {items.map((item) => (
            <li key={item.controlId}>
              <a
                href={`#${item.controlId}`}
                className="font-semibold underline hover:no-underline"
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(item.controlId)?.focus();
                }}
              >
                {item.label}: {item.message}
              </a>
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

/**
 * A form's error summary wired to react-hook-form's state: put `formRef` on the <form> and `errorSummary` at its
 * top. Pair with useForm's `shouldFocusError: false`, so the summary (not the first field) takes the focus.
 */
export function useErrorSummary(formState: { submitCount: number; errors: object }) {
  const formRef = useRef<HTMLFormElement>(null);
  const errorSummary = (
    <ErrorSummary form={formRef} attempt={formState.submitCount} errors={formState.errors} />
  );
  return { formRef, errorSummary };
}
