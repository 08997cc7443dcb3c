import { EARTH_RADIUS_MILES, toRadians } from '../geo';
import type { CandidateLists } from './candidate-lists';
import {
  ACCEPTS_VOUCHERS,
  ACCESSIBLE,
  ALLOWS_PETS,
  CLASSES_FITTING,
  FEATURE_CLASSES,
  OPEN,
  type PropertyIndex,
} from './property-index';
import { distancePoints, rentFitPoints, SCORE_WEIGHTS, totalOf, veteranPoints } from './score';
import type { EngineProperty, EngineVeteran } from './types';

export { CandidateLists } from './candidate-lists';
export { GRID_DEGREES } from './grid';
export { PropertyIndex } from './property-index';

const MILES_PER_DEGREE_LATITUDE = 69;
/** Below the great-circle distance for sure: the arc of the latitude difference, less rounding. */
const LATITUDE_BOUND_SLACK_MILES = 1e-6;

/**
 * The veteran's best homes so far, best first: score, then the nearer, then the lower property index
 * (a total order, so the list depends on the set of homes, not on the order they are read in).
 */
class TopList {
  properties: number[] = [];
  scores: number[] = [];
  miles: number[] = [];
  private limit = 0;

  /** Empties the list for the next search (one list serves every search: no allocation per veteran). */
  reset(limit: number): void {
    this.limit = limit;
    this.properties.length = 0;
    this.scores.length = 0;
    this.miles.length = 0;
  }

  get full(): boolean {
    return this.properties.length >= this.limit;
  }

  /** The score a home must reach to get in once the list is full (ties then go by distance). */
  get worstScore(): number {
    return this.scores[this.scores.length - 1] as number;
  }

  private beats(property: number, score: number, miles: number, at: number): boolean {
    const other = this.scores[at] as number;
    if (score !== other) return score > other;
    const otherMiles = this.miles[at] as number;
    return miles !== otherMiles ? miles < otherMiles : property < (this.properties[at] as number);
  }

  add(property: number, score: number, miles: number): void {
    const { properties, scores } = this;
    let at = properties.length;
    if (at >= this.limit && !this.beats(property, score, miles, at - 1)) return;
    if (at < this.limit) {
      properties.push(property);
      scores.push(score);
      this.miles.push(miles);
    } else {
      at--; // the last one drops out
    }
    for (; at > 0 && this.beats(property, score, miles, at - 1); at--) {
      properties[at] = properties[at - 1] as number;
      scores[at] = scores[at - 1] as number;
      this.miles[at] = this.miles[at - 1] as number;
    }
    properties[at] = property;
    scores[at] = score;
    this.miles[at] = miles;
  }
}

const top = new TopList();

/** What a round's searches share. */
export interface CandidateSearch {
  index: PropertyIndex;
  /** units still free per property */
  remaining: Int32Array;
  /** homes kept per veteran (Infinity: every home in reach) */
  limit: number;
  now: Date;
  radiusMiles: number;
  isExcluded?: (veteran: EngineVeteran, property: EngineProperty) => boolean;
}

/**
 * While the list is not full anything gets in; then a home needs a score (rounded) of at least the last
 * one's: its unrounded parts other than the veteran's own must reach this (a hair lower, so rounding of the
 * sum never turns a home away that would get in).
 */
const cutOf = (own: number) => (top.full ? top.worstScore - 0.5 - own - 1e-9 : Number.NEGATIVE_INFINITY);

/** The need bits of a veteran (a home fits when its features hold all of them). */
const needOf = (veteran: EngineVeteran) =>
  OPEN |
  (veteran.hasVoucher ? ACCEPTS_VOUCHERS : 0) |
  (veteran.requiresAccessibility ? ACCESSIBLE : 0) |
  (veteran.hasPet ? ALLOWS_PETS : 0);

/** Rent fit of a home for the veteran, or -1 when it breaks a rule other than distance or has no unit left. */
function fitOf(
  index: PropertyIndex,
  property: number,
  need: number,
  budget: number | null,
  remaining: Int32Array,
) {
  if ((remaining[property] ?? 0) < 1 || ((index.features[property] as number) & need) !== need) return -1;
  const rent = index.rentCents[property] as number;
  if (rent < 0) return rentFitPoints(null, budget);
  if (budget != null && rent > budget) return -1;
  return rentFitPoints(rent, budget);
}

/**
 * The veteran's top `limit` homes that pass every hard rule and still have a unit left in `remaining`,
 * best score first; ties go to the nearer home, then to the lower property index (deterministic).
 * Cells are read nearest first: the search stops once no home of the next cell could beat the current
 * top `limit` even with the best landlord tier (nor any farther one), and skips a cell whose own best tier
 * cannot; inside a cell, homes come best tier first and cheapest first, so the cell or the tier is left as
 * soon as the rest cannot beat the list; a home's exact distance is only computed when the latitude
 * difference alone leaves it a chance. Exact: the same list as scoring every home (property-tested).
 * Written to `into` as veteran `person`'s list; answers its length.
 */
export function topCandidates(
  veteran: EngineVeteran,
  search: CandidateSearch,
  into: CandidateLists,
  person: number,
): number {
  const { index, remaining, limit, now, isExcluded } = search;
  top.reset(limit);
  const own = veteranPoints(veteran, now);
  const need = needOf(veteran);
  const budget = veteran.maxRentCents;
  const sameZip =
    veteran.latitude == null || veteran.longitude == null
      ? index.sameZip(veteran.zipCode)
      : index.placelessSameZip(veteran.zipCode);
  for (const property of sameZip) {
    const rentFit = fitOf(index, property, need, budget, remaining);
    if (rentFit < 0 || isExcluded?.(veteran, index.properties[property] as EngineProperty)) continue;
    top.add(property, totalOf(SCORE_WEIGHTS.distance, rentFit, index.tierPoints[property] as number, own), 0);
  }
  if (veteran.latitude != null && veteran.longitude != null) {
    gridSearch.run(veteran, search, own, need);
  }
  into.set(person, top.properties, top.scores, top.miles);
  return top.properties.length;
}

