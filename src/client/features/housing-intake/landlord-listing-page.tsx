import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Badge } from '@client/components/ui/badge';
import { LoadingState } from '@client/components/ui/spinner';
import { useCurrentUser } from '@client/lib/user-session';
import type { PropertyListedResult } from '@shared/contracts/housing';
import { useState } from 'react';
import { Link } from 'wouter';
import { IntakeConfirmation } from './intake-confirmation';
import { LandlordListingForm } from './landlord-listing-form';

const TITLE = 'List a Property';
const NEXT_STEPS = [
  'Our matching engine checks your home against veterans who need housing near its ZIP code.',
  'When a veteran fits, our team contacts you with the match and why it fits.',
  'You decide with the veteran and their case manager; we help until they move in.',
] as const;
/** A listing from a visitor or an unverified account waits for our team before veterans see it. */
const REVIEW_STEP =
  'Our team reviews your listing before veterans see it. We email you when it is published, or tell you why it was not.';

/** /landlord-listing: a landlord lists a home for the housing match engine. */
export default function LandlordListingPage() {
  const currentUser = useCurrentUser();
  const [listed, setListed] = useState<(PropertyListedResult & { key: number }) | null>(null);
  const user = currentUser.data;
  const isLandlord = user?.role === 'landlord';

  return (
    <PageShell title={TITLE}>
      <PageContainer className="max-w-3xl">
        <PageHeader
          eyebrow="For landlords"
          title={TITLE}
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
                Homes of higher-tier landlords are matched first (<Badge variant="bronze">Bronze</Badge> up to{' '}
                <Badge>Impact Champion</Badge>). Your tier comes with your account, not this form: new
                landlords start at Bronze.{' '}
                {isLandlord ? (
                  <>
                    See your listings on your{' '}
                    <Link href="/landlord/dashboard" className="underline">
                      dashboard
                    </Link>
                    .
                  </>
                ) : (
                  <>
                    <Link href="/landlord/login?next=/landlord-listing" className="underline">
                      Sign in
                    </Link>{' '}
                    to list on your account.
                  </>
                )}
              </p>
            </AlertDescription>
          </Alert>
          {listed ? (
            <IntakeConfirmation
              key={listed.key}
              title="Property listed"
              message={listed.message}
              nextSteps={[
                ...(listed.status === 'pending_review' ? [REVIEW_STEP] : []),
                ...NEXT_STEPS,
                'You can list another home with the form below.',
              ]}
            />
          ) : null}
          {currentUser.isPending ? (
            <LoadingState label="Loading the form..." />
          ) : (
            <LandlordListingForm
              key={user?.id ?? 'visitor'}
              user={user}
              onListed={(result) => setListed({ ...result, key: Date.now() })}
            />
          )}
        </div>
      </PageContainer>
    </PageShell>
  );
}
