import type { Database } from '@server/db/client';
import { isOpenMatch } from '@server/db/predicates';
import { matches } from '@server/db/schema';
import { takeUnit } from '@server/modules/properties';
import { appendPersonEvents, type EventRecorder, voucherHolders } from '@server/modules/veterans';
import { HttpError } from '@server/plugins/error-handler';
import { and, eq } from 'drizzle-orm';
import { tellMatchStep } from './match-steps';
import { declineOtherOpenMatches } from './repo';

export const NO_UNIT_LEFT_MESSAGE =
  'No units are left in this home. Decline this match or choose another home.';
export const ALREADY_PLACED_MESSAGE = 'This veteran is already placed in this home.';
const PLACEMENT_REASON = 'Placement recorded by the partner organization';

/** Who records a move-in and what the timeline says of it beyond the home (a placement's own record and date). */
export interface MoveInRecord {
  recordedBy: EventRecorder;
  organizationId?: string | null;
  placementId?: string | null;
  /** When they moved in (a placement's date); now when not given. */
  occurredAt?: string;
  rentCents?: number | null;
  lateReason?: string | null;
}

/**
 * The one write path for a veteran moving into a home: takes a unit (the home is filled at 0), declines their
 * other open matches and appends `moved_in` to their timeline, which takes them out of every queue (the home's
 * rent unless the placement says another; HUD-VASH when they hold a voucher), after the offer's acceptance when
 * the match was an offer nobody answered (the move-in's recorder and moment). Answers how many other matches were
 * declined.
 */
export async function occupyHome(
  tx: Database,
  move: { veteranId: string; propertyId: string; matchId: string; now: Date } & MoveInRecord,
): Promise<number> {
  const home = await takeUnit(tx, move.propertyId);
  if (!home) throw new HttpError(409, NO_UNIT_LEFT_MESSAGE);
  const voucher = (await voucherHolders(tx, [move.veteranId])).has(move.veteranId);
  const declined = await declineOtherOpenMatches(tx, move.veteranId, move.matchId, move.now);
  const recorded = {
    veteranId: move.veteranId,
    occurredAt: move.occurredAt ?? move.now.toISOString(),
    recordedBy: move.recordedBy,
    organizationId: move.organizationId ?? null,
    lateReason: move.lateReason ?? null,
  };
  // a move-in on an offer nobody answered is its acceptance (Offered, Accepted, Moved in), in the same append
  await appendPersonEvents(
    tx,
    [
      {
        ...recorded,
        type: 'offer_decided',
        details: { offerKind: 'match', offerId: move.matchId, result: 'accepted', reason: null },
        onlyIfUndecided: true,
      },
      {
        ...recorded,
        type: 'moved_in',
        details: {
          propertyId: move.propertyId,
          placementId: move.placementId ?? null,
          rentCents: move.rentCents ?? home.rentCents,
          subsidy: voucher ? 'hud_vash' : null,
        },
      },
    ],
    move.now,
  );
  return declined;
}

/** A match a placement may complete: its veteran and home, and whether it is still open. */
export async function findMatchToPlace(tx: Database, matchId: string) {
  const [row] = await tx
    .select({
      veteranId: matches.veteranId,
      propertyId: matches.propertyId,
      status: matches.status,
    })
    .from(matches)
    .where(eq(matches.id, matchId))
    .for('update');
  return row;
}

/**
 * A partner's placement of a known veteran in a known home, so the housing stock and the funnel see it:
 * the pair's open match moves to placed, or a placed match (origin 'placement') records it.
 */
export async function placeVeteranInHome(
  tx: Database,
  pair: { veteranId: string; propertyId: string; now: Date } & MoveInRecord,
): Promise<string> {
  const { veteranId, propertyId, now } = pair;
  const [open] = await tx
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.veteranId, veteranId), eq(matches.propertyId, propertyId), isOpenMatch))
    .for('update');
  let matchId = open?.id;
  if (!matchId) {
    const [inserted] = await tx
      .insert(matches)
      .values({
        veteranId,
        propertyId,
        score: 0,
        reason: PLACEMENT_REASON,
        status: 'placed',
        origin: 'placement',
        placedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: matches.id });
    if (!inserted) throw new HttpError(409, ALREADY_PLACED_MESSAGE);
    matchId = inserted.id;
  } else {
    await tx
      .update(matches)
      .set({ status: 'placed', placedAt: now, updatedAt: now })
      .where(eq(matches.id, matchId));
  }
  await occupyHome(tx, { ...pair, matchId });
  // a partner's placement: the veteran and the landlord hear it (a landlord's own move-in tells its people itself)
  if (pair.recordedBy.kind === 'partner')
    await tellMatchStep(tx, { id: matchId, veteranId }, 'placed', 'case_worker', now);
  return matchId;
}
