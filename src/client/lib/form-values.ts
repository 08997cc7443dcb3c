/** Form value parsers: react-hook-form's `setValueAs`, or an uncontrolled form's `prepare` (useActionForm). */

/** A select's chosen value, or undefined while nothing is chosen (so the contract's "required" message shows). */
export const chosenText = (value: unknown) => (value === '' || value == null ? undefined : String(value));

/** Spec: numeric inputs are parsed as integers; an invalid value becomes 0. */
export const toInteger = (value: unknown) => {
  const parsed = Number.parseInt(String(value ?? ''), 10);
  return Number.isNaN(parsed) ? 0 : parsed;
};
