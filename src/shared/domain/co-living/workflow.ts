import type { CoLivingMatchStatus, DeclinedBy, HouseholdStatus } from './vocabulary';

/**
 * The placement workflow (issue 13, section 5): each proposed member moves pending -> notified -> interview
 * -> trial -> placed, or is declined on the way. A member may start the trial as soon as every place of the
 * household is proposed (each member accepts on their own); the household's trial starts when the last
 * member has. A member is placed only while the household is on trial; the household is active once every
 * member is placed.
 */

export const ADVANCE_STEPS = ['notified', 'interview', 'trial', 'placed'] as const;
export type AdvanceStep = (typeof ADVANCE_STEPS)[number];

const NEXT_STEP: Partial<Record<CoLivingMatchStatus, AdvanceStep>> = {
  pending: 'notified',
  notified: 'interview',
  interview: 'trial',
  trial: 'placed',
};

/** A member's step can be declined until they are placed. */
export const DECLINABLE_STATUSES: readonly CoLivingMatchStatus[] = [
  'pending',
  'notified',
  'interview',
  'trial',
];

/** The words staff read for a member's status in a refusal. */
export const MATCH_STATUS_WORDS: Record<CoLivingMatchStatus, string> = {
  pending: 'proposed',
  notified: 'notified',
  interview: 'at the interview step',
  trial: 'on trial',
  placed: 'placed',
  declined: 'declined',
};

const STEP_WORDS: Record<AdvanceStep, string> = {
  notified: 'notified',
  interview: 'interview',
  trial: 'trial',
  placed: 'placed',
};

export const DECLINED_BY_WORDS: Record<DeclinedBy, string> = {
  veteran: 'the veteran',
  housemate: 'a housemate',
  landlord: 'the landlord',
  staff: 'staff',
};

/** What the rules need to know about a household: its status, size and every proposal's status. */
export interface WorkflowHousehold {
  status: HouseholdStatus;
  maxOccupants: number;
  /** the status of every match of the household, declined ones included */
  memberStatuses: readonly CoLivingMatchStatus[];
}

const isClosed = (status: HouseholdStatus) => status === 'active' || status === 'dissolved';
const current = (statuses: readonly CoLivingMatchStatus[]) => statuses.filter((s) => s !== 'declined');

export function closedHouseholdMessage(status: HouseholdStatus): string {
  return status === 'active'
    ? 'This household is active: its members are placed and the workflow is over.'
    : 'This household is dissolved: its proposals can no longer change.';
}

/** Why moving a member from `from` to `to` is refused now; null when it is allowed. */
export function advanceRefusal(
  from: CoLivingMatchStatus,
  to: AdvanceStep,
  household: WorkflowHousehold,
): string | null {
  if (isClosed(household.status)) return closedHouseholdMessage(household.status);
  const next = NEXT_STEP[from];
  if (next !== to) {
    return next
      ? `This proposal is ${MATCH_STATUS_WORDS[from]}: its next step is ${STEP_WORDS[next]}, not ${STEP_WORDS[to]}.`
      : `This proposal is ${MATCH_STATUS_WORDS[from]}: it has no next step.`;
  }
  const members = current(household.memberStatuses).length;
  if (to === 'trial' && members < household.maxOccupants) {
    return `A member starts the trial once every place is proposed: ${members} of ${household.maxOccupants} places are.`;
  }
  if (to === 'placed' && household.status !== 'trial') {
    return 'A member is placed once the whole household is on trial.';
  }
  return null;
}

/** Why declining a member now is refused; null when it is allowed. */
export function declineRefusal(from: CoLivingMatchStatus, household: WorkflowHousehold): string | null {
  if (isClosed(household.status)) return closedHouseholdMessage(household.status);
  if (!DECLINABLE_STATUSES.includes(from)) {
    return `This proposal is ${MATCH_STATUS_WORDS[from]}: it can no longer be declined.`;
  }
  return null;
}

/** The steps a member may take now (zero or one). */
export function nextSteps(from: CoLivingMatchStatus, household: WorkflowHousehold): AdvanceStep[] {
  const next = NEXT_STEP[from];
  return next && advanceRefusal(from, next, household) === null ? [next] : [];
}

export const canDecline = (from: CoLivingMatchStatus, household: WorkflowHousehold) =>
  declineRefusal(from, household) === null;

/**
 * The household's status once its members' statuses are `memberStatuses` (after a step): dissolved with no
 * member left; on trial when full and every member is on trial or placed; active when full and every member
 * is placed; back to forming when a trial loses a member. Otherwise it stays as it is.
 */
export function householdStatusAfter(household: WorkflowHousehold): HouseholdStatus {
  const { status, maxOccupants } = household;
  if (isClosed(status)) return status;
  const members = current(household.memberStatuses);
  if (members.length === 0) return 'dissolved';
  const full = members.length >= maxOccupants;
  if (!full) return 'forming';
  if (status === 'trial' && members.every((s) => s === 'placed')) return 'active';
  if (members.every((s) => s === 'trial' || s === 'placed')) return 'trial';
  return status;
}

/** What the application records as the reason it waits again. */
export const declinedWaitingReason = (declinedBy: DeclinedBy, reason: string) =>
  `Declined by ${DECLINED_BY_WORDS[declinedBy]}: ${reason}`;

/** Why a member says no to a proposed household, on their own page (a short list, like an offer's). */
export const HOUSEHOLD_DECLINE_REASONS = [
  'I would rather not share with these housemates',
  'Too far from work, family or care',
  'Cannot afford the rent share',
  'Not accessible for me',
  'Found housing elsewhere',
  'Other',
] as const;
export type HouseholdDeclineReason = (typeof HOUSEHOLD_DECLINE_REASONS)[number];

/** A member decides once the proposal was sent to them (notified), or after meeting the housemates. */
export const MEMBER_DECIDES_FROM: readonly CoLivingMatchStatus[] = ['notified', 'interview'];

/**
 * Why a member's own yes is refused now; null when allowed. Their yes starts their trial (skipping the interview
 * step staff record), so every place of the household must be proposed, as for staff.
 */
export function memberAcceptRefusal(
  from: CoLivingMatchStatus,
  _to: AdvanceStep,
  household: WorkflowHousehold,
): string | null {
  if (isClosed(household.status)) return closedHouseholdMessage(household.status);
  if (!MEMBER_DECIDES_FROM.includes(from)) {
    return `This proposal is ${MATCH_STATUS_WORDS[from]}: there is nothing to accept now.`;
  }
  const members = current(household.memberStatuses).length;
  if (members < household.maxOccupants) {
    return `You can accept once every place of the household is proposed: ${members} of ${household.maxOccupants} places are.`;
  }
  return null;
}
