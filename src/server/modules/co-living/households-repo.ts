import type { Database } from '@server/db/client';
import { countedPageParts, type PageJoin, pageRowsAndTotal } from '@server/db/counted-page';
import { preparedRead } from '@server/db/prepared-reads';
import {
  coLivingApplications,
  coLivingHomes,
  coLivingHouseholds,
  coLivingMatches,
  properties,
  veterans,
} from '@server/db/schema';
import type { HouseholdStatus } from '@shared/domain/co-living/vocabulary';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';

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

const homeJoins: PageJoin[] = [
  { table: properties, on: eq(properties.id, coLivingHouseholds.propertyId), kind: 'inner' },
  { table: coLivingHomes, on: eq(coLivingHomes.propertyId, coLivingHouseholds.propertyId), kind: 'inner' },
];

const memberColumns = {
  match: coLivingMatches,
  application: coLivingApplications,
  veteranName: veterans.name,
};

/** Declined members last, then in the order they were proposed. */
const memberOrder = [
  sql`${coLivingMatches.status} = 'declined'`,
  asc(coLivingMatches.createdAt),
  asc(coLivingMatches.id),
];

/**
 * A page of the households matching `where` (placeholders `limit` and `offset`), newest first, each with its home
 * and its members (one row per member, selectMembers' order), and how many match in all: one statement.
 */
function householdsWithMembers(db: Database, where: SQL | undefined) {
  const order = [desc(coLivingHouseholds.createdAt), desc(coLivingHouseholds.id)];
  const { counted, page } = countedPageParts(db, coLivingHouseholds, where, order, homeJoins);
  return db
    .select({ total: counted.total, ...householdColumns, ...memberColumns })
    .from(counted)
    .leftJoinLateral(page, sql`true`)
    .leftJoin(coLivingHouseholds, eq(coLivingHouseholds.id, page.pageId))
    .leftJoin(properties, eq(properties.id, coLivingHouseholds.propertyId))
    .leftJoin(coLivingHomes, eq(coLivingHomes.propertyId, coLivingHouseholds.propertyId))
    .leftJoin(coLivingMatches, eq(coLivingMatches.householdId, coLivingHouseholds.id))
    .leftJoin(coLivingApplications, eq(coLivingApplications.id, coLivingMatches.applicationId))
    .leftJoin(veterans, eq(veterans.id, coLivingApplications.veteranId))
    .orderBy(...order, ...memberOrder);
}

/** A household with its home, and its members. */
export interface HouseholdWithMembers {
  row: HouseholdRow;
  members: MemberRow[];
}

/** The page's rows (one per member) grouped by household, in their order. */
function byHousehold(found: Awaited<ReturnType<ReturnType<typeof householdsWithMembers>['execute']>>) {
  const { rows, total } = pageRowsAndTotal(found, 'household');
  const households: HouseholdWithMembers[] = [];
  for (const { household, home, match, application, veteranName } of rows) {
    let last = households.at(-1);
    if (last?.row.household.id !== household.id) {
      // the page holds households with a home (inner joins), so the left-joined home is there
      last = { row: { household, home: home as HouseholdRow['home'] }, members: [] };
      households.push(last);
    }
    if (match && application) last.members.push({ match, application, veteranName });
  }
  return { households, total };
}

/** A page of households with their members, newest first, and how many there are in all. */
export async function selectHouseholdPage(
  db: Database,
  query: { status?: HouseholdStatus; limit: number; offset: number },
): Promise<{ households: HouseholdWithMembers[]; total: number }> {
  const name = query.status ? 'co_living_households_by_status' : 'co_living_households';
  const statement = preparedRead(db, name, () =>
    householdsWithMembers(
      db,
      query.status ? eq(coLivingHouseholds.status, sql.placeholder('status')) : undefined,
    ).prepare(name),
  );
  return byHousehold(await statement.execute(query));
}

/** One household with its members, in one statement. */
export async function selectHouseholdWithMembers(
  db: Database,
  id: string,
): Promise<HouseholdWithMembers | undefined> {
  const statement = preparedRead(db, 'co_living_household', () =>
    householdsWithMembers(db, eq(coLivingHouseholds.id, sql.placeholder('id'))).prepare(
      'co_living_household',
    ),
  );
  return byHousehold(await statement.execute({ id, limit: 1, offset: 0 })).households[0];
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
    .select(memberColumns)
    .from(coLivingMatches)
    .innerJoin(coLivingApplications, eq(coLivingApplications.id, coLivingMatches.applicationId))
    .innerJoin(veterans, eq(veterans.id, coLivingApplications.veteranId))
    .where(inArray(coLivingMatches.householdId, householdIds))
    .orderBy(...memberOrder);
}

/** Whom a proposal concerns: its household and the organisation that brought the applicant. */
export async function selectMatchOwner(db: Database, matchId: string) {
  const [row] = await db
    .select({
      householdId: coLivingMatches.householdId,
      organizationId: coLivingApplications.organizationId,
      applicationId: coLivingApplications.id,
      veteranId: coLivingApplications.veteranId,
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
      veteranId: veterans.id,
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
