import { AdminBar } from '@client/components/auth/admin-bar';
import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { Badge } from '@client/components/ui/badge';
import { ErrorState } from '@client/components/ui/error-state';
import { BackLink } from '@client/components/ui/link-button';
import { LoadingState } from '@client/components/ui/spinner';
import { StatGrid } from '@client/components/ui/stat-grid';
import { TitledSection } from '@client/components/ui/titled-section';
import { ApiError } from '@client/lib/api-client';
import { formatDate, formatMoney } from '@client/lib/format';
import { partnerLoginPath, usePartnerSession } from '@client/lib/partner-session';
import type { HouseholdView } from '@shared/contracts/co-living-households';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { Redirect } from 'wouter';
import {
  activeMembers,
  days,
  HOUSEHOLD_STATUS_BADGES,
  HOUSEHOLD_STATUS_LABELS,
  homeAddress,
  policiesInWords,
  score,
  trialReason,
} from './co-living-text';
import { MemberCard } from './member-card';
import { PairList } from './pair-list';
import { type Audience, useHousehold } from './use-co-living-households';

const BACK: Record<Audience, { href: string; label: string }> = {
  admin: { href: PAGE_PATHS.adminCoLiving, label: 'Back to the co-living program' },
  partner: { href: PAGE_PATHS.partnerCoLiving, label: 'Back to your co-living applicants' },
};

/**
 * /admin/co-living/households/:id and /partner/co-living/households/:id: the household, each member with
 * the workflow steps the caller may take, and every pair explained.
 */
export default function HouseholdPage({
  householdId,
  audience,
}: {
  householdId: string;
  audience: Audience;
}) {
  const { session, refused } = usePartnerSession();
  const signedOut = audience === 'partner' && (!session || refused);
  const household = useHousehold(householdId, audience, !signedOut);
  const data = household.data;

  if (signedOut)
    return (
      <Redirect
        to={partnerLoginPath(PAGE_PATHS.pagePath(PAGE_PATHS.PAGE_PATTERNS.partnerHousehold, { householdId }))}
        replace
      />
    );
  const notFound = household.error instanceof ApiError && [403, 404].includes(household.error.status);
  return (
    <PageShell title={data ? data.householdName : 'Household'}>
      <PageContainer className="grid gap-8">
        {audience === 'admin' ? <AdminBar /> : null}
        <BackLink href={BACK[audience].href}>{BACK[audience].label}</BackLink>
        {household.isPending ? <LoadingState label="Loading the household..." /> : null}
        {household.isError ? (
          <ErrorState
            title={notFound ? 'We could not find this household' : "We couldn't load this household"}
            message={notFound ? 'It does not exist, or it is not one you can see.' : undefined}
            error={household.error}
            onRetry={notFound ? undefined : () => void household.refetch()}
            retrying={household.isFetching}
          />
        ) : null}
        {data ? <HouseholdDetails household={data} audience={audience} /> : null}
      </PageContainer>
    </PageShell>
  );
}

function HouseholdDetails({ household, audience }: { household: HouseholdView; audience: Audience }) {
  const current = activeMembers(household.members);
  const compatible = household.pairs.filter((pair) => pair.compatible);
  const weakest = compatible.length > 0 ? Math.min(...compatible.map((pair) => pair.overall)) : null;
  const trial = household.recommendedTrialPeriod;
  return (
    <>
      <PageHeader
        flush
        eyebrow="Co-living household"
        title={household.householdName}
        description={
          <div className="grid gap-2">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Badge variant={HOUSEHOLD_STATUS_BADGES[household.status]}>
                {HOUSEHOLD_STATUS_LABELS[household.status]}
              </Badge>
              <span>{homeAddress(household.home)}</span>
            </p>
            <p className="text-base">{policiesInWords(household.home).join('. ')}.</p>
          </div>
        }
      />
      <StatGrid
        items={[
          { label: 'Members', value: `${current.length} of ${household.maxOccupants}` },
          {
            label: 'Household score',
            value: household.score === null ? 'Not yet' : score(household.score),
          },
          {
            label: 'Trial period',
            value: trial === null ? 'Not set' : days(trial),
            note: household.trialEndsAt ? `Ends ${formatDate(household.trialEndsAt)}` : 'Not started yet',
          },
          {
            label: 'Monthly rent',
            value: formatMoney(household.monthlyRent),
            note: `Deposit ${formatMoney(household.securityDeposit)}`,
          },
        ]}
      />
      <TitledSection headingId="household-fit-heading" title="Trial period and concerns" gap={2}>
        <p>
          {trial === null
            ? 'A trial period is recommended once the household has two compatible members.'
            : trialReason(trial, weakest, household.potentialConcerns.length)}
        </p>
        {household.potentialConcerns.length > 0 ? (
          <ul className="list-disc pl-5">
            {household.potentialConcerns.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : (
          <p>No concerns to talk through.</p>
        )}
      </TitledSection>
      <TitledSection headingId="members-heading" title="Members">
        <div className="grid gap-4 lg:grid-cols-2">
          {household.members.map((member) => (
            <MemberCard key={member.matchId} member={member} householdId={household.id} audience={audience} />
          ))}
        </div>
      </TitledSection>
      <PairList pairs={household.pairs} members={household.members} />
    </>
  );
}
