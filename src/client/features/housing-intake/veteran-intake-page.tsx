import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { usePartnerSession } from '@client/lib/partner-session';
import { EXISTING_VETERAN_MESSAGE } from '@shared/contracts/bulk-intake';
import { caseloadVeteranPage } from '@shared/contracts/caseload';
import type { VeteranRegisteredResult } from '@shared/contracts/housing-intake';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { IntakeConfirmation } from './intake-confirmation';
import { useStartingOrganization } from './use-housing-intake';
import { VeteranIntakeForm } from './veteran-intake-form';

const NEXT_STEPS = [
  'Our matching engine looks for homes that meet every need you checked, near the ZIP code you gave.',
  'When a home fits, we email the case manager with the address and why it matches.',
  'Our team contacts the landlord and keeps you updated until the veteran moves in.',
] as const;

/** /veteran-intake: a case manager registers a veteran for housing matches. */
export default function VeteranIntakePage() {
  const [registered, setRegistered] = useState<(VeteranRegisteredResult & { key: number }) | null>(null);
  // a signed-in partner's veterans belong to its organisation (the api client sends its token)
  const { session, refused } = usePartnerSession();
  const partner = refused ? null : session;
  // "Start Housing Placement" on an organisation's page: the veteran is referred to it (not for a partner)
  const asked = new URLSearchParams(useSearch()).get('organization');
  const starting = useStartingOrganization(partner ? null : asked);
  const startingWith = starting.data ?? null;
  return (
    <PageShell title="Veteran Housing Intake">
      <PageContainer width="3xl">
        <PageHeader
          eyebrow="For case managers"
          title="Veteran Housing Intake"
          description={
            <p>
              Register a veteran who needs a home. We match them with landlords' listings that fit their
              needs, and tell you when we find one.
            </p>
          }
        />
        <div className="grid gap-6">
          {partner ? (
            <Alert role="note">
              <AlertDescription>
                <p>
                  You're signed in as <strong>{partner.organization.name}</strong>. Veterans you register here
                  are added to your organization, and only your organization and our staff see their details.
                </p>
              </AlertDescription>
            </Alert>
          ) : startingWith ? (
            <Alert role="note">
              <AlertTitle>Starting a housing placement with {startingWith.name}</AlertTitle>
              <AlertDescription>
                <p>
                  We refer the veteran to {startingWith.name} for housing: they are told at once and follow up
                  with the case manager. Only they and our housing staff see the veteran's name and contact
                  details.
                </p>
              </AlertDescription>
            </Alert>
          ) : (
            <Alert role="note">
              <AlertDescription>
                <p>Only our housing staff see the veteran's name and contact details.</p>
              </AlertDescription>
            </Alert>
          )}
          {registered ? (
            <IntakeConfirmation
              key={registered.key}
              title="Veteran registered"
              message={registered.message}
              nextSteps={[
                ...(registered.referral
                  ? [
                      `${registered.referral.organizationName} has the referral, reference ${registered.referral.reference}: quote it when you follow up.`,
                    ]
                  : []),
                ...NEXT_STEPS,
                'You can register another veteran with the form below.',
              ]}
            />
          ) : null}
          {registered?.existingVeteran ? (
            <ExistingVeteranWarning veteranId={registered.caseloadVeteranId} />
          ) : null}
          <VeteranIntakeForm
            organizationId={startingWith?.id}
            onRegistered={(result) => setRegistered({ ...result, key: Date.now() })}
          />
        </div>
      </PageContainer>
    </PageShell>
  );
}

/** The same person was already on record (phone, email, or name and ZIP): one record, now updated. */
function ExistingVeteranWarning({ veteranId }: { veteranId: string | null }) {
  return (
    <Alert variant="warning">
      <AlertDescription>
        <p>
          {EXISTING_VETERAN_MESSAGE}.
          {veteranId ? (
            <>
              {' '}
              <Link href={caseloadVeteranPage(veteranId)} className="font-semibold underline">
                Open the existing record in your caseload
              </Link>
            </>
          ) : null}
        </p>
      </AlertDescription>
    </Alert>
  );
}
