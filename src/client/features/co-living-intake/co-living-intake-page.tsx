import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { formatMoney } from '@client/lib/format';
import { usePartnerSession } from '@client/lib/partner-session';
import type { CoLivingApplicationReceived } from '@shared/contracts/co-living';
import { CO_LIVING_MIN_TOTAL_INCOME } from '@shared/domain/co-living/vocabulary';
import { useState } from 'react';
import { ApplicationReceived } from './application-received';
import { CoLivingForm } from './co-living-form';

/** /co-living-intake: a veteran (or their case manager) applies to share a home with two other veterans. */
export default function CoLivingIntakePage() {
  const [received, setReceived] = useState<CoLivingApplicationReceived | null>(null);
  // a signed-in partner's application belongs to its organisation (the api client sends its token)
  const { session, refused } = usePartnerSession();
  const partner = refused ? null : session;
  return (
    <PageShell title="Co-Living Application">
      <PageContainer width="3xl">
        <PageHeader
          eyebrow="For veterans and case managers"
          title="Co-Living Application"
          description={
            <p>
              Apply to share a home with two other veterans and split the costs. You need a stable income of{' '}
              {formatMoney(CO_LIVING_MIN_TOTAL_INCOME)} or more a month from benefits. It takes four steps.
            </p>
          }
        />
        <div className="grid gap-6">
          <Alert role="note">
            <AlertDescription>
              {partner ? (
                <p>
                  You're signed in as <strong>{partner.organization.name}</strong>. This application is added
                  to your organization, and only your organization and our staff see the veteran's details.
                </p>
              ) : (
                <p>Only our housing staff see the veteran's contact details and income.</p>
              )}
            </AlertDescription>
          </Alert>
          {received ? (
            <ApplicationReceived received={received} onAnother={() => setReceived(null)} />
          ) : (
            <CoLivingForm onReceived={setReceived} />
          )}
        </div>
      </PageContainer>
    </PageShell>
  );
}
