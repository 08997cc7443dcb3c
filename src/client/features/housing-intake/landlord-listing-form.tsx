import { Button } from '@client/components/ui/button';
import { CheckboxFields } from '@client/components/ui/checkbox-field';
import { useErrorSummary } from '@client/components/ui/error-summary';
import { FormField, FormFieldset } from '@client/components/ui/form-field';
import { FormSection } from '@client/components/ui/form-section';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { applyApiErrors } from '@client/lib/form-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UserView } from '@shared/contracts/auth';
import {
  type PropertyHousingData,
  type PropertyHousingInput,
  type PropertyListedResult,
  UNIT_TYPE_LABELS,
  UNIT_TYPES,
  ZPropertyHousingInput,
} from '@shared/contracts/housing';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { countOrOne, emptyListing, toDollars } from './listing-values';
import { useListProperty } from './use-housing-intake';

const UNIT_TYPE_OPTIONS = UNIT_TYPES.map((value) => ({ value, label: UNIT_TYPE_LABELS[value] }));
const FEATURES = [
  { name: 'acceptsVouchers', label: 'Accepts HUD-VASH vouchers' },
  { name: 'isAccessible', label: 'Accessible (wheelchair, no steps)' },
  { name: 'allowsPets', label: 'Pets allowed' },
  { name: 'isAvailable', label: 'Available to rent' },
] as const;

/** The property listing; keeps what was typed when the server refuses it, clears on success. */
export function LandlordListingForm({
  user,
  onListed,
}: {
  user: UserView | null | undefined;
  onListed: (listed: PropertyListedResult) => void;
}) {
  const ids = useId();
  const empty = emptyListing(user);
  const { register, control, handleSubmit, reset, setError, formState } = useForm<
    PropertyHousingInput,
    unknown,
    PropertyHousingData
  >({
    resolver: zodResolver(ZPropertyHousingInput),
    defaultValues: empty,
    // the error summary at the top takes the focus (VA.gov pattern)
    shouldFocusError: false,
  });
  const { errors } = formState;
  const { formRef, errorSummary } = useErrorSummary(formState);
  const save = useListProperty();
  const signedInLandlord = user?.role === 'landlord';

  // the tier comes with the landlord's account: the form never claims one
  const onSubmit = handleSubmit(({ landlordTier: _fromAccount, ...values }) => {
    save.mutate(values, {
      onSuccess: (listed) => {
        reset(empty);
        toast({ variant: 'success', title: 'Property Listed Successfully', description: listed.message });
        onListed(listed);
      },
      onError: (error) => {
        applyApiErrors(error, setError);
        toast({
          variant: 'destructive',
          title: 'Listing Failed',
          description: 'Failed to list your property.',
        });
      },
    });
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Property listing" className="grid gap-6">
      {errorSummary}
      <FormSection
        title="About you"
        intro={
          signedInLandlord ? 'From your landlord account. The listing goes on your dashboard.' : undefined
        }
      >
        <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
          <FormField
            label="Your name"
            error={errors.landlordName?.message}
            required
            className="sm:col-span-2"
          >
            <Input autoComplete="name" {...register('landlordName')} />
          </FormField>
          <FormField label="Email" error={errors.landlordEmail?.message} required>
            <Input type="email" inputMode="email" autoComplete="email" {...register('landlordEmail')} />
          </FormField>
          <FormField label="Phone" hint="10 digits" error={errors.landlordPhone?.message}>
            <Input type="tel" inputMode="tel" autoComplete="tel" {...register('landlordPhone')} />
          </FormField>
        </div>
      </FormSection>

      <FormSection title="The home">
        <div className="grid gap-5 sm:grid-cols-[2fr_1fr] sm:items-end">
          <FormField label="Street address" error={errors.address?.message} required>
            <Input autoComplete="street-address" {...register('address')} />
          </FormField>
          <FormField label="ZIP code" hint="5 digits" error={errors.zipCode?.message} required>
            <Input inputMode="numeric" maxLength={10} autoComplete="postal-code" {...register('zipCode')} />
          </FormField>
        </div>
        <div className="grid gap-5 sm:grid-cols-2 sm:items-end lg:grid-cols-3">
          <FormField label="Monthly rent" hint="In dollars" error={errors.monthlyRent?.message} required>
            <Input inputMode="decimal" {...register('monthlyRent', { setValueAs: toDollars })} />
          </FormField>
          <FormField label="Unit type" error={errors.unitType?.message}>
            <NativeSelect options={UNIT_TYPE_OPTIONS} {...register('unitType')} />
          </FormField>
          <FormField
            label="Available from"
            hint="Leave blank if it's available now"
            error={errors.availableDate?.message}
          >
            <Input type="date" {...register('availableDate')} />
          </FormField>
          <FormField label="Bedrooms" error={errors.bedrooms?.message}>
            <Input
              type="number"
              min={1}
              inputMode="numeric"
              {...register('bedrooms', { setValueAs: countOrOne })}
            />
          </FormField>
          <FormField label="Bathrooms" error={errors.bathrooms?.message}>
            <Input
              type="number"
              min={1}
              inputMode="numeric"
              {...register('bathrooms', { setValueAs: countOrOne })}
            />
          </FormField>
          <FormField label="Units available" error={errors.unitsAvailable?.message}>
            <Input
              type="number"
              min={1}
              inputMode="numeric"
              {...register('unitsAvailable', { setValueAs: countOrOne })}
            />
          </FormField>
        </div>
        <FormFieldset legend="Who it suits" hint="We only match veterans whose needs the home meets.">
          <CheckboxFields control={control} options={FEATURES} idPrefix={ids} />
        </FormFieldset>

        <FormField
          label="Additional features"
          hint="Parking, laundry, bus lines, distance to the VA clinic."
          error={errors.additionalFeatures?.message}
        >
          <Textarea rows={4} {...register('additionalFeatures')} />
        </FormField>
      </FormSection>

      <div>
        <Button type="submit" size="lg" loading={save.isPending}>
          {save.isPending ? 'Listing...' : 'List Property'}
        </Button>
      </div>
    </form>
  );
}
