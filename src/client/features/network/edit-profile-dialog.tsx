import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { ErrorState } from '@client/components/ui/error-state';
import { FormField, FormFieldset } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { SubmitFooter, TriggeredModal } from '@client/components/ui/modal';
import { LoadingState } from '@client/components/ui/spinner';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { applyApiErrors } from '@client/lib/form-errors';
import { useContractForm } from '@client/lib/use-contract-form';
import type { OrganizationView } from '@shared/contracts/organizations';
import { PROFILE_SAVED_MESSAGE, ZPartnerProfileUpdate } from '@shared/contracts/placements';
import { SERVICE_CATEGORIES } from '@shared/domain/partner-tiers';
import { Pencil } from 'lucide-react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { serviceLabel } from './service-categories';
import { useOwnProfile, useUpdateProfile } from './use-owner-api';

/** An emptied optional field clears the stored value. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

function ProfileForm({ profile, onDone }: { profile: OrganizationView; onDone: () => void }) {
  const baseId = useId();
  const update = useUpdateProfile();
  const { register, control, handleSubmit, setError, errors, formRef } = useContractForm(
    ZPartnerProfileUpdate,
    {
      description: profile.description,
      mission: profile.mission ?? '',
      website: profile.website ?? '',
      phone: profile.phone ?? '',
      email: profile.email ?? '',
      logoUrl: profile.logoUrl ?? '',
      serviceCategories: profile.serviceCategories,
      allowsDirectReferrals: profile.allowsDirectReferrals,
    },
  );
  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast({ variant: 'success', title: PROFILE_SAVED_MESSAGE });
        onDone();
      },
      onError: (error) => {
        const parsed = applyApiErrors(error, setError);
        toast({
          variant: 'destructive',
          title: "We couldn't save your profile",
          description: parsed.message,
        });
      },
    }),
  );
  const optional = { setValueAs: blankToNull };
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="Description" error={errors.description?.message}>
        <Textarea rows={4} {...register('description')} />
      </FormField>
      <FormField label="Mission" hint="Optional" error={errors.mission?.message}>
        <Textarea rows={3} {...register('mission', optional)} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Website" hint="Optional" error={errors.website?.message}>
          <Input type="url" {...register('website', optional)} />
        </FormField>
        <FormField label="Logo address" hint="Optional image link" error={errors.logoUrl?.message}>
          <Input type="url" {...register('logoUrl', optional)} />
        </FormField>
        <FormField label="Phone" hint="Shown to the platform team only" error={errors.phone?.message}>
          <Input type="tel" {...register('phone', optional)} />
        </FormField>
        <FormField label="Email" hint="Shown to the platform team only" error={errors.email?.message}>
          <Input type="email" {...register('email', optional)} />
        </FormField>
      </div>
      <Controller
        control={control}
        name="serviceCategories"
        render={({ field }) => (
          <FormFieldset legend="Services" error={errors.serviceCategories?.message}>
            <div className="grid gap-2 sm:grid-cols-2">
              {SERVICE_CATEGORIES.map((category) => (
                <div key={category} className="flex items-center gap-3">
                  <Checkbox
                    id={`${baseId}-${category}`}
                    checked={field.value?.includes(category) ?? false}
                    onCheckedChange={(checked) => {
                      const current = field.value ?? [];
                      field.onChange(
                        checked === true ? [...current, category] : current.filter((c) => c !== category),
                      );
                    }}
                  />
                  <Label htmlFor={`${baseId}-${category}`} choice>
                    {serviceLabel(category)}
                  </Label>
                </div>
              ))}
            </div>
          </FormFieldset>
        )}
      />
      <Controller
        control={control}
        name="allowsDirectReferrals"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Checkbox
              id={`${baseId}-direct`}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
            <Label htmlFor={`${baseId}-direct`} choice>
              Accept referrals from visitors of this profile
            </Label>
          </div>
        )}
      />
      <SubmitFooter label="Save Profile" pendingLabel="Saving..." pending={update.isPending} />
    </form>
  );
}

function DialogBody({ onDone }: { onDone: () => void }) {
  const profile = useOwnProfile(true);
  if (profile.isPending) return <LoadingState label="Loading your profile..." />;
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => profile.refetch()} />;
  return <ProfileForm profile={profile.data} onDone={onDone} />;
}

/** The owner's 'Edit Profile' (PATCH /api/partner/profile). */
export function EditProfileDialog() {
  return (
    <TriggeredModal
      trigger={
        <Button variant="outline">
          <Pencil aria-hidden="true" />
          Edit Profile
        </Button>
      }
      wide
      title="Edit Profile"
      description="Changes show on your public profile right away."
    >
      {(close) => <DialogBody onDone={close} />}
    </TriggeredModal>
  );
}
