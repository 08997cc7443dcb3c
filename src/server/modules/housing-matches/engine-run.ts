import { type Database, withTransaction } from '@server/db/client';
import { isInHousingQueue, isNotCoLivingHome, isOpenMatch, isStillLooking } from '@server/db/predicates';
import { landlords, matches, properties, veterans } from '@server/db/schema';
import { lookupZip } from '@server/lib/zip-lookup';
import {
  assignMatches,
  type EngineProperty,
  type EngineVeteran,
  explainUnmatched,
  toLandlordTier,
  type UnmatchedCount,
} from '@shared/domain/match-engine';
import type { UrgencyLevel } from '@shared/domain/urgency';
import { and, eq, gt, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import { proposeMatches } from './propose';

/** One key for every run: two runs at once take turns, so they never propose the same veteran twice. */
const ENGINE_RUN_LOCK = 5_051_001;
/** A listing whose units open within this many days can be proposed now: placing someone takes weeks. */
export const AVAILABLE_WITHIN_DAYS = 30;

export interface EngineRunTimings {
  readMs: number;
  assignMs: number;
  writeMs: number;
}

export interface EngineRunResult {
  matchesCreated: number;
  /** the waiting veterans the run proposed nothing to, counted by why */
  unmatched: UnmatchedCount[];
  timings: EngineRunTimings;
}

/** Waits for any engine run in progress and holds off new ones until the caller's transaction ends. */
export async function lockEngineRuns(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ENGINE_RUN_LOCK})`);
}

/**
 * Veterans of the housing queue still looking for a home by their one status (offered, accepted, moved in,
 * inactive or exited are not; one who returned to homelessness is again), with no open match of any kind.
 */
const waitingVeterans = and(
  isStillLooking,
  isInHousingQueue,
  notExists(sql`(select 1 from ${matches} where ${matches.veteranId} = ${veterans.id} and ${isOpenMatch})`),
);

async function readVeterans(tx: Database): Promise<EngineVeteran[]> {
  const rows = await tx
    .select({
      id: veterans.id,
      zipCode: veterans.zipCode,
      hasVoucher: veterans.hasVoucher,
      requiresAccessibility: veterans.requiresAccessibility,
      hasPet: veterans.hasPet,
      urgency: veterans.urgency,
      maxRentCents: veterans.maxRentCents,
      createdAt: veterans.createdAt,
    })
    .from(veterans)
    .where(waitingVeterans);
  const places = new Map<string, ReturnType<typeof lookupZip>>();
  return rows.map((row) => {
    let place = places.get(row.zipCode);
    if (place === undefined) {
      place = lookupZip(row.zipCode);
      places.set(row.zipCode, place);
    }
    return {
      id: row.id,
      zipCode: row.zipCode,
      latitude: place?.latitude ?? null,
      longitude: place?.longitude ?? null,
      hasVoucher: row.hasVoucher,
      requiresAccessibility: row.requiresAccessibility,
      hasPet: row.hasPet,
      urgency: row.urgency as UrgencyLevel,
      maxRentCents: row.maxRentCents,
      waitingSince: row.createdAt,
    };
  });
}

/** Available listings with the units not yet held by an open match. */
async function readProperties(tx: Database, now: Date): Promise<EngineProperty[]> {
  const horizon = new Date(now.getTime() + AVAILABLE_WITHIN_DAYS * 86_400_000).toISOString().slice(0, 10);
  const held = tx
    .select({ propertyId: matches.propertyId, n: sql<number>`count(*)::int`.as('n') })
    .from(matches)
    .where(isOpenMatch)
    .groupBy(matches.propertyId)
    .as('held');
  const rows = await tx
    .select({
      id: properties.id,
      zipCode: properties.zipCode,
      latitude: properties.latitude,
      longitude: properties.longitude,
      acceptsVouchers: properties.acceptsVouchers,
      accessible: properties.accessible,
      allowsPets: properties.allowsPets,
      unitsAvailable: properties.unitsAvailable,
      rentCents: properties.rentCents,
      rentPerRoomCents: properties.rentPerRoomCents,
      tier: landlords.tier,
      held: held.n,
    })
    .from(properties)
    .leftJoin(landlords, eq(landlords.id, properties.landlordId))
    .leftJoin(held, eq(held.propertyId, properties.id))
    .where(
      and(
        eq(properties.status, 'available'),
        gt(properties.unitsAvailable, 0),
        or(isNull(properties.availableDate), lte(properties.availableDate, horizon)),
        // a co-living home's rooms are filled by households (the co-living formation), never one by one
        isNotCoLivingHome,
      ),
    );
  const result: EngineProperty[] = [];
  for (const row of rows) {
    const free = row.unitsAvailable - (row.held ?? 0);
    if (free <= 0) continue;
    const place = row.latitude == null || row.longitude == null ? lookupZip(row.zipCode) : null;
    result.push({
      id: row.id,
      zipCode: row.zipCode,
      latitude: row.latitude ?? place?.latitude ?? null,
      longitude: row.longitude ?? place?.longitude ?? null,
      acceptsVouchers: row.acceptsVouchers,
      accessible: row.accessible,
      allowsPets: row.allowsPets,
      available: true,
      unitsAvailable: free,
      rentCents: row.rentPerRoomCents ?? row.rentCents,
      landlordTier: toLandlordTier(row.tier),
    });
  }
  return result;
}

/** Homes already declined for a veteran still looking (by veteran): never proposed to them again. */
async function readDeclinedPairs(tx: Database): Promise<Map<string, Set<string>>> {
  const rows = await tx
    .select({ veteranId: matches.veteranId, propertyId: matches.propertyId })
    .from(matches)
    .innerJoin(veterans, eq(veterans.id, matches.veteranId))
    .where(and(eq(matches.status, 'declined'), isStillLooking, isInHousingQueue));
  const declined = new Map<string, Set<string>>();
  for (const row of rows) {
    const homes = declined.get(row.veteranId);
    if (homes) homes.add(row.propertyId);
    else declined.set(row.veteranId, new Set([row.propertyId]));
  }
  return declined;
}

/**
 * One engine run in one transaction: read the waiting veterans and the free units, assign globally
 * (src/shared/domain/match-engine), write the pending matches and the veterans' notices.
 */
export async function runMatchingEngine(db: Database, now = new Date()): Promise<EngineRunResult> {
  return withTransaction(db, async (tx) => {
    await lockEngineRuns(tx);
    let mark = performance.now();
    const lap = () => {
      const previous = mark;
      mark = performance.now();
      return Math.round(mark - previous);
    };
    const [waiting, homes, declined] = [
      await readVeterans(tx),
      await readProperties(tx, now),
      await readDeclinedPairs(tx),
    ];
    const readMs = lap();
    // a declined home is skipped while choosing, so the veteran can still get their next-best home
    const isExcluded =
      declined.size === 0
        ? undefined
        : (veteran: EngineVeteran, home: EngineProperty) => declined.get(veteran.id)?.has(home.id) === true;
    const proposals = assignMatches(waiting, homes, { now, isExcluded });
    const unmatched = explainUnmatched(waiting, homes, proposals, { isExcluded });
    const assignMs = lap();
    const matchesCreated = (await proposeMatches(tx, 'engine', proposals, now)).length;
    return { matchesCreated, unmatched, timings: { readMs, assignMs, writeMs: lap() } };
  });
}
