import type { LatLng } from '../geo';
import { CellGrid } from './grid';
import { tierPoints } from './score';
import type { EngineProperty } from './types';

/** Feature bits of a home (and need bits of a veteran): a veteran fits a home when home & need === need. */
export const ACCEPTS_VOUCHERS = 1;
export const ACCESSIBLE = 2;
export const ALLOWS_PETS = 4;
/** Available with a unit: a home without this bit never fits anyone. */
export const OPEN = 8;
/** A home's feature class: its voucher, accessibility and pet bits (0-7). */
export const FEATURE_CLASSES = 8;
const classOf = (features: number) => features & (FEATURE_CLASSES - 1);
/** For each need (its voucher, accessibility and pet bits), the feature classes that hold all of them. */
export const CLASSES_FITTING: readonly Int32Array[] = Array.from({ length: FEATURE_CLASSES }, (_, need) =>
  Int32Array.from({ length: FEATURE_CLASSES }, (_, c) => c).filter((c) => (c & need) === need),
);

const zip5 = (zip: string) => zip.trim().slice(0, 5);

function push<K>(map: Map<K, number[]>, key: K, value: number) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Properties in flat typed arrays, bucketed by a latitude/longitude grid (and by ZIP for those without
 * coordinates), so a veteran is only ever compared with the homes near them: the dense veterans x
 * properties matrix is never built. The grid is a dense array over the box of occupied cells; each cell's
 * homes are contiguous in `members`, split by feature class (a search reads only the classes that fit the
 * veteran's needs), each class best landlord tier first, so a search can leave a class once the tier
 * alone cannot beat what it already holds.
 */
export class PropertyIndex {
  /** per property: tier points, coordinates (NaN when unknown), cosine of the latitude, rent (-1 = not stated) */
  readonly tierPoints: Float64Array;
  readonly latitude: Float64Array;
  readonly longitude: Float64Array;
  readonly cosLatitude: Float64Array;
  readonly rentCents: Float64Array;
  /** ACCEPTS_VOUCHERS | ACCESSIBLE | ALLOWS_PETS | OPEN */
  readonly features: Uint8Array;
  /**
   * the homes of cell c and feature class k are members[segmentStart[s] .. segmentStart[s + 1]) with
   * s = c * FEATURE_CLASSES + k, best tier first (so cell c is segmentStart[c * FEATURE_CLASSES] onwards)
   */
  readonly members: Int32Array;
  /** the same per member (position in `members`), so a cell is read from contiguous memory */
  readonly memberLatitude: Float64Array;
  readonly memberLongitude: Float64Array;
  readonly memberCosLatitude: Float64Array;
  readonly memberRentCents: Float64Array;
  readonly memberFeatures: Uint8Array;
  readonly memberTierPoints: Float64Array;
  /** members[at .. memberGroupEnd[at]) are the rest of at's run of one landlord tier in its segment */
  readonly memberGroupEnd: Int32Array;
  readonly segmentStart: Int32Array;
  /** the highest tier points in each cell (for the search's upper bound) */
  readonly cellTopTier: Float64Array;
  /** the grid of the homes with coordinates: cellsNear writes grid.nearCells, nearBound reads their bounds */
  readonly grid: CellGrid;
  /** every property by ZIP, for veterans without coordinates (built on first use: they are rare) */
  private byZip: Map<string, number[]> | null = null;
  /** properties without coordinates by ZIP, for veterans with coordinates */
  private readonly placelessByZip = new Map<string, number[]>();

  constructor(readonly properties: readonly EngineProperty[]) {
    const count = properties.length;
    this.tierPoints = new Float64Array(count);
    this.latitude = new Float64Array(count).fill(Number.NaN);
    this.longitude = new Float64Array(count).fill(Number.NaN);
    this.cosLatitude = new Float64Array(count);
    this.rentCents = new Float64Array(count);
    this.features = new Uint8Array(count);
    properties.forEach((home, p) => {
      this.tierPoints[p] = tierPoints(home.landlordTier);
      this.rentCents[p] = home.rentCents ?? -1;
      this.features[p] =
        (home.acceptsVouchers ? ACCEPTS_VOUCHERS : 0) |
        (home.accessible ? ACCESSIBLE : 0) |
        (home.allowsPets ? ALLOWS_PETS : 0) |
        (home.available && home.unitsAvailable >= 1 ? OPEN : 0);
      if (home.latitude == null || home.longitude == null) {
        push(this.placelessByZip, zip5(home.zipCode), p);
        return;
      }
      this.latitude[p] = home.latitude;
      this.longitude[p] = home.longitude;
      this.cosLatitude[p] = Math.cos((home.latitude * Math.PI) / 180);
    });
    this.grid = new CellGrid(this.latitude, this.longitude);
    const cells = this.grid.cellCount;
    const cellOfHome = this.grid.cellOfPoint;

    // members: by segment (counting sort), then best tier first, then rent not stated, then cheapest first
    const segments = cells * FEATURE_CLASSES;
    const segmentOf = (p: number) =>
      (cellOfHome[p] as number) * FEATURE_CLASSES + classOf(this.features[p] as number);
    this.segmentStart = new Int32Array(segments + 1);
    for (let p = 0; p < count; p++) {
      if ((cellOfHome[p] as number) < 0) continue;
      const next = segmentOf(p) + 1;
      this.segmentStart[next] = (this.segmentStart[next] as number) + 1;
    }
    for (let s = 0; s < segments; s++) {
      this.segmentStart[s + 1] = (this.segmentStart[s + 1] as number) + (this.segmentStart[s] as number);
    }
    const order = new Int32Array(this.segmentStart[segments] as number);
    const fill = this.segmentStart.slice(0, segments);
    for (let p = 0; p < count; p++) {
      if ((cellOfHome[p] as number) >= 0) order[(fill[segmentOf(p)] as number)++] = p;
    }
    const { tierPoints: tiers, rentCents: rents } = this;
    const better = (a: number, b: number) =>
      (tiers[b] as number) - (tiers[a] as number) || (rents[a] as number) - (rents[b] as number) || a - b;
    for (let s = 0; s < segments; s++) {
      const start = this.segmentStart[s] as number;
      const end = this.segmentStart[s + 1] as number;
      if (end - start > 1) order.subarray(start, end).sort(better);
    }
    this.members = order;
    const byMember = <T extends Float64Array | Uint8Array>(source: T, target: T): T => {
      order.forEach((property, at) => {
        target[at] = source[property] as number;
      });
      return target;
    };
    this.memberLatitude = byMember(this.latitude, new Float64Array(order.length));
    this.memberLongitude = byMember(this.longitude, new Float64Array(order.length));
    this.memberCosLatitude = byMember(this.cosLatitude, new Float64Array(order.length));
    this.memberRentCents = byMember(this.rentCents, new Float64Array(order.length));
    this.memberFeatures = byMember(this.features, new Uint8Array(order.length));
    this.memberTierPoints = byMember(this.tierPoints, new Float64Array(order.length));
    this.memberGroupEnd = new Int32Array(order.length);
    this.cellTopTier = new Float64Array(cells);
    this.markRuns();
  }

  /**
   * Takes the homes without a unit left in `remaining` out of the cells (the order of the others is kept):
   * as the urgency levels are served the taken homes pile up, and every later search would read past them.
   * Answers how many homes the cells still hold.
   */
  dropTaken(remaining: Int32Array): number {
    const { members, segmentStart, memberLatitude, memberLongitude, memberCosLatitude } = this;
    const { memberRentCents, memberFeatures, memberTierPoints } = this;
    const segments = segmentStart.length - 1;
    let kept = 0;
    let from = segmentStart[0] as number;
    for (let s = 0; s < segments; s++) {
      const end = segmentStart[s + 1] as number;
      segmentStart[s] = kept;
      for (let at = from; at < end; at++) {
        const property = members[at] as number;
        if ((remaining[property] as number) < 1) continue;
        if (kept !== at) {
          members[kept] = property;
          memberLatitude[kept] = memberLatitude[at] as number;
          memberLongitude[kept] = memberLongitude[at] as number;
          memberCosLatitude[kept] = memberCosLatitude[at] as number;
          memberRentCents[kept] = memberRentCents[at] as number;
          memberFeatures[kept] = memberFeatures[at] as number;
          memberTierPoints[kept] = memberTierPoints[at] as number;
        }
        kept++;
      }
      from = end;
    }
    segmentStart[segments] = kept;
    this.markRuns();
    return kept;
  }

  /** memberGroupEnd and cellTopTier of the members as they now stand (an empty cell: -Infinity). */
  private markRuns(): void {
    const { segmentStart, memberTierPoints, memberGroupEnd } = this;
    this.cellTopTier.fill(Number.NEGATIVE_INFINITY);
    for (let s = 0; s < segmentStart.length - 1; s++) {
      const start = segmentStart[s] as number;
      const end = segmentStart[s + 1] as number;
      if (end === start) continue;
      const cell = Math.floor(s / FEATURE_CLASSES);
      this.cellTopTier[cell] = Math.max(this.cellTopTier[cell] as number, memberTierPoints[start] as number);
      for (let at = end - 1; at >= start; at--) {
        const sameRun = at + 1 < end && memberTierPoints[at + 1] === memberTierPoints[at];
        memberGroupEnd[at] = sameRun ? (memberGroupEnd[at + 1] as number) : at + 1;
      }
    }
  }

  /** Every property in the ZIP (for a veteran without coordinates: distance 0 by rule). */
  sameZip(zipCode: string): readonly number[] {
    if (!this.byZip) {
      const byZip = new Map<string, number[]>();
      this.properties.forEach((home, p) => {
        push(byZip, zip5(home.zipCode), p);
      });
      this.byZip = byZip;
    }
    return this.byZip.get(zip5(zipCode)) ?? [];
  }

  /** Properties without coordinates in the ZIP. */
  placelessSameZip(zipCode: string): readonly number[] {
    return this.placelessByZip.get(zip5(zipCode)) ?? [];
  }

  /** Every property in the cells that may hold homes within radiusMiles (a superset of those in reach). */
  membersNear(origin: LatLng, radiusMiles: number): number[] {
    const found: number[] = [];
    const cells = this.grid.cellsNear(origin.latitude, origin.longitude, radiusMiles);
    for (let i = 0; i < cells; i++) {
      const cell = this.grid.nearCells[i] as number;
      const end = this.segmentStart[(cell + 1) * FEATURE_CLASSES] as number;
      for (let at = this.segmentStart[cell * FEATURE_CLASSES] as number; at < end; at++) {
        found.push(this.members[at] as number);
      }
    }
    return found;
  }
}
