import type { HouseholdMember, HouseholdView } from '@shared/contracts/co-living-households';
import {
  type CoLivingHomeProfile,
  type CoLivingProfile,
  householdCompatibility,
  profileFromApplication,
} from '@shared/domain/co-living';
import { canDecline, nextSteps, type WorkflowHousehold } from '@shared/domain/co-living/workflow';
import type { HouseholdRow, MemberRow } from './households-repo';

/** Who reads a household: an admin sees every name; a partner only their own organisation's applicants'. */
export type Viewer = { kind: 'admin'; userId: string } | { kind: 'partner'; organizationId: string };

const dollars = (cents: number | null) => (cents ?? 0) / 100;
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Admins act on every member; a partner on the applicants their organisation brought. */
export const mayActOn = (viewer: Viewer, application: { organizationId: string | null }) =>
  viewer.kind === 'admin' || application.organizationId === viewer.organizationId;

export const isCurrent = (member: MemberRow) => member.match.status !== 'declined';

export function homeProfile(home: HouseholdRow['home']): CoLivingHomeProfile {
  return {
    baseRoomRateCents: home.rentPerRoomCents ?? 0,
    roomTypes: home.roomTypes as CoLivingHomeProfile['roomTypes'],
    accessible: home.accessible,
    allowsPets: home.allowsPets,
    smokingPolicy: home.smokingPolicy,
    quietHours: { start: home.quietHoursStart, end: home.quietHoursEnd },
  };
}

/** The compatibility profiles of the household's current (not declined) members. */
export const currentProfiles = (members: MemberRow[]): CoLivingProfile[] =>
  members.filter(isCurrent).map((member) => profileFromApplication(member.application));

export const workflowState = (
  household: { status: WorkflowHousehold['status']; maxOccupants: number },
  members: MemberRow[],
): WorkflowHousehold => ({
  status: household.status,
  maxOccupants: household.maxOccupants,
  memberStatuses: members.map((member) => member.match.status),
});

function toMember(member: MemberRow, state: WorkflowHousehold, viewer: Viewer): HouseholdMember {
  const { match, application } = member;
  const acts = mayActOn(viewer, application);
  return {
    matchId: match.id,
    applicationId: application.id,
    reference: application.reference,
    veteranName: acts ? member.veteranName : null,
    serviceBranch: application.serviceBranch,
    preferredServiceEra: application.preferredServiceEra,
    status: match.status,
    roomType: match.roomType,
    rentShare: dollars(match.rentShareCents),
    scores: {
      overall: match.overallScore,
      serviceEra: match.serviceEraScore,
      social: match.socialScore,
      lifestyle: match.lifestyleScore,
      financial: match.financialScore,
    },
    matchReason: match.matchReason,
    potentialConcerns: match.potentialConcerns,
    recommendedTrialPeriod: match.recommendedTrialPeriod,
    notifiedAt: iso(match.notifiedAt),
    interviewAt: iso(match.interviewAt),
    trialStartedAt: iso(match.trialStartedAt),
    placedAt: iso(match.placedAt),
    declinedAt: iso(match.declinedAt),
    declinedBy: match.declinedBy,
    // free text staff or a case manager wrote: only for those who may act on the member
    declineReason: acts ? match.declineReason : null,
    nextSteps: acts ? nextSteps(match.status, state) : [],
    canDecline: acts && canDecline(match.status, state),
  };
}

/**
 * The household as `viewer` may see it: members with the scores they were proposed with, and the pairs,
 * score, concerns and trial period computed now over the current members and the home.
 */
export function toHouseholdView(row: HouseholdRow, members: MemberRow[], viewer: Viewer): HouseholdView {
  const { household, home } = row;
  const state = workflowState(household, members);
  const current = members.filter(isCurrent);
  const compatibility = householdCompatibility(currentProfiles(members), homeProfile(home));
  return {
    id: household.id,
    householdName: household.householdName,
    status: household.status,
    maxOccupants: household.maxOccupants,
    currentOccupants: current.filter((m) => m.match.status === 'trial' || m.match.status === 'placed').length,
    home: {
      propertyId: home.propertyId,
      address: home.address,
      city: home.city,
      state: home.state,
      zipCode: home.zipCode,
      baseRoomRate: dollars(home.rentPerRoomCents),
      accessible: home.accessible,
      allowsPets: home.allowsPets,
      smokingPolicy: home.smokingPolicy,
      quietHours: { start: home.quietHoursStart, end: home.quietHoursEnd },
      utilitiesIncluded: home.utilitiesIncluded,
      wifiIncluded: home.wifiIncluded,
      parkingIncluded: home.parkingIncluded,
    },
    members: members.map((member) => toMember(member, state, viewer)),
    pairs: compatibility.pairs.map(({ aId, bId, result }) => ({
      aApplicationId: aId,
      bApplicationId: bId,
      overall: result.overall,
      serviceEra: result.serviceEra,
      social: result.social,
      lifestyle: result.lifestyle,
      financial: result.financial,
      reasons: result.reasons,
      potentialConcerns: result.potentialConcerns,
      compatible: result.compatible,
    })),
    score: compatibility.score,
    recommendedTrialPeriod: compatibility.recommendedTrialPeriod,
    potentialConcerns: compatibility.potentialConcerns,
    monthlyRent: dollars(current.reduce((sum, m) => sum + m.match.rentShareCents, 0)),
    securityDeposit: dollars(household.securityDepositCents),
    trialEndsAt: iso(household.trialEndsAt),
    createdAt: household.createdAt.toISOString(),
  };
}
