import type { Database } from '@server/db/client';
import {
  coLivingApplications,
  coLivingHomes,
  coLivingHouseholds,
  coLivingMatches,
  properties,
  veterans,
} from '@server/db/schema';
import type { HouseholdStatus } from '@shared/domain/co-living/vocabulary';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';

const householdColumns = {
  household: coLivingHouseholds,
  home: {
    propertyId: properties.id,
    address: properties.address,
    city: properties.city,
    state: properties.state,
    zipCode: properties.zipCode,
    rentPerRoomCents: properties.rentPerRoomCents,
    accessible: properties.accessible,
    allowsPets: properties.allowsPets,
    roomTypes: coLivingHomes.roomTypes,
    smokingPolicy: coLivingHomes.smokingPolicy,
    quietHoursStart: coLivingHomes.quietHoursStart,
    quietHoursEnd: coLivingHomes.quietHoursEnd,
    utilitiesIncluded: coLivingHomes.utilitiesIncluded,
    wifiIncluded: coLivingHomes.wifiIncluded,
    parkingIncluded: coLivingHomes.parkingIncluded,
  },
};

const householdQuery = (db: Database) =>
  db
    .select(householdColumns)
    .from(coLivingHouseholds)
    .innerJoin(properties, eq(properties.id, coLivingHouseholds.propertyId))
    .innerJoin(coLivingHomes, eq(coLivingHomes.propertyId, coLivingHouseholds.propertyId));

/** A page of households, newest first, and how many there are in all. */
export async function selectHouseholdPage(
  db: Database,
  query: { status?: HouseholdStatus; limit: number; offset: number },
): Promise<{ rows: HouseholdRow[]; total: number }> {
  const where = query.status ? eq(coLivingHouseholds.status, query.status) : undefined;
  const [rows, [counted]] = await Promise.all([
    householdQuery(db)
      .where(where)
      .orderBy(desc(coLivingHouseholds.createdAt), desc(coLivingHouseholds.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(coLivingHouseholds).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function selectHousehold(db: Database, id: string) {
  const [row] = await householdQuery(db).where(eq(coLivingHouseholds.id, id));
  return row;
}

/** A household with the home it lives in (the inventory row and its co-living policies). */
export type HouseholdRow = NonNullable<Awaited<ReturnType<typeof selectHousehold>>>;

/** The household row, locked until the transaction ends: two workflow steps on one household go in turn. */
export async function lockHousehold(tx: Database, id: string) {
  const [row] = await tx.select().from(coLivingHouseholds).where(eq(coLivingHouseholds.id, id)).for('update');
  return row;
}

export interface MemberRow {
  match: typeof coLivingMatches.$inferSelect;
  application: typeof coLivingApplications.$inferSelect;
  veteranName: string | null;
}

/** Every proposal of the households, declined ones last, then in the order they were made. */
export async function selectMembers(db: Database, householdIds: string[]): Promise<MemberRow[]> {
  if (householdIds.length === 0) return [];
  return db
    .select({ match: coLivingMatches, application: coLivingApplications, veteranName: veterans.name })
    .from(coLivingMatches)
    .innerJoin(coLivingApplications, eq(coLivingApplications.id, coLivingMatches.applicationId))
    .innerJoin(veterans, eq(veterans.id, coLivingApplications.veteranId))
    .where(inArray(coLivingMatches.householdId, householdIds))
    .orderBy(
      sql`${coLivingMatches.status} = 'declined'`,
      asc(coLivingMatches.createdAt),
      asc(coLivingMatches.id),
    );
}

/** Whom a proposal concerns: its household and the organisation that brought the applicant. */
export async function selectMatchOwner(db: Database, matchId: string) {
  const [row] = await db
    .select({
      householdId: coLivingMatches.householdId,
      organizationId: coLivingApplications.organizationId,
    })
    .from(coLivingMatches)
    .innerJoin(coLivingApplications, eq(coLivingApplications.id, coLivingMatches.applicationId))
    .where(eq(coLivingMatches.id, matchId));
  return row;
}

export async function updateMatch(
  tx: Database,
  id: string,
  values: Partial<typeof coLivingMatches.$inferInsert>,
): Promise<void> {
  await tx
    .update(coLivingMatches)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(coLivingMatches.id, id));
}

export async function updateHousehold(
  tx: Database,
  id: string,
  values: Partial<typeof coLivingHouseholds.$inferInsert>,
): Promise<void> {
  await tx
    .update(coLivingHouseholds)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(coLivingHouseholds.id, id));
}

export async function updateApplications(
  tx: Database,
  ids: string[],
  values: Partial<typeof coLivingApplications.$inferInsert>,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(coLivingApplications)
    .set({ ...values, updatedAt: sql`now()` })
    .where(inArray(coLivingApplications.id, ids));
}

/** The partner's applicants, newest first, each with their current (not declined) proposal if any. */
export async function selectPartnerApplicants(db: Database, organizationId: string, limit: number) {
  return db
    .select({
      applicationId: coLivingApplications.id,
      reference: coLivingApplications.reference,
      veteranName: veterans.name,
      status: coLivingApplications.status,
      appliedAt: coLivingApplications.createdAt,
      waitingReason: coLivingApplications.waitingReason,
      householdId: coLivingMatches.householdId,
      matchStatus: coLivingMatches.status,
    })
    .from(coLivingApplications)
    .innerJoin(veterans, eq(veterans.id, coLivingApplications.veteranId))
    .leftJoin(
      coLivingMatches,
      and(eq(coLivingMatches.applicationId, coLivingApplications.id), ne(coLivingMatches.status, 'declined')),
    )
    .where(eq(coLivingApplications.organizationId, organizationId))
    .orderBy(desc(coLivingApplications.createdAt), desc(coLivingApplications.id))
    .limit(limit);
}
