import type { Database } from '@server/db/client';
import { isOpenMatch, matchLastStepAt } from '@server/db/predicates';
import { matches, matchFollowUps, properties, veterans } from '@server/db/schema';
import { and, desc, eq, ne, sql } from 'drizzle-orm';

export type VeteranRow = typeof veterans.$inferSelect;
export type MatchRow = typeof matches.$inferSelect;

/** A match's latest follow-up, to join laterally beside it. */
export function latestFollowUpOf(db: Database) {
  return db
    .select({
      response: matchFollowUps.response,
      note: matchFollowUps.note,
      recordedAt: matchFollowUps.createdAt,
    })
    .from(matchFollowUps)
    .where(eq(matchFollowUps.matchId, matches.id))
    .orderBy(desc(matchFollowUps.createdAt))
    .limit(1)
    .as('latest_follow_up');
}

/** The dashboard's match: its veteran's name, the home's address, its last step and latest follow-up. */
export function matchDetailColumns(latestFollowUp: ReturnType<typeof latestFollowUpOf>) {
  return {
    match: matches,
    veteranName: veterans.name,
    propertyAddress: properties.address,
    propertyCity: properties.city,
    lastStepAt: matchLastStepAt,
    followUpResponse: latestFollowUp.response,
    followUpNote: latestFollowUp.note,
    followUpAt: latestFollowUp.recordedAt,
  };
}

export function selectMatchDetails(db: Database) {
  const latestFollowUp = latestFollowUpOf(db);
  return db
    .select(matchDetailColumns(latestFollowUp))
    .from(matches)
    .innerJoin(veterans, eq(veterans.id, matches.veteranId))
    .innerJoin(properties, eq(properties.id, matches.propertyId))
    .leftJoinLateral(latestFollowUp, sql`true`);
}

export type HousingMatchRow = Awaited<ReturnType<ReturnType<typeof selectMatchDetails>['execute']>>[number];

export async function selectHousingMatch(db: Database, id: string): Promise<HousingMatchRow | undefined> {
  const [row] = await selectMatchDetails(db).where(eq(matches.id, id));
  return row;
}

/** The match, locked until the transaction ends: two status changes of one match are decided in turn. */
export async function lockMatch(db: Database, id: string): Promise<MatchRow | undefined> {
  const [row] = await db.select().from(matches).where(eq(matches.id, id)).for('update');
  return row;
}

export async function updateMatch(db: Database, id: string, values: Partial<typeof matches.$inferInsert>) {
  await db.update(matches).set(values).where(eq(matches.id, id));
}

/** Declines the veteran's other open matches once they are placed. Answers how many. */
export async function declineOtherOpenMatches(
  db: Database,
  veteranId: string,
  placedMatchId: string,
  now: Date,
): Promise<number> {
  const declined = await db
    .update(matches)
    .set({
      status: 'declined',
      declineReason: 'Veteran placed in another home',
      declinedAt: now,
      updatedAt: now,
    })
    .where(and(eq(matches.veteranId, veteranId), ne(matches.id, placedMatchId), isOpenMatch))
    .returning({ id: matches.id });
  return declined.length;
}
