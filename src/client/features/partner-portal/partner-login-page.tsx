import { BenefitsCard } from '@client/components/account/benefits-card';
import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { Card, CardContent } from '@client/components/ui/card';
import { safeNextPath } from '@client/lib/next-path';
import { PARTNER_DASHBOARD_ROUTE, PARTNER_LOGIN_ROUTE, usePartnerSession } from '@client/lib/partner-session';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { ArrowLeft } from 'lucide-react';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { PartnerLoginForm } from './partner-login-form';

const BENEFITS = [
  'See every veteran referred to your organization in one place',
  'Move each referral from first contact to a housing match',
  'Keep internal notes your team can share',
  'Track your response times and referrals month by month',
  'Export your referrals as a spreadsheet (Tier 2 partners and above)',
] as const;

/** /partner/login: organisations sign in with their email and password. */
export default function PartnerLoginPage() {
  const [, navigate] = useLocation();
  const next = safeNextPath(
    new URLSearchParams(useSearch()).get('next'),
    PARTNER_DASHBOARD_ROUTE,
    PARTNER_LOGIN_ROUTE,
  );
  // a partner who is already signed in goes straight on
  const alreadySignedIn = usePartnerSession().session !== null;
  if (alreadySignedIn) return <Redirect to={next} replace />;

  return (
    <PageShell title="Partner Login">
      <PageContainer width="5xl">
        <Link
          href={PAGE_PATHS.directory}
          className="mb-6 inline-flex items-center gap-2 font-semibold text-primary underline hover:no-underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Directory
        </Link>
        <PageHeader
          title="Partner Login"
          description="Veteran service organizations sign in here to see and manage the veterans referred to them."
        />
        <div className="grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-start">
          <Card>
            <CardContent padding="full">
              <PartnerLoginForm onSignedIn={() => navigate(next)} />
            </CardContent>
          </Card>
          <BenefitsCard headingId="partner-benefits-heading" heading="What partners get" benefits={BENEFITS}>
            <div className="grid gap-1">
              <h3 className="font-bold">Need a partner account?</h3>
              <p>
                Our team sets up each organization's account.{' '}
                <Link href={PAGE_PATHS.contact} className="font-semibold underline hover:no-underline">
                  Contact us
                </Link>{' '}
                and we'll help you get started.
              </p>
            </div>
          </BenefitsCard>
        </div>
      </PageContainer>
    </PageShell>
  );
}
