import { QuietHoursFields } from '@client/components/housing/quiet-hours-fields';
import { CheckboxFields } from '@client/components/ui/checkbox-field';
import { FormField, FormFieldset } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import type { CoLivingHomeInput } from '@shared/contracts/co-living-households';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { CheckboxGroup } from './checkbox-group';
import {
  numberTyped,
  ROOM_TYPE_OPTIONS,
  SHARED_SPACE_OPTIONS,
  SMOKING_OPTIONS,
} from './co-living-home-values';
import type { CoLivingHomeData } from './use-co-living-homes';

export type HomeForm = UseFormReturn<CoLivingHomeInput, unknown, CoLivingHomeData>;

const INCLUDED = [
  { name: 'utilitiesIncluded', label: 'Utilities' },
  { name: 'wifiIncluded', label: 'Wi-Fi' },
  { name: 'parkingIncluded', label: 'Parking' },
] as const;

const FEATURES = [
  { name: 'accessible', label: 'Accessible (wheelchair, no steps)' },
  { name: 'hasYard', label: 'Yard' },
  { name: 'hasGarage', label: 'Garage' },
] as const;

const PETS = [{ name: 'allowsPets', label: 'Pets allowed' }] as const;

const row = 'grid gap-5 sm:grid-cols-2 sm:items-end';

/** Every field of a shared home, grouped: the home, its rooms, the rent, its features, its house rules. */
export function CoLivingHomeFields({ form }: { form: HomeForm }) {
  const ids = useId();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <>
      <div className={row}>
        <FormField label="Street address" error={errors.address?.message} required>
          <Input autoComplete="street-address" {...register('address')} />
        </FormField>
        <FormField label="ZIP code" hint="5 digits" error={errors.zipCode?.message} required>
          <Input inputMode="numeric" autoComplete="postal-code" {...register('zipCode')} />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-3 sm:items-end">
        <FormField label="Rooms in the home" hint="At least 3" error={errors.totalRooms?.message} required>
          <Input inputMode="numeric" {...register('totalRooms', { setValueAs: numberTyped })} />
        </FormField>
        <FormField
          label="Rooms open to veterans"
          hint="Veterans share these"
          error={errors.availableRooms?.message}
          required
        >
          <Input inputMode="numeric" {...register('availableRooms', { setValueAs: numberTyped })} />
        </FormField>
        <FormField label="Bathrooms" error={errors.bathrooms?.message} required>
          <Input inputMode="numeric" {...register('bathrooms', { setValueAs: numberTyped })} />
        </FormField>
      </div>
      <FormFieldset legend="Room types offered" error={errors.roomTypes?.message} required>
        <CheckboxGroup
          control={control}
          name="roomTypes"
          options={ROOM_TYPE_OPTIONS}
          idPrefix={`${ids}-room`}
          invalid={errors.roomTypes !== undefined}
        />
      </FormFieldset>
      <FormFieldset legend="Shared spaces" hint="The rooms housemates share.">
        <CheckboxGroup
          control={control}
          name="sharedSpaces"
          options={SHARED_SPACE_OPTIONS}
          idPrefix={`${ids}-space`}
        />
      </FormFieldset>
      <div className={row}>
        <FormField
          label="Base room rate"
          hint="In dollars a month, for a room with a shared bath"
          error={errors.baseRoomRate?.message}
          required
        >
          <Input inputMode="decimal" {...register('baseRoomRate', { setValueAs: numberTyped })} />
        </FormField>
        <FormField
          label="Management fee"
          hint="In dollars a month; leave it empty if you charge none"
          error={errors.managementFeeMonthly?.message}
        >
          <Input inputMode="decimal" {...register('managementFeeMonthly', { setValueAs: numberTyped })} />
        </FormField>
      </div>
      <FormFieldset legend="Included in the rent">
        <div className="grid gap-3 sm:grid-cols-3">
          <CheckboxFields control={control} options={INCLUDED} idPrefix={ids} />
        </div>
      </FormFieldset>
      <FormFieldset legend="Features">
        <div className="grid gap-3 sm:grid-cols-3">
          <CheckboxFields control={control} options={FEATURES} idPrefix={ids} />
        </div>
      </FormFieldset>
      <FormFieldset
        legend="House rules"
        hint="Quiet hours run from 10pm to 7am. Change them if your house keeps other hours."
      >
        <div className="grid gap-5 sm:grid-cols-3 sm:items-end">
          <FormField label="Smoking policy" error={errors.smokingPolicy?.message}>
            <NativeSelect options={SMOKING_OPTIONS} {...register('smokingPolicy')} />
          </FormField>
          <QuietHoursFields register={register} errors={errors.quietHours} />
        </div>
        <CheckboxFields control={control} options={PETS} idPrefix={ids} />
      </FormFieldset>
      <FormField
        label="Description"
        hint="What veterans should know: the neighborhood, transit, the shared rooms."
        error={errors.description?.message}
      >
        <Textarea rows={4} {...register('description')} />
      </FormField>
    </>
  );
}
