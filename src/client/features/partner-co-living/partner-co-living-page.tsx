import { PartnerPage, useSignedInPartner } from '@client/components/auth/partner-page';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { QueryErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import { TitledSection } from '@client/components/ui/titled-section';
import { formatNumber } from '@client/lib/format';

import * as PAGE_PATHS from '@shared/domain/page-paths';
import { Users } from 'lucide-react';
import { Link } from 'wouter';
import { PartnerCoLivingCards, PartnerCoLivingTable } from './partner-co-living-table';
import { PARTNER_CO_LIVING_LIMIT, usePartnerCoLiving } from './use-partner-co-living';

const TITLE = 'Co-Living Applicants';
const HEADING_ID = 'partner-co-living-heading';
export const PARTNER_CO_LIVING_ROUTE = PAGE_PATHS.partnerCoLiving;
const INTAKE_ROUTE = PAGE_PATHS.coLivingIntake;

/** /partner/co-living: the organisation's co-living applicants, where each stands, and their household. */
export default function PartnerCoLivingPage() {
  // a refused session (401) is cleared by the partner calls: the partner signs in again and comes back
  const session = useSignedInPartner();
  const applicants = usePartnerCoLiving(session !== null);
  const list = applicants.data;
  return (
    <PartnerPage
      session={session}
      path={PARTNER_CO_LIVING_ROUTE}
      title={TITLE}
      description={
        <p>
          The veterans you applied for co-living, newest first. See who waits for housemates and why, and open
          a proposed household to read how the housemates fit together.
        </p>
      }
      actions={
        <Button variant="accent" asChild>
          <Link href={INTAKE_ROUTE}>Apply for Co-Living</Link>
        </Button>
      }
    >
      <TitledSection headingId={HEADING_ID} title="Applicants" count={list?.length}>
        {applicants.isPending ? <LoadingState label="Loading co-living applicants..." /> : null}
        {applicants.isError ? (
          <QueryErrorState query={applicants} title="We couldn't load your co-living applicants" />
        ) : null}
        {list && !applicants.isError && list.length === 0 ? (
          <EmptyState
            icon={Users}
            title="No co-living applicants yet."
            description="Veterans you apply for while signed in appear here with where their application stands."
            action={
              <Button asChild>
                <Link href={INTAKE_ROUTE}>Apply for Co-Living</Link>
              </Button>
            }
          />
        ) : null}
        {list && !applicants.isError && list.length > 0 ? (
          <>
            <PartnerCoLivingTable applicants={list} labelledBy={HEADING_ID} />
            <PartnerCoLivingCards applicants={list} labelledBy={HEADING_ID} />
            {list.length >= PARTNER_CO_LIVING_LIMIT ? (
              <p className="text-sm text-muted-foreground">
                Showing the {formatNumber(PARTNER_CO_LIVING_LIMIT, 0)} newest applications.
              </p>
            ) : null}
          </>
        ) : null}
      </TitledSection>
    </PartnerPage>
  );
}
