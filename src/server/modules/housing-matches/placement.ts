import type { Database } from '@server/db/client';
import { isOpenMatch } from '@server/db/predicates';
import { matches } from '@server/db/schema';
import { markVeteranMatched } from '@server/modules/veterans';
import { HttpError } from '@server/plugins/error-handler';
import { and, eq } from 'drizzle-orm';
import { declineOtherOpenMatches, takeUnit } from './repo';

export const NO_UNIT_LEFT_MESSAGE =
  'No units are left in this home. Decline this match or choose another home.';
export const ALREADY_PLACED_MESSAGE = 'This veteran is already placed in this home.';
const PLACEMENT_REASON = 'Placement recorded by the partner organization';

/**
 * The one write path for a veteran moving into a home: takes a unit (the home is filled at 0), marks the
 * veteran housed and declines their other open matches. Answers how many other matches were declined.
 */
export async function occupyHome(
  tx: Database,
  move: { veteranId: string; propertyId: string; matchId: string; now: Date },
): Promise<number> {
  if (!(await takeUnit(tx, move.propertyId))) throw new HttpError(409, NO_UNIT_LEFT_MESSAGE);
  await markVeteranMatched(tx, move.veteranId);
  return declineOtherOpenMatches(tx, move.veteranId, move.matchId, move.now);
}

/**
 * A partner's placement of a known veteran in a known home, so the housing stock and the funnel see it:
 * the pair's open match moves to placed, or a placed match (origin 'placement') records it.
 */
export async function placeVeteranInHome(
  tx: Database,
  pair: { veteranId: string; propertyId: string; now: Date },
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
  await occupyHome(tx, { veteranId, propertyId, matchId, now });
  return matchId;
}
