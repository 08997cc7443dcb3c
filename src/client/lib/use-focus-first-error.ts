import { type RefObject, useEffect, useRef } from 'react';

/**
 * After a submit that failed, focuses the form's first invalid field once its message is on screen, so a screen
 * reader reads the message with the field. Use with useForm's `shouldFocusError: false`: react-hook-form's own
 * focus comes before the message is rendered, and the field is then heard without it.
 */
export function useFocusFirstError(submitCount: number): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (submitCount === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);
  return form;
}
