import type { Readable } from 'node:stream';
import type { Database } from '@server/db/client';
import { csvStream } from '@server/lib/csv-file';
import { lookupZip } from '@server/lib/zip-lookup';
import { recordAudit } from '@server/plugins/audit';
import type { MapData, MapDataType, MapRow, Overview, TimeFrame } from '@shared/contracts/admin-oversight';
import {
  type MarketActivity,
  placementSuccessRate,
  topMarkets,
  windowStart,
} from '@shared/domain/network-figures';
import { timeFrameDays } from '@shared/domain/time-windows';
import { mapPoint } from './map-point';
import { type ActivityPart, networkOverview, type ZipActivity, zipActivity } from './network-repo';

/** The window's start as ISO, null for all time ('7' = the last 7 days up to `now`). */
export function timeFrameStart(timeFrame: TimeFrame, now: Date): string | null {
  return windowStart(timeFrameDays(timeFrame), now)?.toISOString() ?? null;
}

/**
 * What each map data type counts (the rest of a row's figures stay 0), and so which rows appear: a ZIP is a
 * row when one of its counted figures is above 0.
 * - veterans: veteranReferrals and urgentReferrals (partner referrals, at the veteran's ZIP)
 * - landlords: landlordLeads and availableUnits
 * - matches: successfulMatches (housing matches placed, at the home's ZIP)
 * - all: every figure
 */
export const MAP_TYPE_PARTS: Record<MapDataType, readonly ActivityPart[]> = {
  all: ['referrals', 'landlords', 'matches'],
  veterans: ['referrals'],
  landlords: ['landlords'],
  matches: ['matches'],
};

/** A ZIP's place: the ZIP data set's city, state and centroid, else what the records name. */
function placeOf(activity: ZipActivity) {
  const place = lookupZip(activity.zip);
  return {
    city: place?.city ?? activity.city ?? '',
    state: place?.state ?? activity.state ?? '',
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
  };
}

function toMapRow(activity: ZipActivity): MapRow {
  const place = placeOf(activity);
  return {
    id: activity.zip,
    zipCode: activity.zip,
    ...place,
    mapPoint: mapPoint(place.longitude, place.latitude),
    metadata: {
      veteranReferrals: activity.veteran_referrals,
      urgentReferrals: activity.urgent_referrals,
      landlordLeads: activity.landlord_leads,
      availableUnits: activity.available_units,
      successfulMatches: activity.successful_matches,
    },
  };
}

const hasMapFigures = (row: MapRow) => Object.values(row.metadata).some((figure) => figure > 0);
const byPlace = (a: MapRow, b: MapRow) =>
  a.state.localeCompare(b.state) || a.city.localeCompare(b.city) || a.zipCode.localeCompare(b.zipCode);

/** GET /api/admin/map-data: one row per ZIP with activity of the chosen type, by state, city and ZIP. */
export async function mapData(
  db: Database,
  query: { timeFrame: TimeFrame; type: MapDataType },
  now = new Date(),
): Promise<MapData> {
  const activity = await zipActivity(db, MAP_TYPE_PARTS[query.type], timeFrameStart(query.timeFrame, now));
  const rows = activity.map(toMapRow).filter(hasMapFigures).sort(byPlace);
  return { timeFrame: query.timeFrame, type: query.type, rows };
}

/**
 * GET /api/admin/overview: the totals within the time frame, the placement success rate, and the coverage:
 * a city or state is active when one of its ZIPs had a referral, a landlord lead, an available unit, a match
 * or a placement in the frame; top markets rank cities by referrals + landlord leads + match opportunities.
 */
export async function overview(db: Database, timeFrame: TimeFrame, now = new Date()): Promise<Overview> {
  const start = timeFrameStart(timeFrame, now);
  const { totals, activity } = await networkOverview(db, MAP_TYPE_PARTS.all, start);
  const cities = new Map<string, MarketActivity>();
  const states = new Set<string>();
  for (const zip of activity) {
    const { city, state } = placeOf(zip);
    if (!state) continue;
    states.add(state);
    if (!city) continue;
    const key = `${state}|${city.toLowerCase()}`;
    const market = cities.get(key) ?? {
      city,
      state,
      veteranReferrals: 0,
      landlordLeads: 0,
      matchPotential: 0,
    };
    market.veteranReferrals += zip.veteran_referrals;
    market.landlordLeads += zip.landlord_leads;
    market.matchPotential += zip.match_opportunities;
    cities.set(key, market);
  }
  return {
    timeFrame,
    since: start,
    totalReferrals: totals.referrals,
    totalLandlordLeads: totals.landlord_leads,
    totalMatchOpportunities: totals.match_opportunities,
    totalPlacements: totals.placements,
    conversionRate: placementSuccessRate(totals.placements, totals.match_opportunities),
    geographicCoverage: {
      statesActive: states.size,
      citiesActive: cities.size,
      topMarkets: topMarkets([...cities.values()]),
    },
  };
}

export const MAP_CSV_COLUMNS = [
  'ZIP code',
  'City',
  'State',
  'Latitude',
  'Longitude',
  'Veteran referrals',
  'Urgent referrals',
  'Landlord leads',
  'Available units',
  'Successful matches',
] as const;

/** network-30-days-all.csv, network-all-time-veterans.csv */
export const exportFilename = (timeFrame: TimeFrame, type: MapDataType) =>
  `network-${timeFrame === 'all' ? 'all-time' : `${timeFrame}-days`}-${type}.csv`;

/** GET /api/admin/export: the map rows as a streamed CSV; the export is audited. */
export async function exportMapData(
  db: Database,
  query: { timeFrame: TimeFrame; type: MapDataType },
  admin: { id: string; ip: string },
  now = new Date(),
): Promise<{ filename: string; stream: Readable }> {
  const data = await mapData(db, query, now);
  await recordAudit(db, {
    action: 'network_map.exported',
    actorType: 'admin',
    actorId: admin.id,
    ip: admin.ip,
    details: { timeFrame: query.timeFrame, type: query.type, rows: data.rows.length },
  });
  const records = data.rows.map((row) => [
    row.zipCode,
    row.city,
    row.state,
    row.latitude,
    row.longitude,
    row.metadata.veteranReferrals,
    row.metadata.urgentReferrals,
    row.metadata.landlordLeads,
    row.metadata.availableUnits,
    row.metadata.successfulMatches,
  ]);
  return {
    filename: exportFilename(query.timeFrame, query.type),
    stream: csvStream(MAP_CSV_COLUMNS, records),
  };
}
