import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { PersonStatusBadge } from '@client/components/person/person-status-badge';
import { PersonTimeline } from '@client/components/person/person-timeline';
import { RecordPersonEvent } from '@client/components/person/record-person-event';
import { TriageBadges } from '@client/components/person/triage-badges';
import { Button } from '@client/components/ui/button';
import { ErrorState, QueryErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import { parseApiError } from '@client/lib/api-client';
import { partnerLoginPath, usePartnerCalls, usePartnerSession } from '@client/lib/partner-session';
import {
  CASELOAD_NOT_FOUND_MESSAGE,
  CASELOAD_PAGE_ROUTE,
  caseloadVeteranPage,
} from '@shared/contracts/caseload';
import { partnerOfferDecisionPath } from '@shared/contracts/offer-decisions';
import { partnerPersonEventsPath } from '@shared/contracts/person-events';
import { formatAddress } from '@shared/domain/address';
import { isOpenReferral } from '@shared/domain/referral-open';
import { ArrowLeft } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, Redirect } from 'wouter';
import { STATUS_EXPLANATIONS } from './caseload-text';
import { useCaseloadVeteran } from './use-caseload';
import { VeteranMatches, VeteranRecord } from './veteran-record';

// the move-in form and its form library load only for a person who can still move in (the signed-in page budget)
const RecordMoveIn = lazy(() =>
  import('@client/components/person/record-move-in').then((module) => ({ default: module.RecordMoveIn })),
);

function BackLink() {
  return (
    <Button variant="outline" asChild className="justify-self-start">
      <Link href={CASELOAD_PAGE_ROUTE}>
        <ArrowLeft aria-hidden="true" />
        Back to caseload
      </Link>
    </Button>
  );
}

/** /partner/caseload/{veteranId}: one veteran of the organisation's caseload (the read is audited). */
export default function VeteranDetailPage({ veteranId }: { veteranId: string }) {
  const { session, refused } = usePartnerSession();
  const veteran = useCaseloadVeteran(veteranId, session !== null && !refused);
  const partnerCalls = usePartnerCalls();

  if (!session || refused) return <Redirect to={partnerLoginPath(caseloadVeteranPage(veteranId))} replace />;

  const placeholderHeader = <PageHeader flush eyebrow="Caseload" title="Veteran record" />;
  let content: ReactNode;
  if (veteran.isPending)
    content = (
      <>
        {placeholderHeader}
        <LoadingState label="Loading veteran..." />
      </>
    );
  else if (veteran.isError) {
    const { status } = parseApiError(veteran.error);
    content = (
      <>
        {placeholderHeader}
        {status === 404 || status === 400 ? (
          <ErrorState
            title={CASELOAD_NOT_FOUND_MESSAGE}
            message="Only the veterans your organization brought in are in your caseload."
          />
        ) : (
          <QueryErrorState query={veteran} title="We couldn't load this veteran" />
        )}
      </>
    );
  } else {
    const data = veteran.data;
    content = (
      <>
        <PageHeader
          flush
          eyebrow="Caseload"
          title={data.name ?? 'Name not given'}
          description={
            <div className="grid gap-2">
              <p className="flex flex-wrap items-center gap-2">
                <PersonStatusBadge status={data.status} />
                <TriageBadges urgency={data.urgency} priority={data.priority} />
              </p>
              <p>{STATUS_EXPLANATIONS[data.status]}</p>
            </div>
          }
        />
        <VeteranRecord veteran={data} />
        <PersonTimeline timeline={data.timeline} headingId="caseload-timeline" />
        <VeteranMatches matches={data.matches} />
        {data.status === 'moved_in' || data.status === 'exited' ? null : (
          <Suspense fallback={<LoadingState label="Loading the move-in form" />}>
            <RecordMoveIn
              organizationId={session.organization.id}
              referralId={data.referral && isOpenReferral(data.referral.status) ? data.referral.id : null}
              homes={data.matches.map((match) => ({ ...match, address: formatAddress(match) }))}
              onError={partnerCalls.onError}
            />
          </Suspense>
        )}
        <RecordPersonEvent
          path={partnerPersonEventsPath(veteranId)}
          decisions={{
            offers: data.matches
              .filter((match) => match.awaitsDecision)
              .map((match) => ({ matchId: match.matchId, address: formatAddress(match) })),
            pathOf: (matchId) => partnerOfferDecisionPath(veteranId, matchId),
          }}
        />
      </>
    );
  }

  return (
    // the document title stays generic: a veteran's name does not belong in browser history
    <PageShell title="Veteran record">
      <PageContainer className="grid gap-8">
        <BackLink />
        {content}
      </PageContainer>
    </PageShell>
  );
}
