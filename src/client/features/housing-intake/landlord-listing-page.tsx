import { LandlordTierBadge } from '@client/components/housing/landlord-tier-badge';
import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { ListingForm, type ListingFormTexts } from '@client/components/listing-form/listing-form';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { LoadingState } from '@client/components/ui/spinner';
import { useStoredState } from '@client/lib/use-hydrated';
import { useCurrentUser } from '@client/lib/user-session';
import { PROPERTY_LISTED_MESSAGE } from '@shared/contracts/housing-intake';
import { LANDLORD_TIER_LABELS } from '@shared/domain/match-engine/landlord-tiers';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { type ReactNode, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { IntakeConfirmation } from './intake-confirmation';
import { LandlordListingEdit } from './landlord-listing-edit';

const TITLE = 'List a Property';
const EDIT_TITLE = 'Edit a Listing';
/** The spec's words for this page's listing. */
const LISTING_TEXTS: ListingFormTexts = {
  submit: 'List Property',
  pending: 'Listing...',
  successTitle: 'Property Listed Successfully',
  successDescription: PROPERTY_LISTED_MESSAGE,
  failureTitle: 'Listing Failed',
  failureDescription: 'Failed to list your property.',
};
const NEXT_STEPS = [
  'Our matching engine checks your home against veterans who need housing near its ZIP code.',
  'When a veteran fits, our team contacts you with the match and why it fits.',
  'You decide with the veteran and their case manager; we help until they move in.',
] as const;
/** A listing from a visitor or an unverified account waits for our team before veterans see it. */
const REVIEW_STEP =
  'Our team reviews your listing before veterans see it. We email you when it is published, or tell you why it was not.';

const notHydrating = () => false;

/**
 * /landlord-listing: a landlord lists a home with the one listing form; `?listing={id}` edits one. The server renders
 * the page ahead (decision 0028) without knowing who is signed in: it shows a visitor's form (most who come here have
 * no account), which follows the session's answer once it comes, so nothing moves for a visitor. Rendered in the
 * browser alone (a link followed in the app, an edit), the page waits for the answer as before.
 */
export default function LandlordListingPage() {
  const currentUser = useCurrentUser();
  const editId = new URLSearchParams(useSearch()).get('listing');
  const [listed, setListed] = useState<{ waiting: boolean; key: number } | null>(null);
  // true only in the render that hydrates a page rendered ahead (useStoredState's `empty`), kept from that render
  const [hydrating] = useStoredState(notHydrating, true);
  const [renderedAhead] = useState(hydrating);
  // a page rendered ahead is a visitor's (null) until the session answers, as the server rendered it
  const user = currentUser.isPending && renderedAhead ? null : currentUser.data;
  const isLandlord = user?.role === 'landlord';
  const title = editId ? EDIT_TITLE : TITLE;

  let body: ReactNode;
  if (currentUser.isPending && (!renderedAhead || editId))
    body = <LoadingState label="Loading the form..." />;
  else if (editId) body = <LandlordListingEdit id={editId} user={user ?? null} />;
  else
    body = (
      <>
        {listed ? (
          <IntakeConfirmation
            key={listed.key}
            title="Property listed"
            message={PROPERTY_LISTED_MESSAGE}
            nextSteps={[
              ...(listed.waiting ? [REVIEW_STEP] : []),
              ...NEXT_STEPS,
              'You can list another home with the form below.',
            ]}
          />
        ) : null}
        <ListingForm
          user={user}
          texts={LISTING_TEXTS}
          clearOnSuccess
          onSaved={(listing) => setListed({ waiting: listing.status === 'pending_review', key: Date.now() })}
        />
      </>
    );

  return (
    <PageShell title={title}>
      <PageContainer width="3xl">
        <PageHeader
          eyebrow="For landlords"
          title={title}
          description={
            <p>
              Tell us about a home you rent. We match it with veterans whose needs it meets, and contact you
              when we find one.
            </p>
          }
        />
        <div className="grid gap-6">
          <Alert role="note">
            <AlertTitle>Your landlord tier</AlertTitle>
            <AlertDescription>
              <p>
                Homes of higher-tier landlords are matched first (<LandlordTierBadge tier="bronze" /> up to{' '}
                <LandlordTierBadge tier="impact-champion" />
                ). Your tier comes with your account, not this form: new landlords start as a{' '}
                {LANDLORD_TIER_LABELS.bronze}.{' '}
                {isLandlord ? (
                  <>
                    See your listings on your{' '}
                    <Link href={PAGE_PATHS.landlordDashboard} className="underline">
                      dashboard
                    </Link>
                    .
                  </>
                ) : (
                  <>
                    <Link
                      href={`${PAGE_PATHS.landlordLogin}?next=${PAGE_PATHS.landlordListing}`}
                      className="underline"
                    >
                      Sign in
                    </Link>{' '}
                    to list on your account.
                  </>
                )}
              </p>
            </AlertDescription>
          </Alert>
          {body}
        </div>
      </PageContainer>
    </PageShell>
  );
}
