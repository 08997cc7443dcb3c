import { boundingBox, distanceMiles, type LatLng } from '../geo';
import { hardRuleFailure } from './rules';
import { distancePoints, rentFitPoints, SCORE_WEIGHTS, tierPoints, totalOf, veteranPoints } from './score';
import type { EngineProperty, EngineVeteran } from './types';

/** Grid cell size in degrees: 0.25° is about 17 miles north-south; a 50-mile search spans some 7x9 cells. */
export const GRID_DEGREES = 0.25;
const LNG_CELLS = Math.ceil(360 / GRID_DEGREES) + 1;

/** One veteran's best homes, best first: property indexes and their scores. */
export interface CandidateList {
  properties: number[];
  scores: number[];
}

const cellOf = (degrees: number, offset: number) => Math.floor((degrees + offset) / GRID_DEGREES);
const zip5 = (zip: string) => zip.trim().slice(0, 5);

/**
 * Properties bucketed by a latitude/longitude grid (and by ZIP for those without coordinates), so a veteran
 * is only ever compared with the homes near them: the dense veterans x properties matrix is never built.
 */
export class PropertyIndex {
  private readonly cells = new Map<number, number[]>();
  /** tier points of each property, and the highest in each cell (for the search's upper bound) */
  readonly tierPoints: Float64Array;
  private readonly cellTopTier = new Map<number, number>();
  /** every property by ZIP, for veterans without coordinates */
  private readonly byZip = new Map<string, number[]>();
  /** properties without coordinates by ZIP, for veterans with coordinates */
  private readonly placelessByZip = new Map<string, number[]>();

  constructor(readonly properties: readonly EngineProperty[]) {
    this.tierPoints = Float64Array.from(properties, (property) => tierPoints(property.landlordTier));
    properties.forEach((property, index) => {
      push(this.byZip, zip5(property.zipCode), index);
      if (property.latitude == null || property.longitude == null) {
        push(this.placelessByZip, zip5(property.zipCode), index);
        return;
      }
      const cell = cellOf(property.latitude, 90) * LNG_CELLS + cellOf(property.longitude, 180);
      push(this.cells, cell, index);
      const tier = this.tierPoints[index] as number;
      if (tier > (this.cellTopTier.get(cell) ?? -1)) this.cellTopTier.set(cell, tier);
    });
  }

  /** Every property in the ZIP (for a veteran without coordinates: distance 0 by rule). */
  sameZip(zipCode: string): readonly number[] {
    return this.byZip.get(zip5(zipCode)) ?? [];
  }

  /** Properties without coordinates in the ZIP. */
  placelessSameZip(zipCode: string): readonly number[] {
    return this.placelessByZip.get(zip5(zipCode)) ?? [];
  }

  /** The non-empty cells that may hold homes within radiusMiles, nearest first, with a lower bound of their distance. */
  cellsNear(origin: LatLng, radiusMiles: number): NearCell[] {
    const box = boundingBox(origin, radiusMiles);
    const lastLat = cellOf(Math.min(90, box.maxLatitude), 90);
    const firstLng = cellOf(Math.max(-180, box.minLongitude), 180);
    const lastLng = cellOf(Math.min(180, box.maxLongitude), 180);
    const near: NearCell[] = [];
    for (let lat = cellOf(Math.max(-90, box.minLatitude), 90); lat <= lastLat; lat++) {
      for (let lng = firstLng; lng <= lastLng; lng++) {
        const key = lat * LNG_CELLS + lng;
        const members = this.cells.get(key);
        if (!members) continue;
        const south = lat * GRID_DEGREES - 90;
        const west = lng * GRID_DEGREES - 180;
        const nearest = {
          latitude: Math.min(Math.max(origin.latitude, south), south + GRID_DEGREES),
          longitude: Math.min(Math.max(origin.longitude, west), west + GRID_DEGREES),
        };
        const bound = Math.max(0, distanceMiles(origin, nearest) - CELL_BOUND_SLACK_MILES);
        if (bound <= radiusMiles) near.push({ bound, members, topTier: this.cellTopTier.get(key) ?? 0 });
      }
    }
    return near.sort((a, b) => a.bound - b.bound);
  }
}

