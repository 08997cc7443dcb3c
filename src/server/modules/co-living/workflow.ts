import { type Database, withTransaction } from '@server/db/client';
import { queueMessage } from '@server/modules/messages';
import { type EventRecorder, voucherHolders } from '@server/modules/veterans';
import { recordAudit } from '@server/plugins/audit';
import { HttpError, notFound } from '@server/plugins/error-handler';
import type { HouseholdView } from '@shared/contracts/co-living-households';
import { householdCompatibility, TRIAL_PERIODS } from '@shared/domain/co-living';
import type { CoLivingMatchStatus, DeclinedBy, HouseholdStatus } from '@shared/domain/co-living/vocabulary';
import {
  type AdvanceStep,
  advanceRefusal,
  declinedWaitingReason,
  declineRefusal,
  householdStatusAfter,
} from '@shared/domain/co-living/workflow';
import { appendHouseholdDecisions, appendHouseholdMoveIns } from './household-events';
import {
  currentProfiles,
  homeProfile,
  isCurrent,
  mayActOn,
  toHouseholdView,
  type Viewer,
  workflowState,
} from './household-view';
import {
  type HouseholdRow,
  lockHousehold,
  type MemberRow,
  selectHousehold,
  selectMatchOwner,
  selectMembers,
  updateApplications,
  updateHousehold,
  updateMatch,
} from './households-repo';
import { queueToReaders } from './readers';

export const MATCH_NOT_FOUND_MESSAGE = 'Proposal not found';

const DAY_MS = 86_400_000;
const STEP_TIMESTAMP = {
  notified: 'notifiedAt',
  interview: 'interviewAt',
  trial: 'trialStartedAt',
  placed: 'placedAt',
} as const satisfies Record<AdvanceStep, string>;

export interface StepActor {
  viewer: Viewer;
  ip?: string;
}

/** Whom a proposal concerns, as the step's access check reads it. */
export type MatchOwner = NonNullable<Awaited<ReturnType<typeof selectMatchOwner>>>;

/** Who takes a step: whether they may act on the proposal, how the timeline and the audit name them. */
export interface StepAccess<Answer> {
  mayAct: (owner: MatchOwner) => boolean;
  recordedBy: EventRecorder;
  ip?: string;
  /** What the caller answers once the household settled. */
  answer: (tx: Database, householdId: string) => Promise<Answer>;
}

interface StepContext {
  tx: Database;
  recordedBy: EventRecorder;
  row: HouseholdRow;
  members: MemberRow[];
  member: MemberRow;
  now: Date;
}

type Step = (
  context: StepContext,
) => Promise<{ action: string; from: CoLivingMatchStatus; to: CoLivingMatchStatus }>;

/** Staff (an admin, or the partner whose applicant it is) take a step and read the household afterwards. */
function staffAccess({ viewer, ip }: StepActor): StepAccess<HouseholdView> {
  return {
    mayAct: (owner) => mayActOn(viewer, owner),
    recordedBy:
      viewer.kind === 'admin'
        ? { kind: 'admin', id: viewer.userId }
        : { kind: 'partner', id: viewer.organizationId },
    ip,
    answer: async (tx, householdId) => {
      const settled = await selectHousehold(tx, householdId);
      if (!settled) throw new Error(`household ${householdId} vanished while locked`);
      return toHouseholdView(settled, await selectMembers(tx, [householdId]), viewer);
    },
  };
}

/**
 * One workflow step in one transaction: who acts is checked (a proposal they may not act on is unknown), the
 * household row is locked so two steps on one household go in turn, then `step` changes the member and the
 * household settles.
 */
export async function inStep<Answer>(
  db: Database,
  matchId: string,
  access: StepAccess<Answer>,
  step: Step,
): Promise<Answer> {
  return withTransaction(db, async (tx) => {
    const owner = await selectMatchOwner(tx, matchId);
    if (!owner || !access.mayAct(owner)) throw notFound(MATCH_NOT_FOUND_MESSAGE);
    await lockHousehold(tx, owner.householdId);
    const row = await selectHousehold(tx, owner.householdId);
    const members = await selectMembers(tx, [owner.householdId]);
    const member = members.find((m) => m.match.id === matchId);
    if (!row || !member) throw notFound(MATCH_NOT_FOUND_MESSAGE);
    const now = new Date();
    const { recordedBy } = access;
    const { action, from, to } = await step({ tx, recordedBy, row, members, member, now });
    const after = members.map((m) => (m === member ? { ...m, match: { ...m.match, status: to } } : m));
    const householdStatus = await settleHousehold(tx, row, after, now, recordedBy);
    await recordAudit(tx, {
      action,
      actorType: recordedBy.kind === 'public' ? 'anonymous' : recordedBy.kind,
      actorId: recordedBy.id,
      targetType: 'co_living_match',
      targetId: matchId,
      ip: access.ip,
      details: {
        householdId: row.household.id,
        applicationId: member.application.id,
        from,
        to,
        householdStatus,
      },
    });
    return access.answer(tx, row.household.id);
  });
}

