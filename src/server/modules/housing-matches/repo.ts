import type { Database } from '@server/db/client';
import { isInHousingQueue, isOpenMatch, isStalledMatch, matchLastStepAt } from '@server/db/predicates';
import { landlords, matches, matchFollowUps, properties, veterans } from '@server/db/schema';
import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';

export type VeteranRow = typeof veterans.$inferSelect;
export type MatchRow = typeof matches.$inferSelect;

/** Housing queue veterans, newest first; only one organisation's when `organizationId` is given. */
export async function selectHousingVeterans(
  db: Database,
  page: { limit: number; offset: number },
  organizationId?: string,
): Promise<{ rows: VeteranRow[]; total: number }> {
  const where: SQL | undefined = organizationId
    ? and(isInHousingQueue, eq(veterans.organizationId, organizationId))
    : isInHousingQueue;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(veterans)
      .where(where)
      .orderBy(desc(veterans.createdAt), desc(veterans.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(veterans).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export const propertyColumns = {
  property: properties,
  landlordName: landlords.name,
  landlordEmail: landlords.email,
  landlordPhone: landlords.phone,
  landlordTier: landlords.tier,
};

export async function selectHousingProperties(db: Database, page: { limit: number; offset: number }) {
  const [rows, [counted]] = await Promise.all([
    db
      .select(propertyColumns)
      .from(properties)
      .leftJoin(landlords, eq(landlords.id, properties.landlordId))
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(properties),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
export type HousingPropertyRow = Awaited<ReturnType<typeof selectHousingProperties>>['rows'][number];

/** The dashboard's match: its veteran's name, the home's address, its last step and latest follow-up. */
function selectMatchDetails(db: Database) {
  const latestFollowUp = db
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
  return db
    .select({
      match: matches,
      veteranName: veterans.name,
      propertyAddress: properties.address,
      lastStepAt: matchLastStepAt,
      followUpResponse: latestFollowUp.response,
      followUpNote: latestFollowUp.note,
      followUpAt: latestFollowUp.recordedAt,
    })
    .from(matches)
    .innerJoin(veterans, eq(veterans.id, matches.veteranId))
    .innerJoin(properties, eq(properties.id, matches.propertyId))
    .leftJoinLateral(latestFollowUp, sql`true`);
}

/** Newest first; with `stalledAt`, only the matches stalled at that moment, longest stalled first. */
export async function selectHousingMatches(
  db: Database,
  page: { limit: number; offset: number },
  filter: { stalledAt?: Date } = {},
) {
  const where = filter.stalledAt ? isStalledMatch(filter.stalledAt) : undefined;
  const order = filter.stalledAt
    ? [asc(matchLastStepAt), asc(matches.id)]
    : [desc(matches.createdAt), desc(matches.id)];
  const [rows, [counted]] = await Promise.all([
    selectMatchDetails(db)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(matches).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
export type HousingMatchRow = Awaited<ReturnType<typeof selectHousingMatches>>['rows'][number];

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

/** Takes one unit of the home; the listing is filled at 0. False when no unit was left. */
export async function takeUnit(db: Database, propertyId: string): Promise<boolean> {
  const taken = await db
    .update(properties)
    .set({
      unitsAvailable: sql`${properties.unitsAvailable} - 1`,
      status: sql`case when ${properties.unitsAvailable} <= 1 then 'filled' else ${properties.status} end`,
    })
    .where(and(eq(properties.id, propertyId), sql`${properties.unitsAvailable} > 0`))
    .returning({ id: properties.id });
  return taken.length > 0;
}

export async function markVeteranMatched(db: Database, veteranId: string): Promise<void> {
  await db.update(veterans).set({ isMatched: true }).where(eq(veterans.id, veteranId));
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
