import { type RefObject, useRef } from 'react';
import { useOnFailedSubmit } from './use-on-failed-submit';

/**
 * After a submit that failed (the form's checks, or the server's field messages), focuses the form's first invalid
 * field once its message is on screen, so a screen reader reads the message with the field. Use with useForm's
 * `shouldFocusError: false`: react-hook-form's own focus comes before the message is rendered.
 */
export function useFocusFirstError(submitCount: number, errors: object): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  useOnFailedSubmit(submitCount, errors, () => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
  return form;
}
