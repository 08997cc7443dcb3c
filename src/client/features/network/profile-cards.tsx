import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { formatNumber } from '@client/lib/format';
import type { PartnerPublicProfile } from '@shared/contracts/network';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { integrationTierText } from '@shared/domain/partner-tiers';
import { placementTierLabel, TOP_REFERRAL_PARTNER_LABEL } from '@shared/domain/placement-tiers';
import { Award, BadgeCheck, ShieldCheck, TrendingUp, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ImpactReportButton } from './impact-report-button';

function SideCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader>
        <CardTitle as="h2" id={id}>
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">{children}</CardContent>
    </Card>
  );
}

/** Impact card (integration tier above 1); the owner downloads the report from it. */
export function ImpactCard({ profile, isOwner }: { profile: PartnerPublicProfile; isOwner: boolean }) {
  return (
    <SideCard id="impact-heading" title="Impact">
      <p className="flex items-center gap-2">
        <TrendingUp className="size-5 shrink-0 text-success" aria-hidden="true" />
        <span>
          <span className="font-bold">{formatNumber(profile.placements, 0)}</span> veterans placed in homes
          since joining.
        </span>
      </p>
      {isOwner ? (
        <div>
          <ImpactReportButton vsoId={profile.id} slug={profile.slug} />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          The organization's full impact report is shared with its partners.
        </p>
      )}
    </SideCard>
  );
}

/** Recognition card (integration tier above 1). */
export function RecognitionCard({ profile }: { profile: PartnerPublicProfile }) {
  const items = [
    profile.topReferralPartner ? { icon: Trophy, text: TOP_REFERRAL_PARTNER_LABEL } : null,
    profile.isVerified ? { icon: BadgeCheck, text: 'Verified Partner' } : null,
    profile.accredited ? { icon: ShieldCheck, text: 'VA Accredited' } : null,
    { icon: Award, text: placementTierLabel(profile.placementTier) },
  ].filter((item) => item !== null);
  return (
    <SideCard id="recognition-heading" title="Recognition">
      <ul className="grid gap-2">
        {items.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2 font-semibold">
            <Icon className="size-5 shrink-0 text-accent-strong" aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>
    </SideCard>
  );
}

export function QuickStats({ profile }: { profile: PartnerPublicProfile }) {
  const stats = [
    ['Placements, all time', formatNumber(profile.placements, 0)],
    [`Veterans helped in ${profile.helpedThisYear.year}`, formatNumber(profile.helpedThisYear.count, 0)],
    ['Services offered', formatNumber(profile.serviceCategories.length, 0)],
    ['Access tier', integrationTierText(profile.integrationTier)],
    ['Member since', String(new Date(profile.createdAt).getUTCFullYear())],
  ] as const;
  return (
    <SideCard id="quick-stats-heading" title="Quick Stats">
      <dl className="grid gap-2">
        {stats.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 border-b border-border pb-2 last:border-b-0">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </SideCard>
  );
}

/** 'Connect to Unlock More' and 'Get Verified' prompts for visitors (never the owner). */
export function VisitorPrompts({ profile }: { profile: PartnerPublicProfile }) {
  const prompts = [
    profile.integrationTier <= 1
      ? {
          title: 'Connect to Unlock More',
          action: 'Contact us to connect',
          text: 'Work with this organization through the platform to unlock impact reports and recognition.',
        }
      : null,
    profile.isVerified
      ? null
      : {
          title: 'Get Verified',
          action: 'Contact us about verification',
          text: 'This organization is not verified yet. Is it yours? Contact us to start verification.',
        },
  ].filter((prompt) => prompt !== null);
  return prompts.map((prompt) => (
    <Card key={prompt.title} tone="info">
      <CardHeader>
        <CardTitle as="h2">{prompt.title}</CardTitle>
        <CardDescription tone="info">{prompt.text}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link href={PAGE_PATHS.contact}>{prompt.action}</Link>
        </Button>
      </CardContent>
    </Card>
  ));
}
