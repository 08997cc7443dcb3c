import type { Database } from '@server/db/client';
import { isNotDeclined } from '@server/db/predicates';
import { matches, properties, veterans } from '@server/db/schema';
import { homeDistanceMiles, toMatchCandidate } from '@server/modules/match-search';
import type { PropertyRow } from '@server/modules/properties';
import type { ListingSummary } from '@shared/contracts/landlord-tools';
import {
  MATCH_RADIUS_MILES,
  type MatchSeeker,
  sameZip,
  seekerRuleFailure,
} from '@shared/domain/housing-match';
import { listedMonthlyIncomeCents } from '@shared/domain/income-estimate';
import { centsToDollars } from '@shared/domain/money';
import { and, inArray, sql } from 'drizzle-orm';
import { listingReadiness } from './listing-readiness';
import { type VeteranZip, veteransByZip, withPlaces } from './veteran-demand';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A listing waiting for review is counted as it will be once published: the landlord asks who it would reach. */
const asPublished = (row: PropertyRow): PropertyRow =>
  row.status === 'pending_review' ? { ...row, status: 'available' } : row;

/**
 * The listings with these ids, the veterans per ZIP code and the veterans with a match on one of them that is
 * not declined, in one statement: three subqueries full-joined on false, so each row carries one of them.
 */
async function listingsAndDemand(db: Database, ids: string[]) {
  const listing = db.select().from(properties).where(inArray(properties.id, ids)).as('listing');
  const zips = veteransByZip(db).as('zips');
  const open = db
    .selectDistinct({ veteranId: matches.veteranId })
    .from(matches)
    .where(and(inArray(matches.propertyId, ids), isNotDeclined))
    .as('open');
  const found = await db
    .select({
      listing: listing._.selectedFields,
      zipCode: zips.zipCode,
      zipVeterans: zips.veterans,
      openVeteranId: open.veteranId,
    })
    .from(listing)
    .fullJoin(zips, sql`false`)
    .fullJoin(open, sql`false`);
  const parts = {
    rows: [] as PropertyRow[],
    zips: [] as { zipCode: string; veterans: number }[],
    open: [] as string[],
  };
  for (const row of found) {
    if (row.listing) parts.rows.push(row.listing);
    else if (row.zipCode !== null && row.zipVeterans !== null)
      parts.zips.push({ zipCode: row.zipCode, veterans: row.zipVeterans });
    else if (row.openVeteranId !== null) parts.open.push(row.openVeteranId);
  }
  return parts;
}

/** Veterans for whom the matching engine would propose at least one of these listings. */
async function engineMatchedVeterans(
  db: Database,
  rows: PropertyRow[],
  zips: VeteranZip[],
): Promise<Set<string>> {
  // only veterans in ZIPs that can pass the distance rule for some listing are worth loading
  const nearbyZips = zips
    .filter(({ zipCode, place }) =>
      rows.some((row) => {
        const distance = homeDistanceMiles(place, zipCode, row);
        return distance === null ? sameZip(row.zipCode, zipCode) : distance <= MATCH_RADIUS_MILES;
      }),
    )
    .map(({ zipCode }) => zipCode);
  const found = new Set<string>();
  if (nearbyZips.length === 0) return found;
  const people = await db.select().from(veterans).where(inArray(veterans.zipCode, nearbyZips));
  for (const person of people) {
    const seeker: MatchSeeker = {
      zipCode: person.zipCode,
      benefits: {
        vash: person.hasVoucher,
        giBill: person.giBill,
        disability: person.disability,
        employment: person.employment,
      },
      monthlyIncomeCents: person.monthlyIncomeCents,
      requiresAccessibility: person.requiresAccessibility,
      hasPet: person.hasPet,
    };
    const proposed = rows.some(
      (row) => seekerRuleFailure(seeker, toMatchCandidate(seeker, asPublished(row))) === null,
    );
    if (proposed) found.add(person.id);
  }
  return found;
}

/**
 * Dashboard figures for the given listing ids; unknown or malformed ids are ignored. Two statements: which
 * veterans are near is worked out here from the ZIP centroids (veteran-demand.ts), so they are read second.
 */
export async function summariseListings(db: Database, ids: string[]): Promise<ListingSummary> {
  const validIds = ids.filter((id) => UUID.test(id));
  const { rows, zips, open } = validIds.length
    ? await listingsAndDemand(db, validIds)
    : { rows: [], zips: [], open: [] };
  if (rows.length === 0)
    return {
      listings: 0,
      veteranMatches: 0,
      listedMonthlyIncome: 0,
      listedRooms: 0,
      ...listingReadiness([]),
    };

  const matched = await engineMatchedVeterans(db, rows, withPlaces(zips));
  for (const veteranId of open) matched.add(veteranId);
  return {
    listings: rows.length,
    veteranMatches: matched.size,
    listedMonthlyIncome: Math.round(centsToDollars(listedMonthlyIncomeCents(rows))),
    listedRooms: rows.reduce((sum, row) => sum + row.roomCount, 0),
    ...listingReadiness(rows),
  };
}
