import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { usePartnerSession } from '@client/lib/partner-session';
import type { BulkIntakeResponse } from '@shared/contracts/bulk-intake';
import { useState } from 'react';
import { BulkIntakeForm } from './bulk-intake-form';
import { CaseloadNote } from './caseload-note';
import { IntakeResults } from './intake-results';
import { SupportOffers, SupportWelcome } from './support-welcome';

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
          {batch ? <IntakeResults response={batch} /> : null}
        </PageContainer>
      </section>
    </PageShell>
  );
}
