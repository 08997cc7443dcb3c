import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useFocusFirstError } from './use-focus-first-error';

/**
 * A form checked by its shared zod contract: react-hook-form with the contract's resolver, and after a failed
 * submit the focus on the first invalid field once its message is on screen (useFocusFirstError, so
 * react-hook-form's own focus is off). Returns the form, its `errors`, and `formRef` for the `<form>`.
 */
export function useContractForm<Input extends FieldValues, Output>(
  contract: z.ZodType<Output, Input>,
  defaultValues?: DefaultValues<Input>,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(contract),
    shouldFocusError: false,
    defaultValues,
  });
  const { errors, submitCount } = form.formState;
  const formRef = useFocusFirstError(submitCount, errors);
  return { ...form, errors, formRef };
}
