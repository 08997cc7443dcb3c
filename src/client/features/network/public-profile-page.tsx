import { PageContainer, PageShell } from '@client/components/layout/page-shell';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { QueryErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import { TitledSection } from '@client/components/ui/titled-section';
import { ApiError } from '@client/lib/api-client';
import { type PartnerPublicProfile, PROFILE_NOT_FOUND_MESSAGE } from '@shared/contracts/network';
import { formatFullAddress } from '@shared/domain/address';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { ChevronRight, Inbox, LayoutDashboard, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { EditProfileDialog } from './edit-profile-dialog';
import { NotFoundCard } from './not-found-card';
import { OfferHousingDialog } from './offer-housing-dialog';
import { AccreditedBadge, PlacementTierBadge, VerifiedBadge } from './organization-badges';
import { ContactBox, ServiceCards } from './organization-sections';
import { LiveImpactMetrics, RecentReferrals } from './owner-panels';
import { ImpactCard, QuickStats, RecognitionCard, VisitorPrompts } from './profile-cards';
import { ReferVeteranDialog } from './refer-veteran-dialog';
import { ShareButton } from './share-button';
import { usePublicProfile } from './use-network-api';
import { useOwnedOrganizationId } from './use-owner-api';

function Breadcrumb({ name }: { name: string }) {
  const link = 'text-primary underline hover:no-underline';
  const separator = <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />;
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        <li className="flex items-center gap-1">
          <Link href="/" className={link}>
            Home
          </Link>
          {separator}
        </li>
        <li className="flex items-center gap-1">
          <Link href={PAGE_PATHS.directory} className={link}>
            Trusted Network
          </Link>
          {separator}
        </li>
        <li aria-current="page" className="font-semibold break-all">
          {name}
        </li>
      </ol>
    </nav>
  );
}

function Logo({ profile }: { profile: PartnerPublicProfile }) {
  if (profile.logoUrl) {
    return (
      <img
        src={profile.logoUrl}
        alt=""
        className="size-20 shrink-0 rounded-ui border border-border object-contain"
      />
    );
  }
  const initials = profile.name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  // the brand colour is decoration only; the text stays on the primary colour for contrast
  return (
    <div
      aria-hidden="true"
      className="flex size-20 shrink-0 items-center justify-center rounded-ui border-4 bg-primary text-2xl font-bold text-primary-foreground"
      style={{ borderColor: profile.brandColor ?? 'var(--color-accent)' }}
    >
      {initials}
    </div>
  );
}

function ProfileHeader({ profile, isOwner }: { profile: PartnerPublicProfile; isOwner: boolean }) {
  return (
    <header className="grid gap-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <Logo profile={profile} />
        <div className="grid min-w-0 gap-2">
          <h1 className="text-3xl leading-tight font-bold break-words text-primary sm:text-4xl">
            {profile.name}
          </h1>
          <p className="flex items-center gap-2 text-muted-foreground">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {formatFullAddress(profile)}
          </p>
          <div className="flex flex-wrap gap-2">
            {profile.isVerified ? <VerifiedBadge label="Verified Partner" /> : null}
            {profile.accredited ? <AccreditedBadge /> : null}
            {profile.allowsDirectReferrals ? (
              <Badge variant="accent">
                <Inbox aria-hidden="true" />
                Accepting Referrals
              </Badge>
            ) : null}
            <PlacementTierBadge tier={profile.placementTier} />
          </div>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {isOwner ? (
          <>
            <Button asChild>
              <Link href={PAGE_PATHS.partnerDashboard}>
                <LayoutDashboard aria-hidden="true" />
                My Dashboard
              </Link>
            </Button>
            <EditProfileDialog />
            <Button asChild variant="outline">
              <Link href={`/partner/internal/${profile.id}`}>View Dashboard</Link>
            </Button>
          </>
        ) : (
          <Button asChild>
            <Link href={PAGE_PATHS.veteranIntake}>Get Started</Link>
          </Button>
        )}
        {profile.allowsDirectReferrals ? <ReferVeteranDialog organization={profile} /> : null}
        <OfferHousingDialog organization={profile} />
        <ShareButton title={profile.name} />
      </div>
    </header>
  );
}

function Profile({ profile }: { profile: PartnerPublicProfile }) {
  const isOwner = useOwnedOrganizationId() === profile.id;
  const tierAboveOne = profile.integrationTier > 1;
  const { year, count } = profile.helpedThisYear;
  return (
    <PageContainer className="grid gap-8">
      <Breadcrumb name={profile.name} />
      <ProfileHeader profile={profile} isOwner={isOwner} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <p className="rounded-ui bg-success-soft p-4 text-lg font-semibold text-success-soft-foreground">
            This partner helped {count} {count === 1 ? 'veteran' : 'veterans'} in {year}
          </p>
          <TitledSection headingId="about-heading" title="About" size="2xl" gap={2}>
            <p className="max-w-prose">{profile.description}</p>
            {profile.mission ? <p className="max-w-prose italic">{profile.mission}</p> : null}
          </TitledSection>
          <ServiceCards categories={profile.serviceCategories} />
          {isOwner ? (
            <>
              <LiveImpactMetrics />
              <RecentReferrals />
            </>
          ) : null}
        </div>
        <div className="grid content-start gap-6">
          {tierAboveOne ? <ImpactCard profile={profile} isOwner={isOwner} /> : null}
          {tierAboveOne ? <RecognitionCard profile={profile} /> : null}
          <QuickStats profile={profile} />
          <ContactBox website={profile.website} />
          {isOwner ? null : <VisitorPrompts profile={profile} />}
        </div>
      </div>
    </PageContainer>
  );
}

/** /partner/{slug}: the organisation's public profile. */
export default function PublicProfilePage({ slug }: { slug: string }) {
  const profile = usePublicProfile(slug);
  let content: ReactNode;
  if (profile.isPending) content = <LoadingState label="Loading organization profile..." fullPage />;
  else if (profile.error instanceof ApiError && profile.error.status === 404)
    content = <NotFoundCard message={PROFILE_NOT_FOUND_MESSAGE} linkText="Browse All Organizations" />;
  else if (profile.isError)
    content = (
      <PageContainer>
        <QueryErrorState query={profile} />
      </PageContainer>
    );
  else content = <Profile profile={profile.data} />;
  return <PageShell title={profile.data?.name ?? 'Partner profile'}>{content}</PageShell>;
}
