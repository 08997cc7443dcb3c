import type { Database } from '@server/db/client';
import { isNotCoLivingHome } from '@server/db/predicates';
import { landlords, properties } from '@server/db/schema';
import { lookupZip, type ZipPlace } from '@server/lib/zip-lookup';
import { type PropertyRow, rentPerVeteranCents } from '@server/modules/properties';
import { boundingBox, distanceMiles } from '@shared/domain/geo';
import {
  assessHome,
  MATCH_RADIUS_MILES,
  type MatchCandidate,
  type MatchSeeker,
  sameZip,
  seekerBudgetCents,
} from '@shared/domain/housing-match';
import type { LandlordTier } from '@shared/domain/match-engine';
import { type FitFacts, type MatchFit, matchFit, matchReasons } from '@shared/domain/match-fit';
import { and, between, eq, gt, like, or, type SQL } from 'drizzle-orm';

export interface ScoredHome {
  property: PropertyRow;
  score: number;
  reasons: string[];
  distanceMiles: number | null;
  /** How the home is described to the veteran: the words of its score (match-fit.ts). */
  fit: MatchFit;
  veteranReasons: string[];
}

/** Miles from the veteran's ZIP to the home; 0 in the same ZIP, null when either place has no coordinates. */
export function homeDistanceMiles(
  origin: ZipPlace | null,
  seekerZip: string,
  row: PropertyRow,
): number | null {
  if (origin && row.latitude != null && row.longitude != null) {
    return distanceMiles(origin, { latitude: row.latitude, longitude: row.longitude });
  }
  return sameZip(row.zipCode, seekerZip) ? 0 : null;
}

/** The engine's view of one home for this veteran (bronze when the landlord's tier is not given). */
export function toMatchCandidate(
  seeker: MatchSeeker,
  row: PropertyRow,
  landlordTier: LandlordTier | null = null,
  origin: ZipPlace | null = lookupZip(seeker.zipCode),
): MatchCandidate {
  const distance = homeDistanceMiles(origin, seeker.zipCode, row);
  return { ...row, rentCents: rentPerVeteranCents(row), distanceMiles: distance, landlordTier };
}

function fitFacts(seeker: MatchSeeker, home: MatchCandidate, budgetCents: number | null): FitFacts {
  return {
    distanceMiles: home.distanceMiles ?? 0,
    sameZip: sameZip(home.zipCode, seeker.zipCode),
    rentCents: home.rentCents,
    budgetCents,
    acceptsTheirVoucher: seeker.benefits.vash && home.acceptsVouchers,
  };
}

/** Homes that pass every hard rule for this veteran, best score first (ties: nearest, then newest). */
export async function findMatchingHomes(
  db: Database,
  seeker: MatchSeeker,
  limit = 50,
): Promise<ScoredHome[]> {
  const origin = lookupZip(seeker.zipCode);
  const filters: SQL[] = [
    eq(properties.status, 'available'),
    gt(properties.unitsAvailable, 0),
    // a co-living home's rooms are filled by households (the co-living formation), never one by one
    isNotCoLivingHome,
  ];
  if (seeker.benefits.vash) filters.push(eq(properties.acceptsVouchers, true));
  if (seeker.requiresAccessibility) filters.push(eq(properties.accessible, true));
  if (seeker.hasPet) filters.push(eq(properties.allowsPets, true));
  const inSameZip = like(properties.zipCode, `${seeker.zipCode.trim().slice(0, 5)}%`);
  let near: SQL | undefined = inSameZip;
  if (origin) {
    const box = boundingBox(origin, MATCH_RADIUS_MILES);
    near = or(
      inSameZip,
      and(
        between(properties.latitude, box.minLatitude, box.maxLatitude),
        between(properties.longitude, box.minLongitude, box.maxLongitude),
      ),
    );
  }
  const rows = await db
    .select({ row: properties, landlordTier: landlords.tier })
    .from(properties)
    .leftJoin(landlords, eq(landlords.id, properties.landlordId))
    .where(and(...filters, near));

  const now = new Date();
  const budget = seekerBudgetCents(seeker);
  const scored: ScoredHome[] = [];
  for (const { row, landlordTier } of rows) {
    const candidate = toMatchCandidate(seeker, row, landlordTier as LandlordTier | null, origin);
    const assessed = assessHome(seeker, candidate, now);
    if (assessed.failure !== null) continue;
    const facts = fitFacts(seeker, candidate, budget);
    scored.push({
      property: row,
      score: assessed.score,
      reasons: assessed.reasons,
      distanceMiles: candidate.distanceMiles,
      fit: matchFit(assessed.score),
      veteranReasons: matchReasons(facts),
    });
  }
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      (a.distanceMiles ?? 0) - (b.distanceMiles ?? 0) ||
      b.property.createdAt.getTime() - a.property.createdAt.getTime(),
  );
  return scored.slice(0, limit);
}
