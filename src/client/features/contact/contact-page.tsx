import { CrisisLines } from '@client/components/layout/crisis-lines';
import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { formatMoney } from '@client/lib/format';
import { findPricingPlan, planContactSubject } from '@shared/domain/pricing-plans';
import { useSearchParams } from 'wouter';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';

export default function ContactPage() {
  const [params] = useSearchParams();
  const plan = findPricingPlan(params.get('plan'));
  const paidPlan = plan && plan.price > 0 ? plan : undefined;

  return (
    <PageShell title="Contact Us">
      <PageContainer>
        <PageHeader
          title="Contact Us"
          description={<p>Send us a message, call or email us. We reply within 1 business day.</p>}
        />
        <CrisisLines />
        <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
          <div className="grid content-start gap-5">
            {paidPlan ? (
              <Alert role="status">
                <AlertTitle>You chose the {paidPlan.name} plan</AlertTitle>
                <AlertDescription>
                  <p>
                    {formatMoney(paidPlan.price)} {paidPlan.period}. We don't take payments online yet. Send
                    us this message with a few words about your property, and our team will set up your plan
                    with you.
                  </p>
                </AlertDescription>
              </Alert>
            ) : null}
            <ContactForm
              key={paidPlan?.name ?? ''}
              initialSubject={paidPlan ? planContactSubject(paidPlan) : ''}
            />
          </div>
          <ContactDetails />
        </div>
      </PageContainer>
    </PageShell>
  );
}
