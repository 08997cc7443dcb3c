import { ListingForm, type ListingFormTexts } from '@client/components/listing-form/listing-form';
import { editListingValues } from '@client/components/listing-form/listing-form-values';
import { useListingForEdit } from '@client/components/listing-form/use-listing-api';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { ErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api-client';
import type { UserView } from '@shared/contracts/auth';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { Link, useLocation } from 'wouter';

const EDIT_TEXTS: ListingFormTexts = {
  submit: 'Save Changes',
  pending: 'Saving...',
  successTitle: 'Listing Updated',
  successDescription: 'Your changes are saved.',
  failureTitle: 'Update Failed',
  failureDescription: 'Failed to save your listing.',
};

/** /landlord-listing?listing={id}: the owner (or an admin) edits a listing with the one form. */
export function LandlordListingEdit({ id, user }: { id: string; user: UserView | null }) {
  const [, navigate] = useLocation();
  const listing = useListingForEdit(user ? id : null);
  if (!user) {
    const next = encodeURIComponent(`${PAGE_PATHS.landlordListing}?listing=${id}`);
    return (
      <Alert role="note">
        <AlertTitle>Sign in to edit your listing</AlertTitle>
        <AlertDescription>
          <p>
            <Link href={`${PAGE_PATHS.landlordLogin}?next=${next}`} className="font-semibold underline">
              Sign in
            </Link>{' '}
            with the landlord account the listing belongs to.
          </p>
        </AlertDescription>
      </Alert>
    );
  }
  if (listing.isPending) return <LoadingState label="Loading your listing..." />;
  if (listing.isError) {
    const missing = listing.error instanceof ApiError && listing.error.status === 404;
    return (
      <ErrorState
        title={missing ? 'We could not find this listing' : undefined}
        message={
          missing ? (
            <>
              It is not one of your listings.{' '}
              <Link href={PAGE_PATHS.landlordDashboard} className="underline">
                Back to your dashboard
              </Link>
            </>
          ) : undefined
        }
        error={missing ? undefined : listing.error}
        onRetry={missing ? undefined : () => void listing.refetch()}
      />
    );
  }
  return (
    <ListingForm
      key={listing.data.id}
      user={user}
      texts={EDIT_TEXTS}
      edit={{ id: listing.data.id, values: editListingValues(listing.data) }}
      onSaved={() => navigate(user.role === 'admin' ? PAGE_PATHS.adminInbox : PAGE_PATHS.landlordDashboard)}
    />
  );
}