/**
 * The grid part of topCandidates: every home with coordinates in reach that can still get in the list.
 * One search at a time (module state, so the hot loop allocates nothing).
 */
class GridSearch {
  private veteran!: EngineVeteran;
  private index!: PropertyIndex;
  private remaining!: Int32Array;
  private radiusMiles = 0;
  private own = 0;
  private need = 0;
  private budget: number | null = null;
  private unstatedRentFit = 0;
  private topRentFit = 0;
  private originLatitude = 0;
  private originLongitude = 0;
  private originCos = 1;
  private isExcluded: CandidateSearch['isExcluded'];
  /** a home whose parts (other than the veteran's own) add up to less than this cannot get in the list */
  private cut = Number.NEGATIVE_INFINITY;

  run(veteran: EngineVeteran, search: CandidateSearch, own: number, need: number): void {
    this.veteran = veteran;
    this.index = search.index;
    this.remaining = search.remaining;
    this.radiusMiles = search.radiusMiles;
    this.isExcluded = search.isExcluded;
    this.own = own;
    this.need = need;
    this.budget = veteran.maxRentCents;
    // the best rent fit this veteran can get: without a budget every home is neutral
    this.unstatedRentFit = rentFitPoints(null, this.budget);
    this.topRentFit = this.budget == null ? this.unstatedRentFit : SCORE_WEIGHTS.rentFit;
    this.originLatitude = veteran.latitude as number;
    this.originLongitude = veteran.longitude as number;
    this.originCos = Math.cos(toRadians(this.originLatitude));
    this.cut = cutOf(own);
    const { grid } = this.index;
    const cells = grid.cellsNear(this.originLatitude, this.originLongitude, this.radiusMiles);
    for (let i = 0; i < cells; i++) {
      const bound = grid.nearBound(i);
      if (this.settled(bound)) return;
      this.scanCell(grid.nearCells[i] as number, bound);
    }
  }

  /** Cells come nearest first: once even the best tier cannot get in from this far, no later cell can. */
  private settled(bound: number): boolean {
    return distancePoints(bound, this.radiusMiles) + this.topRentFit + SCORE_WEIGHTS.landlordTier < this.cut;
  }

  private scanCell(cell: number, bound: number): void {
    const nearest = distancePoints(bound, this.radiusMiles);
    if (nearest + this.topRentFit + (this.index.cellTopTier[cell] as number) < this.cut) return;
    const { segmentStart } = this.index;
    const classes = CLASSES_FITTING[this.need & (FEATURE_CLASSES - 1)] as Int32Array;
    for (let k = 0; k < classes.length; k++) {
      const segment = cell * FEATURE_CLASSES + (classes[k] as number);
      const start = segmentStart[segment] as number;
      const end = segmentStart[segment + 1] as number;
      if (end > start) this.scanSegment(start, end, nearest, bound);
    }
  }

  /** The homes members[start .. end) of one cell and feature class, the cell `nearest` points of distance away. */
  private scanSegment(start: number, end: number, nearest: number, bound: number): void {
    const { index, remaining, radiusMiles, own, need, budget, originLatitude, originLongitude } = this;
    const { members, memberLatitude, memberLongitude, memberCosLatitude } = index;
    const { memberFeatures, memberRentCents, memberTierPoints, memberGroupEnd } = index;
    for (let at = start; at < end; at++) {
      const tier = memberTierPoints[at] as number;
      // runs of one tier, best tier first: once a tier cannot get in, no later one can
      if (nearest + this.topRentFit + tier < this.cut) break;
      const rent = memberRentCents[at] as number;
      let rentFit = this.unstatedRentFit;
      if (rent >= 0) {
        // inside a run, stated rents come cheapest first: the rent fit only falls from here
        if (budget != null && rent > budget) {
          at = (memberGroupEnd[at] as number) - 1;
          continue;
        }
        rentFit = rentFitPoints(rent, budget);
        if (nearest + rentFit + tier < this.cut) {
          at = (memberGroupEnd[at] as number) - 1;
          continue;
        }
      }
      if (((memberFeatures[at] as number) & need) !== need) continue;
      const dLat = (memberLatitude[at] as number) - originLatitude;
      if (Math.abs(dLat) * MILES_PER_DEGREE_LATITUDE > radiusMiles) continue;
      const property = members[at] as number;
      if ((remaining[property] as number) < 1) continue;
      // the latitude difference alone may already put it too far
      const atLeast = EARTH_RADIUS_MILES * Math.abs(toRadians(dLat)) - LATITUDE_BOUND_SLACK_MILES;
      if (distancePoints(Math.max(bound, atLeast), radiusMiles) + rentFit + tier < this.cut) continue;
      // haversine as in geo.distanceMiles, with the cosines computed once
      const dLng = toRadians((memberLongitude[at] as number) - originLongitude);
      const h =
        Math.sin(toRadians(dLat) / 2) ** 2 +
        this.originCos * (memberCosLatitude[at] as number) * Math.sin(dLng / 2) ** 2;
      const miles = 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
      if (miles > radiusMiles) continue;
      if (this.isExcluded?.(this.veteran, index.properties[property] as EngineProperty)) continue;
      top.add(property, totalOf(distancePoints(miles, radiusMiles), rentFit, tier, own), miles);
      this.cut = cutOf(own);
    }
  }
}

const gridSearch = new GridSearch();
