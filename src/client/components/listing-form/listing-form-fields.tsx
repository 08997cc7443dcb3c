import { CheckboxFields } from '@client/components/ui/checkbox-field';
import { FormField, FormFieldset } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import { toInteger } from '@client/lib/form-values';
import { ROOM_TYPE_LABELS, ROOM_TYPES } from '@shared/domain/constants';
import { UNIT_TYPE_LABELS, UNIT_TYPES } from '@shared/domain/inventory';
import { useId } from 'react';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { countOptions, type ListingFormValues } from './listing-form-values';

const ROOM_TYPE_OPTIONS = ROOM_TYPES.map((value) => ({ value, label: ROOM_TYPE_LABELS[value] }));
const UNIT_TYPE_OPTIONS = UNIT_TYPES.map((value) => ({ value, label: UNIT_TYPE_LABELS[value] }));
const FEATURES = [
  { name: 'acceptsVA', label: 'Accepts VA benefits / HUD-VASH vouchers' },
  { name: 'accessible', label: 'Accessible (wheelchair, no steps)' },
  { name: 'allowsPets', label: 'Pets allowed' },
  { name: 'furnished', label: 'Furnished' },
  { name: 'inspected', label: 'Passed a housing inspection (HQS)' },
] as const;

/** '' (nothing chosen) stays undefined so the contract says what is missing. */
const chosenNumber = (value: unknown) => (value === '' || value == null ? undefined : Number(value));

interface FieldsProps {
  register: UseFormRegister<ListingFormValues>;
  errors: FieldErrors<ListingFormValues>;
}

/** A visitor's name, email and phone: how the reviewer reaches them. */
export function ContactFields({ register, errors }: FieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
      <FormField label="Your name" error={errors.landlordName?.message} required className="sm:col-span-2">
        <Input autoComplete="name" {...register('landlordName')} />
      </FormField>
      <FormField label="Email" error={errors.landlordEmail?.message} required>
        <Input type="email" inputMode="email" autoComplete="email" {...register('landlordEmail')} />
      </FormField>
      <FormField label="Phone" hint="10 digits" error={errors.landlordPhone?.message}>
        <Input type="tel" inputMode="tel" autoComplete="tel" {...register('landlordPhone')} />
      </FormField>
    </div>
  );
}

/** The questions about the home, the same on both pages and when editing. */
export function HomeFields({
  register,
  control,
  errors,
  counts,
}: FieldsProps & { control: Control<ListingFormValues>; counts: { rooms: unknown; bathrooms: unknown } }) {
  const ids = useId();
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-[2fr_1fr] sm:items-end">
        <FormField label="Street address" error={errors.address?.message} required>
          <Input autoComplete="street-address" {...register('address')} />
        </FormField>
        <FormField label="ZIP code" hint="5 digits" error={errors.zipCode?.message} required>
          <Input inputMode="numeric" maxLength={10} autoComplete="postal-code" {...register('zipCode')} />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-3 sm:items-end">
        <FormField label="Unit type" error={errors.unitType?.message}>
          <NativeSelect options={UNIT_TYPE_OPTIONS} {...register('unitType')} />
        </FormField>
        <FormField label="Number of rooms" error={errors.roomCount?.message}>
          <NativeSelect
            options={countOptions(counts.rooms)}
            {...register('roomCount', { setValueAs: chosenNumber })}
          />
        </FormField>
        <FormField label="Bathrooms" error={errors.bathrooms?.message}>
          <NativeSelect
            options={countOptions(counts.bathrooms, 4)}
            {...register('bathrooms', { setValueAs: chosenNumber })}
          />
        </FormField>
        <FormField
          label="Rent per room"
          hint="Monthly, in whole dollars"
          error={errors.rentPerRoom?.message}
          required
        >
          <Input
            inputMode="numeric"
            pattern="[0-9]*"
            {...register('rentPerRoom', { setValueAs: toInteger })}
          />
        </FormField>
        <FormField label="Room type" error={errors.roomType?.message}>
          <NativeSelect options={ROOM_TYPE_OPTIONS} {...register('roomType')} />
        </FormField>
        <FormField
          label="Available from"
          hint="Leave blank if it's available now"
          error={errors.availableDate?.message}
        >
          <Input type="date" {...register('availableDate')} />
        </FormField>
      </div>
      <FormFieldset legend="Features" hint="We only match veterans whose needs the home meets.">
        <CheckboxFields control={control} options={FEATURES} idPrefix={ids} />
      </FormFieldset>
      <FormField
        label="Description"
        hint="What makes your home a good place for veterans? Transit, VA clinics, shared spaces."
        error={errors.description?.message}
      >
        <Textarea rows={5} {...register('description')} />
      </FormField>
    </>
  );
}
