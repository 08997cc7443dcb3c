/** Form value parsers for react-hook-form's `setValueAs`. */

/** A select's chosen value, or undefined while nothing is chosen (so the contract's "required" message shows). */
export const chosenText = (value: unknown) => (value === '' || value == null ? undefined : String(value));

/** Spec: numeric inputs are parsed as integers; an invalid value becomes 0. */
export const toInteger = (value: unknown) => {
  const parsed = Number.parseInt(String(value ?? ''), 10);
  return Number.isNaN(parsed) ? 0 : parsed;
};
