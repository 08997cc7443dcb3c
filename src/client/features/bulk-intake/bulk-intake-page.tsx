import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { LoadingState } from '@client/components/ui/spinner';
import { usePartnerSession } from '@client/lib/partner-session';
import type { BulkIntakeResponse } from '@shared/contracts/bulk-intake';
import { lazy, Suspense, useState } from 'react';
import { BulkIntakeForm } from './bulk-intake-form';
import { CaseloadNote } from './caseload-note';
import { SupportOffers, SupportWelcome } from './support-welcome';

/** The results (cards, packet, landlord route) load once a batch is sent, not while the page hydrates. */
const IntakeResults = lazy(() => import('./intake-results').then((m) => ({ default: m.IntakeResults })));

/** /support: the support-flow section for service organisations and case workers. */
export default function BulkIntakePage() {
  const [batch, setBatch] = useState<BulkIntakeResponse | null>(null);
  // a signed-in partner's token goes with the intake (the api client adds it); a refused one is cleared
  const { session, refused } = usePartnerSession();
  const partner = refused ? null : session;
  return (
    <PageShell title="For Support Organizations">
      <SupportWelcome />
      <section id="support-flow" aria-labelledby="support-flow-heading">
        <PageContainer className="grid gap-10">
          <PageHeader
            flush
            title={<span id="support-flow-heading">For Support Organizations</span>}
            description="Enter the veterans you work with, see which homes fit each one, and know who needs help first."
          />
          <SupportOffers />
          <CaseloadNote organizationName={partner?.organization.name ?? null} />
          <BulkIntakeForm onProcessed={setBatch} />
          {batch ? (
            <Suspense fallback={<LoadingState label="Loading the results..." />}>
              <IntakeResults response={batch} />
            </Suspense>
          ) : null}
        </PageContainer>
      </section>
    </PageShell>
  );
}
