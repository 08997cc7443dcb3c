import type { Database } from '@server/db/client';
import { coLivingApplications, coLivingHouseholds, coLivingMatches, veterans } from '@server/db/schema';
import { lookupZip, type ZipPlace } from '@server/lib/zip-lookup';
import { KEPT_ANSWER_NAMES, type KeptAnswers, mapAnswers } from '@shared/domain/co-living/profile-answers';
import { type CoLivingProfile, profileFromApplication } from '@shared/domain/co-living/profiles';
import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { isLiveHousehold, isStandingMatch } from './homes-repo';

const a = coLivingApplications;

/** The answers compatibility reads, as the columns of an application. */
export const profileColumns = {
  id: a.id,
  ...(mapAnswers(KEPT_ANSWER_NAMES, (name) => a[name]) as { [Name in keyof KeptAnswers]: (typeof a)[Name] }),
  quietHoursStart: a.quietHoursStart,
  quietHoursEnd: a.quietHoursEnd,
  maxRoomBudgetCents: a.maxRoomBudgetCents,
  totalVerifiedMonthlyIncomeCents: a.totalVerifiedMonthlyIncomeCents,
};

/** Pending, with no standing proposal: the applicants a run may place. */
export const isWaitingApplication = and(
  eq(a.status, 'pending'),
  notExists(
    sql`(select 1 from ${coLivingMatches} where ${coLivingMatches.applicationId} = ${a.id} and ${isStandingMatch})`,
  ),
);

export interface WaitingApplicant {
  profile: CoLivingProfile;
  zipCode: string;
  place: ZipPlace | null;
}

/** Every waiting applicant, oldest first, placed at their veteran's ZIP centre (null when the ZIP is unknown). */
export async function readWaitingApplicants(db: Database): Promise<WaitingApplicant[]> {
  const rows = await db
    .select({ ...profileColumns, zipCode: veterans.zipCode })
    .from(a)
    .innerJoin(veterans, eq(veterans.id, a.veteranId))
    .where(isWaitingApplication)
    .orderBy(asc(a.createdAt), asc(a.id));
  const places = new Map<string, ZipPlace | null>();
  return rows.map(({ zipCode, ...answers }) => {
    if (!places.has(zipCode)) places.set(zipCode, lookupZip(zipCode));
    return { profile: profileFromApplication(answers), zipCode, place: places.get(zipCode) ?? null };
  });
}

export interface FormingRecord {
  id: string;
  propertyId: string;
  maxOccupants: number;
  members: CoLivingProfile[];
}

/** Households still forming, with the profiles of their standing members (in the order they were proposed). */
export async function readFormingHouseholds(db: Database): Promise<FormingRecord[]> {
  const households = await db
    .select({
      id: coLivingHouseholds.id,
      propertyId: coLivingHouseholds.propertyId,
      maxOccupants: coLivingHouseholds.maxOccupants,
    })
    .from(coLivingHouseholds)
    .where(eq(coLivingHouseholds.status, 'forming'))
    .orderBy(asc(coLivingHouseholds.createdAt), asc(coLivingHouseholds.id));
  if (households.length === 0) return [];
  const members = await db
    .select({ householdId: coLivingMatches.householdId, ...profileColumns })
    .from(coLivingMatches)
    .innerJoin(a, eq(a.id, coLivingMatches.applicationId))
    .innerJoin(coLivingHouseholds, eq(coLivingHouseholds.id, coLivingMatches.householdId))
    .where(and(isStandingMatch, eq(coLivingHouseholds.status, 'forming')))
    .orderBy(asc(coLivingMatches.createdAt), asc(coLivingMatches.id));
  const byHousehold = new Map<string, CoLivingProfile[]>();
  for (const { householdId, ...answers } of members) {
    const list = byHousehold.get(householdId) ?? [];
    list.push(profileFromApplication(answers));
    byHousehold.set(householdId, list);
  }
  return households.map((household) => ({ ...household, members: byHousehold.get(household.id) ?? [] }));
}

