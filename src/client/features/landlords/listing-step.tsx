import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { CheckboxFields } from '@client/components/ui/checkbox-field';
import { FormField, FormFieldset } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { applyApiErrors } from '@client/lib/form-errors';
import { toInteger } from '@client/lib/form-values';
import { zodResolver } from '@hookform/resolvers/zod';
import { LANDLORD_LISTINGS_PATH, LANDLORD_STATS_PATH } from '@shared/contracts/landlord';
import { type PropertyView, ZPropertyListingInput } from '@shared/contracts/properties';
import { DEFAULT_ROOM_COUNT, ROOM_TYPE_LABELS, ROOM_TYPES } from '@shared/domain/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { BEDROOM_OPTIONS, chosenNumber } from './assessment-step';
import { ListingAccountPanel } from './listing-account-panel';
import { StepSection } from './step-section';
import { useSubmitListing } from './use-landlord-api';

const ROOM_TYPE_OPTIONS = ROOM_TYPES.map((value) => ({ value, label: ROOM_TYPE_LABELS[value] }));
const FEATURES = [
  { name: 'acceptsVA', label: 'Accepts VA benefits / HUD-VASH vouchers' },
  { name: 'inspected', label: 'Passed a housing inspection (HQS)' },
  { name: 'furnished', label: 'Furnished' },
] as const;

export function ListingStep({ onListed }: { onListed: (listing: PropertyView) => void }) {
  const ids = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZPropertyListingInput),
    defaultValues: {
      address: '',
      zipCode: '',
      roomCount: DEFAULT_ROOM_COUNT,
      roomType: 'private',
      acceptsVA: false,
      inspected: false,
      furnished: false,
      description: '',
    },
  });
  const submit = useSubmitListing();
  const queryClient = useQueryClient();

  const onSubmit = handleSubmit((values) => {
    submit.mutate(values, {
      onSuccess: (listing) => {
        // a signed-in landlord's dashboard now has one more listing
        for (const path of [LANDLORD_LISTINGS_PATH, LANDLORD_STATS_PATH])
          queryClient.invalidateQueries({ queryKey: [path] });
        toast({
          variant: 'success',
          title: 'Success!',
          description: 'Your listing will be reviewed and published shortly.',
        });
        onListed(listing);
      },
      onError: (error) => {
        applyApiErrors(error, setError);
        toast({ variant: 'destructive', title: 'Error', description: 'Failed to submit listing' });
      },
    });
  });

  return (
    <StepSection
      step="listing"
      intro={<p>Tell veterans about your home. We review every listing before it is published.</p>}
    >
      <ListingAccountPanel />
      <form onSubmit={onSubmit} noValidate aria-label="Property listing" className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
          <FormField label="Street address" error={errors.address?.message} required>
            <Input autoComplete="street-address" {...register('address')} />
          </FormField>
          <FormField label="ZIP code" error={errors.zipCode?.message} required>
            <Input inputMode="numeric" pattern="[0-9]*" autoComplete="postal-code" {...register('zipCode')} />
          </FormField>
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField label="Number of rooms" error={errors.roomCount?.message}>
            <NativeSelect
              options={BEDROOM_OPTIONS}
              {...register('roomCount', { setValueAs: chosenNumber })}
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
        </div>
        <FormFieldset legend="Features">
          <CheckboxFields control={control} options={FEATURES} idPrefix={ids} />
        </FormFieldset>
        <FormField
          label="Description"
          hint="What makes your home a good place for veterans? Transit, VA clinics, shared spaces."
          error={errors.description?.message}
        >
          <Textarea rows={5} {...register('description')} />
        </FormField>
        <div className="grid gap-1.5">
          <p className="text-sm font-semibold">Photos</p>
          <Alert role="note">
            <AlertDescription>
              <p>Photo upload is coming soon. For now, describe your home in words above.</p>
            </AlertDescription>
          </Alert>
        </div>
        <div>
          <Button type="submit" size="lg" loading={submit.isPending}>
            {submit.isPending ? 'Submitting...' : 'Submit Listing'}
          </Button>
        </div>
      </form>
    </StepSection>
  );
}
