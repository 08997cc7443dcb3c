import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { SubmitFooter, TriggeredModal } from '@client/components/ui/modal';
import { NativeSelect } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { applyApiErrors } from '@client/lib/form-errors';
import { useContractForm } from '@client/lib/use-contract-form';
import {
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  type PropertyType,
  ZOfferHousingInput,
} from '@shared/contracts/network';
import { HousePlus } from 'lucide-react';
import { useOfferHousing } from './use-network-api';

const TYPE_OPTIONS = PROPERTY_TYPES.map((value) => ({ value, label: PROPERTY_TYPE_LABELS[value] }));
const toNumber = (value: unknown) => (value === '' || value === null ? undefined : Number(value));

function OfferForm({ organizationId, onDone }: { organizationId: string; onDone: () => void }) {
  const offer = useOfferHousing();
  const { register, handleSubmit, setError, errors, formRef } = useContractForm(ZOfferHousingInput, {
    contactName: '',
    contactEmail: '',
    contactPhone: '',
    propertyAddress: '',
    zipCode: '',
    propertyType: 'single_family' as PropertyType,
    unitCount: 1,
    notes: '',
    organizationId,
  });
  const onSubmit = handleSubmit((values) =>
    offer.mutate(values, {
      onSuccess: ({ message }) => {
        toast({ variant: 'success', title: 'Offer sent', description: message });
        onDone();
      },
      onError: (error) => {
        const parsed = applyApiErrors(error, setError);
        toast({ variant: 'destructive', title: "We couldn't send your offer", description: parsed.message });
      },
    }),
  );
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="Your name" error={errors.contactName?.message} required>
        <Input autoComplete="name" {...register('contactName')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Email" error={errors.contactEmail?.message} required>
          <Input type="email" autoComplete="email" {...register('contactEmail')} />
        </FormField>
        <FormField label="Phone" hint="Optional" error={errors.contactPhone?.message}>
          <Input type="tel" autoComplete="tel" {...register('contactPhone')} />
        </FormField>
      </div>
      <FormField label="Property address" error={errors.propertyAddress?.message} required>
        <Input autoComplete="street-address" {...register('propertyAddress')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="ZIP code" error={errors.zipCode?.message} required>
          <Input inputMode="numeric" maxLength={10} autoComplete="postal-code" {...register('zipCode')} />
        </FormField>
        <FormField label="Property type" error={errors.propertyType?.message}>
          <NativeSelect options={TYPE_OPTIONS} {...register('propertyType')} />
        </FormField>
        <FormField label="Units" error={errors.unitCount?.message}>
          <Input type="number" min={1} step={1} {...register('unitCount', { setValueAs: toNumber })} />
        </FormField>
        <FormField label="Monthly rent (dollars)" hint="Optional" error={errors.monthlyRent?.message}>
          <Input type="number" min={0} step={1} {...register('monthlyRent', { setValueAs: toNumber })} />
        </FormField>
      </div>
      <FormField label="Notes" hint="Optional" error={errors.notes?.message}>
        <Textarea rows={3} {...register('notes')} />
      </FormField>
      <SubmitFooter label="Send Offer" pendingLabel="Sending..." pending={offer.isPending} />
    </form>
  );
}

/** 'Offer Housing': a landlord offers a property to the veterans this organisation serves. */
export function OfferHousingDialog({ organization }: { organization: { id: string; name: string } }) {
  return (
    <TriggeredModal
      trigger={
        <Button variant="outline">
          <HousePlus aria-hidden="true" />
          Offer Housing
        </Button>
      }
      title="Offer Housing"
      description={`Tell us about a home you can rent to veterans served by ${organization.name}. Our team follows up.`}
    >
      {(close) => <OfferForm organizationId={organization.id} onDone={close} />}
    </TriggeredModal>
  );
}
