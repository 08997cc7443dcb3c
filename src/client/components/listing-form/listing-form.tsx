import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { ErrorSummary } from '@client/components/ui/error-summary';
import { FormSection } from '@client/components/ui/form-section';
import { toast } from '@client/components/ui/use-toast';
import { toInteger } from '@client/lib/form-values';
import { restoreDefaults } from '@client/lib/restore-defaults';
import { useActionForm } from '@client/lib/use-action-form';
import type { UserView } from '@shared/contracts/auth';
import { LISTING_REQUIRED_MESSAGE } from '@shared/contracts/listing';
import type { PropertyView } from '@shared/contracts/properties';
import { useRef } from 'react';
import { ContactFields, HomeFields } from './listing-form-fields';
import {
  asksForContact,
  emptyListingValues,
  type ListingFormDefaults,
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
  edit?: { id: string; values: ListingFormDefaults };
  /** Empty the form after a new listing is sent (to list another home). */
  clearOnSuccess?: boolean;
}

/** '' (nothing chosen) stays undefined so the contract says what is missing. */
const chosenNumber = (value: unknown) => (value === '' || value == null ? undefined : Number(value));

/**
 * The one listing form (decision 0023) of the /landlords wizard and /landlord-listing, new or edited: the
 * same questions, the same contract, POST /api/properties (PUT to edit). Uncontrolled fields, checked by the contract
 * loaded on the first submit (decision 0047). An error summary at the top takes the focus after a failed submit;
 * what was typed is kept when the server refuses it.
 */
export function ListingForm({ user, texts, onSaved, edit, clearOnSuccess = false }: ListingFormProps) {
  const withContact = !edit && asksForContact(user);
  // the visitor's contact is required; the check follows the sign-in (a visitor may sign in mid-form)
  const withContactNow = useRef(withContact);
  withContactNow.current = withContact;
  const create = useCreateListing();
  const update = useUpdateListing(edit?.id ?? '');
  const saving = create.isPending || update.isPending;
  const { formRef, errors, attempt, onSubmit, showApiError } = useActionForm(
    () =>
      import('./listing-form-contract').then(({ listingFormContract }) =>
        listingFormContract(() => withContactNow.current),
      ),
    (values) => {
      const payload = listingPayload(values, withContact);
      const handlers = {
        onSuccess: (listing: PropertyView) => {
          if (clearOnSuccess) restoreDefaults(formRef.current);
          toast({
            variant: 'success',
            title: texts.successTitle,
            description: texts.successDescription ?? '',
          });
          onSaved(listing);
        },
        onError: (error: Error) => {
          showApiError(error);
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
    },
    {
      prepare: (values) => ({
        ...values,
        roomCount: chosenNumber(values.roomCount),
        bathrooms: chosenNumber(values.bathrooms),
        rentPerRoom: toInteger(values.rentPerRoom),
      }),
      focusFirstInvalid: false,
    },
  );
  const values = edit?.values ?? emptyListingValues();

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Property listing" className="grid gap-6">
      <ErrorSummary form={formRef} attempt={attempt} errors={errors} />
      {withContact ? (
        <FormSection
          title="About you"
          intro="Our team reviews every listing before veterans see it, and needs a way to reach you about it."
        >
          <ContactFields values={values} errors={errors} />
        </FormSection>
      ) : null}
      <FormSection title="The home">
        <HomeFields values={values} errors={errors} />
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
        {Object.keys(errors).length > 0 ? (
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
