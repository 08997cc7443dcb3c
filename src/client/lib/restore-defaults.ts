/**
 * Puts every field of an uncontrolled form back to what it showed at first (its default value, box or option),
 * as `form.reset()` does, but through each field's `value` and `checked`, the way a script changes a field, so
 * what watches the fields (React's change tracking, a test's simulated typing) sees the change too.
 */
export function restoreDefaults(form: HTMLFormElement | null): void {
  for (const element of Array.from(form?.elements ?? [])) {
    if (element instanceof HTMLInputElement) {
      if (element.type === 'checkbox' || element.type === 'radio') element.checked = element.defaultChecked;
      else if (element.type !== 'submit' && element.type !== 'button') element.value = element.defaultValue;
    } else if (element instanceof HTMLTextAreaElement) element.value = element.defaultValue;
    else if (element instanceof HTMLSelectElement) {
      const first =
        Array.from(element.options).find((option) => option.defaultSelected) ?? element.options[0];
      element.value = first?.value ?? '';
    }
  }
}
