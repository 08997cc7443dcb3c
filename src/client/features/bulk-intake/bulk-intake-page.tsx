import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import type { BulkIntakeResponse } from '@shared/contracts/bulk-intake';
import { useState } from 'react';
import { BulkIntakeForm } from './bulk-intake-form';
import { IntakeResults } from './intake-results';
import { SupportOffers, SupportWelcome } from './support-welcome';

/** /support: the support-flow section for service organisations and case workers. */
export default function BulkIntakePage() {
  const [batch, setBatch] = useState<BulkIntakeResponse | null>(null);
  return (
    <PageShell title="For Support Organizations">
      <SupportWelcome />
      <section id="support-flow" aria-labelledby="support-flow-heading">
        <PageContainer className="grid gap-10">
          <PageHeader
            className="mb-0"
            title={<span id="support-flow-heading">For Support Organizations</span>}
            description="Enter the veterans you work with, see which homes fit each one, and know who needs help first."
          />
          <SupportOffers />
          <BulkIntakeForm onProcessed={setBatch} />
          {batch ? <IntakeResults response={batch} /> : null}
        </PageContainer>
      </section>
    </PageShell>
  );
}
