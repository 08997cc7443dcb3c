import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { useErrorSummary } from '@client/components/ui/error-summary';
import { FormSection } from '@client/components/ui/form-section';
import { toast } from '@client/components/ui/use-toast';
import { applyApiErrors } from '@client/lib/form-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UserView } from '@shared/contracts/auth';
import {
  LISTING_REQUIRED_MESSAGE,
  type ListingData,
  ZListingInput,
  ZVisitorListingInput,
} from '@shared/contracts/listing';
import type { PropertyView } from '@shared/contracts/properties';
import { type DefaultValues, type Resolver, useForm } from 'react-hook-form';
import { ContactFields, HomeFields } from './listing-form-fields';
import {
  asksForContact,
  emptyListingValues,
  type ListingFormValues,
  listingPayload,
} from './listing-form-values';
import { useCreateListing, useUpdateListing } from './use-listing-api';

/** The words of the page the form sits on (each page keeps the spec's own). */
export interface ListingFormTexts {
  submit: string;
  pending: string;
  successTitle: string;
  /** The toast's line; the server's answer decides when absent. */
  successDescription?: string;
  failureTitle: string;
  failureDescription: string;
}

export interface ListingFormProps {
  /** Who is signed in (undefined while asking): a visitor (null) is asked for a contact. */
  user: UserView | null | undefined;
  texts: ListingFormTexts;
  onSaved: (listing: PropertyView) => void;
  /** Editing a listing: its id and stored values (the form then sends PUT /api/properties/{id}). */
  edit?: { id: string; values: DefaultValues<ListingFormValues> };
  /** Empty the form after a new listing is sent (to list another home). */
  clearOnSuccess?: boolean;
}

/**
 * The one listing form (decision 0023) of the /landlords wizard and /landlord-listing, new or edited: the
 * same questions, the same contract, POST /api/properties (PUT to edit). An error summary at the top takes
 * the focus after a failed submit; what was typed is kept when the server refuses it.
 */
export function ListingForm({ user, texts, onSaved, edit, clearOnSuccess = false }: ListingFormProps) {
  const withContact = !edit && asksForContact(user);
  // the visitor's contact is required; the schema follows the sign-in (a visitor may sign in mid-form)
  const resolver: Resolver<ListingFormValues, unknown, ListingData> = (values, context, options) =>
    zodResolver(withContact ? ZVisitorListingInput : ZListingInput)(values, context, options);
  const { register, control, handleSubmit, reset, setError, watch, formState } = useForm<
    ListingFormValues,
    unknown,
    ListingData
  >({
    resolver,
    defaultValues: edit?.values ?? emptyListingValues(),
    shouldFocusError: false,
  });
  const { formRef, errorSummary } = useErrorSummary(formState);
  const create = useCreateListing();
  const update = useUpdateListing(edit?.id ?? '');
  const saving = create.isPending || update.isPending;

  const onSubmit = handleSubmit((values) => {
    const payload = listingPayload(values, withContact);
    const handlers = {
      onSuccess: (listing: PropertyView) => {
        if (clearOnSuccess) reset(emptyListingValues());
        toast({
          variant: 'success',
          title: texts.successTitle,
          description: texts.successDescription ?? '',
        });
        onSaved(listing);
      },
      onError: (error: Error) => {
        applyApiErrors(error, setError);
        toast({ variant: 'destructive', title: texts.failureTitle, description: texts.failureDescription });
      },
    };
    if (edit) {
      const {
        landlordName: _n,
        landlordEmail: _e,
        landlordPhone: _p,
        landlordId: _l,
        badges: _b,
        ...home
      } = payload;
      update.mutate(home, handlers);
    } else create.mutate(payload, handlers);
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Property listing" className="grid gap-6">
      {errorSummary}
      {withContact ? (
        <FormSection
          title="About you"
          intro="Our team reviews every listing before veterans see it, and needs a way to reach you about it."
        >
          <ContactFields register={register} errors={formState.errors} />
        </FormSection>
      ) : null}
      <FormSection title="The home">
        <HomeFields
          register={register}
          control={control}
          errors={formState.errors}
          counts={{ rooms: watch('roomCount'), bathrooms: watch('bathrooms') }}
        />
      </FormSection>
      <div className="grid gap-1.5">
        <p className="text-sm font-semibold">Photos</p>
        <Alert role="note">
          <AlertDescription>
            <p>Photo upload is coming soon. For now, describe your home in words above.</p>
          </AlertDescription>
        </Alert>
      </div>
      <div className="grid gap-2">
        {Object.keys(formState.errors).length > 0 ? (
          // the spec's words, once, beside the button; the summary above and each field say what to do
          <p className="font-semibold text-destructive">{LISTING_REQUIRED_MESSAGE}</p>
        ) : null}
        <Button type="submit" size="lg" className="justify-self-start" loading={saving}>
          {saving ? texts.pending : texts.submit}
        </Button>
      </div>
    </form>
  );
}