export interface Blocks {
  pairs: [string, string][];
  homes: [string, string][];
}

/**
 * What declined proposals rule out. A veteran or a housemate saying no blocks the declined applicant with every
 * other applicant proposed to that household; a landlord saying no blocks the applicant from the home; staff
 * saying no blocks both.
 */
export async function readBlocks(db: Database): Promise<Blocks> {
  const declined = await db
    .select({
      applicationId: coLivingMatches.applicationId,
      householdId: coLivingMatches.householdId,
      declinedBy: coLivingMatches.declinedBy,
      propertyId: coLivingHouseholds.propertyId,
    })
    .from(coLivingMatches)
    .innerJoin(coLivingHouseholds, eq(coLivingHouseholds.id, coLivingMatches.householdId))
    // a household that ended because its home closed: nobody refused anyone
    .where(and(eq(coLivingMatches.status, 'declined'), isNull(coLivingHouseholds.endedReason)))
    .orderBy(asc(coLivingMatches.createdAt), asc(coLivingMatches.id));
  const blocks: Blocks = { pairs: [], homes: [] };
  if (declined.length === 0) return blocks;
  const pairBlocking = declined.filter((row) => row.declinedBy !== 'landlord');
  const householdIds = [...new Set(pairBlocking.map((row) => row.householdId))];
  const proposed = householdIds.length
    ? await db
        .select({ applicationId: coLivingMatches.applicationId, householdId: coLivingMatches.householdId })
        .from(coLivingMatches)
        .where(inArray(coLivingMatches.householdId, householdIds))
    : [];
  for (const row of pairBlocking) {
    for (const other of proposed) {
      if (other.householdId === row.householdId && other.applicationId !== row.applicationId) {
        blocks.pairs.push([row.applicationId, other.applicationId]);
      }
    }
  }
  for (const row of declined) {
    if (row.declinedBy === 'landlord' || row.declinedBy === 'staff') {
      blocks.homes.push([row.applicationId, row.propertyId]);
    }
  }
  return blocks;
}

/** Under the run's lock: which of these applicants are still waiting. */
export async function stillWaiting(tx: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: a.id })
    .from(a)
    .where(and(inArray(a.id, ids), isWaitingApplication))
    .for('update');
  return new Set(rows.map((row) => row.id));
}

/** Under the run's lock: standing members and status of the given households. */
export async function householdOccupancy(
  tx: Database,
  ids: string[],
): Promise<Map<string, { status: string; members: number; maxOccupants: number }>> {
  if (ids.length === 0) return new Map();
  // locked (in id order, as every writer of several households locks them) until the run commits: a workflow
  // step on one of them waits for the run, and the run then counts what the step left, never a stale count
  await tx
    .select({ id: coLivingHouseholds.id })
    .from(coLivingHouseholds)
    .where(inArray(coLivingHouseholds.id, ids))
    .orderBy(asc(coLivingHouseholds.id))
    .for('update');
  const rows = await tx
    .select({
      id: coLivingHouseholds.id,
      status: coLivingHouseholds.status,
      maxOccupants: coLivingHouseholds.maxOccupants,
      members:
        sql<number>`(select count(*) from ${coLivingMatches} where ${coLivingMatches.householdId} = ${coLivingHouseholds.id} and ${isStandingMatch})`.mapWith(
          Number,
        ),
    })
    .from(coLivingHouseholds)
    .where(inArray(coLivingHouseholds.id, ids));
  return new Map(rows.map(({ id, ...rest }) => [id, rest]));
}

/** Live households per home (to number a second household on the same home). */
export async function liveHouseholdCounts(tx: Database, propertyIds: string[]): Promise<Map<string, number>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await tx
    .select({ propertyId: coLivingHouseholds.propertyId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(coLivingHouseholds)
    .where(and(isLiveHousehold, inArray(coLivingHouseholds.propertyId, propertyIds)))
    .groupBy(coLivingHouseholds.propertyId);
  return new Map(rows.map((row) => [row.propertyId, row.n]));
}