/** The trial's length: the household's recommendation now; the longest trial when it has none (a concern). */
function trialDays(row: HouseholdRow, members: MemberRow[]): number {
  const { recommendedTrialPeriod } = householdCompatibility(currentProfiles(members), homeProfile(row.home));
  return recommendedTrialPeriod ?? Math.max(...TRIAL_PERIODS);
}

/** Moves the household to where its members now stand (workflow rules) and stamps when it did. */
async function settleHousehold(
  tx: Database,
  row: HouseholdRow,
  members: MemberRow[],
  now: Date,
  recordedBy: EventRecorder,
): Promise<HouseholdStatus> {
  const { household } = row;
  const status = householdStatusAfter(workflowState(household, members));
  if (status === household.status) return status;
  if (status === 'trial') {
    const endsAt = new Date(now.getTime() + trialDays(row, members) * DAY_MS);
    await updateHousehold(tx, household.id, { status, trialStartedAt: now, trialEndsAt: endsAt });
    // every member said yes: the home's landlord learns who moves in on trial, and when
    await queueMessage(tx, { kind: 'co_living.household_trial', recipientId: household.id, payload: {} });
  } else if (status === 'active') {
    await updateHousehold(tx, household.id, { status, activeAt: now });
    const placed = members.filter(isCurrent);
    await updateApplications(
      tx,
      placed.map((m) => m.application.id),
      { status: 'placed', waitingReason: null },
    );
    const vouchers = await voucherHolders(
      tx,
      placed.map((member) => member.application.veteranId),
    );
    const moveIns = placed.map((member) => ({
      veteranId: member.application.veteranId,
      propertyId: household.propertyId,
      rentCents: member.match.rentShareCents,
      voucher: vouchers.has(member.application.veteranId),
    }));
    await appendHouseholdMoveIns(tx, moveIns, recordedBy, now);
  } else if (status === 'dissolved') {
    await updateHousehold(tx, household.id, { status, dissolvedAt: now, trialEndsAt: null });
  } else {
    // a trial that lost a member: it ends, and the next formation run fills the place
    await updateHousehold(tx, household.id, { status, trialStartedAt: null, trialEndsAt: null });
  }
  return status;
}

/** The member's next step, with its timestamp; starting the trial is their yes to the home. */
export const advanceStep =
  (to: AdvanceStep, refusalOf = advanceRefusal): Step =>
  async ({ tx, recordedBy, row, members, member, now }) => {
    const from = member.match.status;
    const refusal = refusalOf(from, to, workflowState(row.household, members));
    if (refusal) throw new HttpError(409, refusal);
    await updateMatch(tx, member.match.id, { status: to, [STEP_TIMESTAMP[to]]: now });
    if (to === 'trial') {
      const decided = [{ veteranId: member.application.veteranId, matchId: member.match.id }];
      await appendHouseholdDecisions(tx, decided, { accepted: true }, recordedBy, now);
    }
    if (to === 'notified') {
      await queueToReaders(tx, 'co_living.proposal', member.application, { matchId: member.match.id });
    }
    return { action: 'co_living.match_advanced', from, to };
  };

/** POST /api/co-living/matches/:id/advance: the member's next step. */
export function advanceMatch(db: Database, matchId: string, to: AdvanceStep, actor: StepActor) {
  return inStep(db, matchId, staffAccess(actor), advanceStep(to));
}

/**
 * The proposal ends; the applicant waits again with the reason (and the formation run never proposes the pair
 * again: it reads declined matches). Everyone it concerns is told.
 */
export const declineStep =
  (input: { declinedBy: DeclinedBy; reason: string }): Step =>
  async ({ tx, recordedBy, row, members, member, now }) => {
    const from = member.match.status;
    const refusal = declineRefusal(from, workflowState(row.household, members));
    if (refusal) throw new HttpError(409, refusal);
    const decided = [{ veteranId: member.application.veteranId, matchId: member.match.id }];
    await appendHouseholdDecisions(tx, decided, input, recordedBy, now);
    await updateMatch(tx, member.match.id, {
      status: 'declined',
      declinedAt: now,
      declinedBy: input.declinedBy,
      declineReason: input.reason,
    });
    await updateApplications(tx, [member.application.id], {
      status: 'pending',
      waitingReason: declinedWaitingReason(input.declinedBy, input.reason),
    });
    await queueToReaders(tx, 'co_living.proposal_declined', member.application, {
      matchId: member.match.id,
    });
    return { action: 'co_living.match_declined', from, to: 'declined' };
  };

/** POST /api/co-living/matches/:id/decline. */
export function declineMatch(
  db: Database,
  matchId: string,
  input: { declinedBy: DeclinedBy; reason: string },
  actor: StepActor,
) {
  return inStep(db, matchId, staffAccess(actor), declineStep(input));
}
