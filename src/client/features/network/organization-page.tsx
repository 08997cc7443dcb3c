import { PageContainer, PageShell } from '@client/components/layout/page-shell';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { QueryErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import { TitledSection } from '@client/components/ui/titled-section';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api-client';
import type { VsoCard } from '@shared/contracts/network';
import { formatFullAddress } from '@shared/domain/address';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { ArrowLeft, HandHeart, House } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { NotFoundCard } from './not-found-card';
import { AccreditedBadge, PlacementTierBadge, VerifiedBadge } from './organization-badges';
import { ContactBox, ServiceCards, WhyPartnerCards } from './organization-sections';
import { PlacementManager } from './placement-manager';
import { PublicReferralForm } from './public-referral-form';
import { ReferralModal } from './referral-modal-lazy';
import { useVso } from './use-network-api';
import { useOwnedOrganizationId } from './use-owner-api';

function ReferralSection({ vso }: { vso: VsoCard }) {
  const [open, setOpen] = useState(false);
  const [thanks, setThanks] = useState<{ message: string; reference: string } | null>(null);
  // for an organisation that takes no direct referrals, the dialog offers what it takes instead
  const [modalOpen, setModalOpen] = useState(false);
  return (
    <TitledSection headingId="refer-heading" title="Refer a veteran" size="hidden">
      {thanks ? (
        <Alert variant="success" role="status">
          <AlertTitle>{thanks.message}</AlertTitle>
          <AlertDescription>
            <p>The organization will contact the veteran within 24 hours.</p>
            <p>
              Your reference: <span className="font-mono">{thanks.reference}</span>
            </p>
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button
          size="lg"
          aria-expanded={vso.allowsDirectReferrals ? open : undefined}
          onClick={() => (vso.allowsDirectReferrals ? setOpen((value) => !value) : setModalOpen(true))}
        >
          <HandHeart aria-hidden="true" />
          Submit Veteran Referral
        </Button>
        <Button asChild size="lg" variant="accent">
          <Link
            href={
              vso.allowsDirectReferrals
                ? `${PAGE_PATHS.veteranIntake}?organization=${encodeURIComponent(vso.id)}`
                : PAGE_PATHS.veteranIntake
            }
          >
            <House aria-hidden="true" />
            Start Housing Placement
          </Link>
        </Button>
      </div>
      {open ? (
        <Card>
          <CardHeader>
            <CardTitle>Submit Veteran Referral</CardTitle>
          </CardHeader>
          <CardContent>
            <PublicReferralForm
              organization={vso}
              onSubmitted={(created) => {
                toast({
                  variant: 'success',
                  title: 'Referral Submitted Successfully',
                  description: 'The organization will contact the veteran within 24 hours.',
                });
                setThanks(created);
                setOpen(false);
              }}
              onCancel={() => setOpen(false)}
            />
          </CardContent>
        </Card>
      ) : null}
      <ReferralModal target={modalOpen ? vso : null} onClose={() => setModalOpen(false)} />
    </TitledSection>
  );
}

function OrganizationDetails({ vso }: { vso: VsoCard }) {
  const ownerId = useOwnedOrganizationId();
  const address = formatFullAddress(vso);
  return (
    <PageContainer className="grid gap-8">
      <Link
        href={PAGE_PATHS.directory}
        className="inline-flex items-center gap-2 font-semibold text-primary underline hover:no-underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to the Trusted Network
      </Link>
      <header className="grid gap-3">
        <h1 className="text-3xl leading-tight font-bold break-words text-primary sm:text-4xl">{vso.name}</h1>
        <div className="flex flex-wrap gap-2">
          {vso.accredited ? <AccreditedBadge /> : null}
          {vso.isVerified ? <VerifiedBadge label="Verified Partner" /> : null}
          <PlacementTierBadge tier={vso.placementTier} />
        </div>
        <p className="text-muted-foreground">{address}</p>
        <p className="max-w-prose text-lg">{vso.description}</p>
      </header>
      <ReferralSection vso={vso} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          {vso.mission ? (
            <Card>
              <CardHeader>
                <CardTitle as="h2">Our mission</CardTitle>
              </CardHeader>
              <CardContent>
                <p>{vso.mission}</p>
              </CardContent>
            </Card>
          ) : null}
          <ServiceCards categories={vso.serviceCategories} />
          <WhyPartnerCards />
        </div>
        <div className="grid content-start gap-6">
          <ContactBox website={vso.website} />
          <PlacementManager organization={vso} ownerId={ownerId} />
        </div>
      </div>
    </PageContainer>
  );
}

/** /partner/{vsoId}: the organisation page. */
export default function OrganizationPage({ vsoId }: { vsoId: string }) {
  const vso = useVso(vsoId);
  let content: ReactNode;
  if (vso.isPending) content = <LoadingState label="Loading organization details..." fullPage />;
  else if (vso.error instanceof ApiError && vso.error.status === 404)
    content = <NotFoundCard message="The organization you're looking for could not be found." />;
  else if (vso.isError)
    content = (
      <PageContainer>
        <QueryErrorState query={vso} />
      </PageContainer>
    );
  else content = <OrganizationDetails vso={vso.data} />;
  return <PageShell title={vso.data?.name ?? 'Organization'}>{content}</PageShell>;
}
