import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The two times of a co-living home's quiet hours, in a form that holds `quietHours`: `register` is
 * react-hook-form's, or (an uncontrolled form) what names each time and gives its `defaultValue`.
 */
export function QuietHoursFields({
  register,
  errors,
}: {
  register: (
    name: 'quietHours.start' | 'quietHours.end',
  ) => UseFormRegisterReturn | { name: string; defaultValue?: string };
  errors?: { start?: { message?: string | undefined }; end?: { message?: string | undefined } };
}) {
  return (
    <>
      <FormField label="Quiet hours start" error={errors?.start?.message}>
        <Input type="time" {...register('quietHours.start')} />
      </FormField>
      <FormField label="Quiet hours end" error={errors?.end?.message}>
        <Input type="time" {...register('quietHours.end')} />
      </FormField>
    </>
  );
}
