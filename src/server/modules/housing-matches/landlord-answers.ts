import { type Database, withTransaction } from '@server/db/client';
import { matches, properties } from '@server/db/schema';
import { closeInboxItemsFor, openInboxItem } from '@server/modules/inbox';
import { queueMessage } from '@server/modules/messages';
import { recordAudit } from '@server/plugins/audit';
import { HttpError, notFound } from '@server/plugins/error-handler';
import {
  type LandlordAnswerResult,
  NO_OUTCOME_YET_MESSAGE,
  NOT_ANSWERABLE_MESSAGE,
  type ZLandlordAnswerInput,
  type ZLandlordOutcomeInput,
} from '@shared/contracts/landlord-answers';
import type { HousingMatchStatus } from '@shared/domain/housing-match-status';
import {
  ANSWERABLE_MATCH_STATUSES,
  LANDLORD_DECLINE_REASON_LABELS,
  LANDLORD_NEXT_STEP,
  type LandlordAnswer,
  type LandlordOutcome,
  NOT_A_FIT_REASON_LABELS,
} from '@shared/domain/landlord-answers';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { appendMatchDecision } from './match-events';
import { updateMatch } from './repo';

const MATCH_NOT_FOUND = 'Match not found';

/** The landlord (its account's user) acting on one of their own homes' matches. */
export interface LandlordActor {
  landlordId: string;
  userId: string;
}

/**
 * How a landlord's move-in is written: the placements path (the network module's, given by the landlord portal,
 * which may import both): the placement, the match placed, a unit taken, `moved_in` on the timeline.
 */
export type LandlordMoveInWriter = (tx: Database, move: LandlordMoveIn) => Promise<unknown>;

/** A landlord's "moved in" on an approved match of their home, on the date they give. */
export interface LandlordMoveIn {
  matchId: string;
  veteranId: string;
  propertyId: string;
  /** YYYY-MM-DD */
  date: string;
  landlordUserId: string;
  now: Date;
}

const recordedByLandlord = (actor: LandlordActor) => ({ kind: 'landlord', id: actor.userId }) as const;

/** The landlord declines the match, for `declineReason`: the decision on the timeline, and on the match's row. */
async function declineForLandlord(
  tx: Database,
  match: typeof matches.$inferSelect,
  declineReason: string,
  actor: LandlordActor,
  now: Date,
) {
  const recordedBy = { kind: 'landlord', id: actor.userId } as const;
  await appendMatchDecision(
    tx,
    match,
    'declined',
    { declineReason, declinedBy: 'provider' },
    recordedBy,
    now,
  );
  await updateMatch(tx, match.id, { status: 'declined', declinedAt: now, declineReason, updatedAt: now });
}

/** The match, locked, when it is on one of this landlord's homes; another landlord's match does not exist for them. */
async function lockLandlordMatch(tx: Database, landlordId: string, matchId: string) {
  const [row] = await tx
    .select({ match: matches, address: properties.address })
    .from(matches)
    .innerJoin(properties, eq(properties.id, matches.propertyId))
    .where(and(eq(matches.id, matchId), eq(properties.landlordId, landlordId)))
    .for('update', { of: matches });
  if (!row) throw notFound(MATCH_NOT_FOUND);
  return row;
}

/** The veteran and their case worker are each told the next step (the composer finds their addresses). */
async function tellEveryone(
  tx: Database,
  match: { id: string; veteranId: string },
  answer: LandlordAnswer | LandlordOutcome,
) {
  for (const audience of ['veteran', 'case_worker'] as const) {
    await queueMessage(tx, {
      kind: 'match.landlord_answered',
      recipientId: match.veteranId,
      payload: { matchId: match.id, answer, audience },
    });
  }
}

const audit = (tx: Database, actor: LandlordActor, matchId: string, details: Record<string, unknown>) =>
  recordAudit(tx, {
    action: 'housing_match.landlord_answered',
    actorType: 'landlord',
    actorId: actor.userId,
    targetType: 'match',
    targetId: matchId,
    details,
  });

