import { ListingForm, type ListingFormTexts } from '@client/components/listing-form/listing-form';
import { useCurrentUser } from '@client/lib/user-session';
import type { PropertyView } from '@shared/contracts/properties';
import { useEffect } from 'react';
import { ListingAccountPanel } from './listing-account-panel';
import { StepSection } from './step-section';

/** The spec's words for the wizard's listing step. */
const WIZARD_TEXTS: ListingFormTexts = {
  submit: 'Submit Listing',
  pending: 'Submitting...',
  successTitle: 'Success!',
  successDescription: 'Your listing will be reviewed and published shortly.',
  failureTitle: 'Error',
  failureDescription: 'Failed to submit listing',
};

/** Step 4 of /landlords, 'List Your Property': the one listing form under the account panel. */
export function ListingStep({
  onListed,
  onShown,
}: {
  onListed: (listing: PropertyView) => void;
  /** Called once the step is on screen (the page loads it lazily and then focuses its heading). */
  onShown?: () => void;
}) {
  const currentUser = useCurrentUser();
  useEffect(() => onShown?.(), []);
  return (
    <StepSection
      step="listing"
      intro={<p>Tell veterans about your home. We review every listing before it is published.</p>}
    >
      <ListingAccountPanel />
      <ListingForm user={currentUser.data} texts={WIZARD_TEXTS} onSaved={onListed} />
    </StepSection>
  );
}
