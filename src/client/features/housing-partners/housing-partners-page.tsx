import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import type { PartnerApplicationReceived } from '@shared/contracts/partner-applications';
import { useState } from 'react';
import { ApplicationReceived } from './application-received';
import { HowItWorks } from './how-it-works';
import { PartnerApplicationForm } from './partner-application-form';
import { PartnerBenefits } from './partner-benefits';

/** /housing-partners and /network-partners: real estate professionals apply to partner with the network. */
export default function HousingPartnersPage() {
  const [received, setReceived] = useState<PartnerApplicationReceived | null>(null);
  return (
    <PageShell title="Become a Housing Partner">
      <PageContainer className="grid gap-8">
        <PageHeader
          flush
          eyebrow="For real estate professionals"
          title="Become a Housing Partner"
          description={
            <p>
              Agents, brokers and property managers: help veterans find homes they can afford, and grow your
              business while you do it.
            </p>
          }
        />
        <PartnerBenefits />
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr] lg:items-start">
          <Card>
            <CardHeader>
              <CardTitle as="h2" size="xl" className="text-primary">
                Apply to partner
              </CardTitle>
              <p className="text-muted-foreground">
                It takes about two minutes. Fields marked required are all we need to start.
              </p>
            </CardHeader>
            <CardContent>
              {received ? (
                <ApplicationReceived received={received} onAnother={() => setReceived(null)} />
              ) : (
                <PartnerApplicationForm onReceived={setReceived} />
              )}
            </CardContent>
          </Card>
          <HowItWorks />
        </div>
      </PageContainer>
    </PageShell>
  );
}