/**
 * POST /api/landlord/matches/{id}/answer. Accepting approves the match (the landlord then sees how to reach the
 * veteran: the offer and its acceptance on the timeline); declining closes it with the reason (declined by the
 * provider); a question opens an inbox item for the housing team. Only before approval, once.
 */
export async function answerMatchAsLandlord(
  db: Database,
  actor: LandlordActor,
  matchId: string,
  input: z.output<typeof ZLandlordAnswerInput>,
  now = new Date(),
): Promise<LandlordAnswerResult> {
  return withTransaction(db, async (tx) => {
    const { match, address } = await lockLandlordMatch(tx, actor.landlordId, matchId);
    const answerable = (ANSWERABLE_MATCH_STATUSES as readonly string[]).includes(match.status);
    if (!answerable || match.landlordAnswer === 'accept' || match.landlordAnswer === 'decline') {
      throw new HttpError(409, NOT_ANSWERABLE_MESSAGE);
    }
    let status = match.status as HousingMatchStatus;
    if (input.answer === 'accept') {
      status = 'approved';
      await appendMatchDecision(tx, match, 'approved', {}, recordedByLandlord(actor), now);
      await updateMatch(tx, matchId, { status, approvedAt: now });
    } else if (input.answer === 'decline') {
      status = 'declined';
      const declineReason = `Declined by the landlord: ${LANDLORD_DECLINE_REASON_LABELS[input.reason]}`;
      await declineForLandlord(tx, match, declineReason, actor, now);
    }
    if (input.answer !== 'question') {
      // the landlord decided: a veteran's request for the home no longer waits for the housing team
      await closeInboxItemsFor(tx, 'match_request', matchId, {
        body: `The landlord ${input.answer === 'accept' ? 'accepted' : 'declined'}`,
      });
    } else {
      const reference = match.reference ? ` (${match.reference})` : '';
      await openInboxItem(tx, {
        type: 'landlord_question',
        subjectId: matchId,
        summary: `Question from the landlord of ${address}${reference}: ${input.message}`,
      });
    }
    await updateMatch(tx, matchId, { landlordAnswer: input.answer, landlordAnsweredAt: now, updatedAt: now });
    await audit(tx, actor, matchId, {
      answer: input.answer,
      ...(input.answer === 'decline' ? { reason: input.reason } : {}),
    });
    await tellEveryone(tx, match, input.answer);
    return { matchId, status, answer: input.answer, nextStep: LANDLORD_NEXT_STEP[input.answer] };
  });
}

/**
 * POST /api/landlord/matches/{id}/outcome, after the meeting on an approved match: moved in on a date (a
 * placement, written by `writeMoveIn` in this transaction) or not a fit with a reason
 * (the offer declined by the provider).
 */
export async function recordLandlordOutcome(
  db: Database,
  actor: LandlordActor,
  matchId: string,
  input: z.output<typeof ZLandlordOutcomeInput>,
  writeMoveIn: LandlordMoveInWriter,
  now = new Date(),
): Promise<LandlordAnswerResult> {
  return withTransaction(db, async (tx) => {
    const { match } = await lockLandlordMatch(tx, actor.landlordId, matchId);
    if (match.status !== 'approved') throw new HttpError(409, NO_OUTCOME_YET_MESSAGE);
    let status: HousingMatchStatus;
    if (input.outcome === 'moved_in') {
      status = 'placed';
      await writeMoveIn(tx, {
        matchId,
        veteranId: match.veteranId,
        propertyId: match.propertyId,
        date: input.date,
        landlordUserId: actor.userId,
        now,
      });
    } else {
      status = 'declined';
      const declineReason = `Didn't work out: ${NOT_A_FIT_REASON_LABELS[input.reason]}`;
      await declineForLandlord(tx, match, declineReason, actor, now);
    }
    await audit(tx, actor, matchId, {
      outcome: input.outcome,
      ...(input.outcome === 'moved_in' ? { date: input.date } : { reason: input.reason }),
    });
    await tellEveryone(tx, match, input.outcome);
    return { matchId, status, answer: input.outcome, nextStep: LANDLORD_NEXT_STEP[input.outcome] };
  });
}
