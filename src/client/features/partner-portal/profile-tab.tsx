import { Badge } from '@client/components/ui/badge';
import { Card, CardContent } from '@client/components/ui/card';
import { PhoneLink } from '@client/components/ui/phone-link';
import type { OrganizationView } from '@shared/contracts/organizations';
import { formatFullAddress } from '@shared/domain/address';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { integrationTierText } from '@shared/domain/partner-tiers';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-border py-3 last:border-b-0 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="font-semibold text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function location(org: OrganizationView): string {
  return formatFullAddress(org);
}

function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

const linkClass = 'text-primary underline hover:no-underline';

/** The 'Organization Profile' tab: the organisation's details as the platform holds them. */
export function ProfileTab({ organization }: { organization: OrganizationView }) {
  return (
    <section aria-labelledby="partner-profile-heading" className="grid gap-5">
      <h2 id="partner-profile-heading" className="text-2xl font-bold text-primary">
        Organization Profile
      </h2>
      <Card>
        <CardContent padding="snug">
          <dl>
            <Row term="Location">{location(organization)}</Row>
            <Row term="Phone">
              <PhoneLink phone={organization.phone} />
            </Row>
            <Row term="Email">
              {organization.email ? (
                <a href={`mailto:${organization.email}`} className={linkClass}>
                  {organization.email}
                </a>
              ) : (
                'Not given'
              )}
            </Row>
            <Row term="Website">
              {organization.website ? (
                <a
                  href={websiteHref(organization.website)}
                  className={linkClass}
                  target="_blank"
                  rel="noreferrer"
                >
                  {organization.website}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                'Not given'
              )}
            </Row>
            <Row term="Tier level">
              <Badge variant="secondary">{integrationTierText(organization.integrationTier)}</Badge>
            </Row>
            <Row term="Direct referrals">{organization.allowsDirectReferrals ? 'Enabled' : 'Disabled'}</Row>
            <Row term="Verification">{organization.isVerified ? 'Verified' : 'Pending'}</Row>
          </dl>
        </CardContent>
      </Card>
      <p className="text-muted-foreground">
        To change these details or your tier,{' '}
        <Link href={PAGE_PATHS.contact} className={linkClass}>
          contact us
        </Link>
        . See how veterans and case managers see your organization on your{' '}
        <Link href={`/partner/${encodeURIComponent(organization.slug)}`} className={linkClass}>
          public profile
        </Link>
        .
      </p>
    </section>
  );
}
