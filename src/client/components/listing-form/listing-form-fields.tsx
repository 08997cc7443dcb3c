import { FormField, FormFieldset } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { NamedCheckboxes } from '@client/components/ui/labelled-checkbox';
import { NativeSelect } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import type { ActionFormErrors } from '@client/lib/use-action-form';
import { ROOM_TYPE_LABELS, ROOM_TYPES } from '@shared/domain/constants';
import { UNIT_TYPE_LABELS, UNIT_TYPES } from '@shared/domain/inventory';
import { useId } from 'react';
import { countOptions, type ListingFormDefaults } from './listing-form-values';

const ROOM_TYPE_OPTIONS = ROOM_TYPES.map((value) => ({ value, label: ROOM_TYPE_LABELS[value] }));
const UNIT_TYPE_OPTIONS = UNIT_TYPES.map((value) => ({ value, label: UNIT_TYPE_LABELS[value] }));

const FEATURES = [
  { name: 'acceptsVA', label: 'Accepts VA benefits / HUD-VASH vouchers' },
  { name: 'accessible', label: 'Accessible (wheelchair, no steps)' },
  { name: 'allowsPets', label: 'Pets allowed' },
  { name: 'furnished', label: 'Furnished' },
  { name: 'inspected', label: 'Passed a housing inspection (HQS)' },
] as const;

/** What the form shows at first (a blank listing, or the stored one), and each field's message. */
interface FieldsProps {
  values: ListingFormDefaults;
  errors: ActionFormErrors;
}

/** The text a field starts with ('' for nothing). */
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** A visitor's name, email and phone: how the reviewer reaches them. */
export function ContactFields({ values, errors }: FieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
      <FormField label="Your name" error={errors.landlordName} required className="sm:col-span-2">
        <Input name="landlordName" defaultValue={text(values.landlordName)} autoComplete="name" />
      </FormField>
      <FormField label="Email" error={errors.landlordEmail} required>
        <Input
          name="landlordEmail"
          defaultValue={text(values.landlordEmail)}
          type="email"
          inputMode="email"
          autoComplete="email"
        />
      </FormField>
      <FormField label="Phone" hint="10 digits" error={errors.landlordPhone}>
        <Input
          name="landlordPhone"
          defaultValue={text(values.landlordPhone)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
      </FormField>
    </div>
  );
}

/** The questions about the home, the same on both pages and when editing. */
export function HomeFields({ values, errors }: FieldsProps) {
  const ids = useId();
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-[2fr_1fr] sm:items-end">
        <FormField label="Street address" error={errors.address} required>
          <Input name="address" defaultValue={text(values.address)} autoComplete="street-address" />
        </FormField>
        <FormField label="ZIP code" hint="5 digits" error={errors.zipCode} required>
          <Input
            name="zipCode"
            defaultValue={text(values.zipCode)}
            inputMode="numeric"
            maxLength={10}
            autoComplete="postal-code"
          />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-3 sm:items-end">
        <FormField label="Unit type" error={errors.unitType}>
          <NativeSelect name="unitType" defaultValue={text(values.unitType)} options={UNIT_TYPE_OPTIONS} />
        </FormField>
        <FormField label="Number of rooms" error={errors.roomCount}>
          <NativeSelect
            name="roomCount"
            defaultValue={text(values.roomCount)}
            options={countOptions(values.roomCount)}
          />
        </FormField>
        <FormField label="Bathrooms" error={errors.bathrooms}>
          <NativeSelect
            name="bathrooms"
            defaultValue={text(values.bathrooms)}
            options={countOptions(values.bathrooms, 4)}
          />
        </FormField>
        <FormField label="Rent per room" hint="Monthly, in whole dollars" error={errors.rentPerRoom} required>
          <Input
            name="rentPerRoom"
            defaultValue={text(values.rentPerRoom)}
            inputMode="numeric"
            pattern="[0-9]*"
          />
        </FormField>
        <FormField label="Room type" error={errors.roomType}>
          <NativeSelect name="roomType" defaultValue={text(values.roomType)} options={ROOM_TYPE_OPTIONS} />
        </FormField>
        <FormField
          label="Available from"
          hint="Leave blank if it's available now"
          error={errors.availableDate}
        >
          <Input name="availableDate" defaultValue={text(values.availableDate)} type="date" />
        </FormField>
      </div>
      <FormFieldset legend="Features" hint="We only match veterans whose needs the home meets.">
        <NamedCheckboxes
          options={FEATURES}
          idPrefix={ids}
          field={(name) => ({ name, defaultChecked: values[name] === true })}
        />
      </FormFieldset>
      <FormField
        label="Description"
        hint="What makes your home a good place for veterans? Transit, VA clinics, shared spaces."
        error={errors.description}
      >
        <Textarea name="description" defaultValue={text(values.description)} rows={5} />
      </FormField>
    </>
  );
}