interface NearCell {
  /** no home of the cell is nearer than this (miles) */
  bound: number;
  members: readonly number[];
  /** the highest tier points in the cell */
  topTier: number;
}

function push<K>(map: Map<K, number[]>, key: K, value: number) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const MILES_PER_DEGREE_LATITUDE = 69;
/** Cells are ordered by a near-exact lower bound of their distance; the slack keeps it a true lower bound. */
const CELL_BOUND_SLACK_MILES = 1;

interface Found {
  property: number;
  score: number;
  miles: number;
}
const better = (a: Found, b: Found) =>
  a.score !== b.score ? a.score > b.score : a.miles !== b.miles ? a.miles < b.miles : a.property < b.property;

/**
 * The veteran's top `limit` homes that pass every hard rule and still have a unit left in `remaining`,
 * best score first; ties go to the nearer home, then to the lower property index (deterministic).
 * Cells are read nearest first and the search stops once no home in the next cell could beat the
 * current top `limit` (its best possible score is below theirs), so dense cities cost no more than towns.
 */
export function topCandidates(
  veteran: EngineVeteran,
  index: PropertyIndex,
  remaining: Int32Array,
  limit: number,
  now: Date,
  radiusMiles: number,
  isExcluded?: (veteran: EngineVeteran, property: EngineProperty) => boolean,
): CandidateList {
  const found: Found[] = [];
  const own = veteranPoints(veteran, now);
  const consider = (property: number, miles: number) => {
    if ((remaining[property] ?? 0) < 1) return;
    const home = index.properties[property] as EngineProperty;
    // cheap flag rules first; the full rule check only for homes that pass them
    if (veteran.hasVoucher && !home.acceptsVouchers) return;
    if (veteran.requiresAccessibility && !home.accessible) return;
    if (veteran.hasPet && !home.allowsPets) return;
    const budget = veteran.maxRentCents;
    if (budget != null && home.rentCents != null && home.rentCents > budget) return;
    if (miles > radiusMiles || hardRuleFailure(veteran, home, miles, radiusMiles) !== null) return;
    if (isExcluded?.(veteran, home)) return;
    const rentFit = rentFitPoints(home.rentCents, veteran.maxRentCents);
    const score = totalOf(
      distancePoints(miles, radiusMiles),
      rentFit,
      index.tierPoints[property] as number,
      own,
    );
    const entry = { property, score, miles };
    if (!Number.isFinite(limit)) {
      found.push(entry);
      return;
    }
    if (found.length === limit && !better(entry, found[limit - 1] as Found)) return;
    let at = found.length;
    while (at > 0 && better(entry, found[at - 1] as Found)) at--;
    found.splice(at, 0, entry);
    if (found.length > limit) found.pop();
  };

  if (veteran.latitude == null || veteran.longitude == null) {
    for (const property of index.sameZip(veteran.zipCode)) consider(property, 0);
  } else {
    const origin = { latitude: veteran.latitude, longitude: veteran.longitude };
    for (const property of index.placelessSameZip(veteran.zipCode)) consider(property, 0);
    // the best rent fit this veteran can get: without a budget every home is neutral
    const topRentFit = veteran.maxRentCents == null ? rentFitPoints(null, null) : SCORE_WEIGHTS.rentFit;
    for (const { bound, members, topTier } of index.cellsNear(origin, radiusMiles)) {
      if (found.length === limit) {
        const best = totalOf(distancePoints(bound, radiusMiles), topRentFit, topTier, own);
        if (best < (found[limit - 1] as Found).score) break;
      }
      for (const property of members) {
        const home = index.properties[property] as EngineProperty;
        const latitude = home.latitude as number;
        if (Math.abs(latitude - origin.latitude) * MILES_PER_DEGREE_LATITUDE > radiusMiles) continue;
        consider(property, distanceMiles(origin, home as LatLng));
      }
    }
  }
  if (!Number.isFinite(limit)) found.sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0));
  return { properties: found.map((entry) => entry.property), scores: found.map((entry) => entry.score) };
}
