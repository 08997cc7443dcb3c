import { boundingBox, type LatLng } from '@shared/domain/geo';

/** Cells of CELL_DEGREES × CELL_DEGREES: a radius search reads only the cells its bounding box touches. */
const CELL_DEGREES = 0.5;
const cellOf = (degrees: number) => Math.floor(degrees / CELL_DEGREES);
const keyOf = (latCell: number, lngCell: number) => (latCell + 1000) * 4000 + (lngCell + 2000);

/** The grid cell of a point, as one number: points of a cell get neighbouring indices when sorted by it. */
export const cellKey = (point: LatLng) => keyOf(cellOf(point.latitude), cellOf(point.longitude));

/** A spatial bucket of points (by index), for "everything within so many miles" without a full scan. */
export class Grid {
  private readonly cells = new Map<number, number[]>();

  constructor(points: readonly LatLng[]) {
    points.forEach((point, i) => {
      const key = keyOf(cellOf(point.latitude), cellOf(point.longitude));
      const cell = this.cells.get(key);
      if (cell) cell.push(i);
      else this.cells.set(key, [i]);
    });
  }

  /** The cells (ascending point indices) that meet the box around `centre`. */
  cellsNear(centre: LatLng, miles: number): number[][] {
    const box = boundingBox(centre, miles);
    const lngFrom = cellOf(box.minLongitude);
    const lngTo = cellOf(box.maxLongitude);
    const found: number[][] = [];
    for (let lat = cellOf(box.minLatitude); lat <= cellOf(box.maxLatitude); lat++) {
      for (let lng = lngFrom; lng <= lngTo; lng++) {
        const cell = this.cells.get(keyOf(lat, lng));
        if (cell) found.push(cell);
      }
    }
    return found;
  }

  /** Every point index whose cell meets the box around `centre` (a superset of those within `miles`). */
  near(centre: LatLng, miles: number, visit: (index: number) => void): void {
    for (const cell of this.cellsNear(centre, miles)) for (const index of cell) visit(index);
  }
}

/** Whether an ascending list holds a value (binary search). */
export function sortedHas(list: Int32Array, value: number): boolean {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const at = list[mid] as number;
    if (at === value) return true;
    if (at < value) low = mid + 1;
    else high = mid - 1;
  }
  return false;
}

/**
 * A set of small non-negative integers (home indices) marked for a while: `meets(list)` is one pass over the
 * list with an early exit, cheaper than intersecting two sorted lists when the set is reused for many lists.
 */
export class Marks {
  private readonly stamps: Int32Array;
  private stamp = 0;

  constructor(size: number) {
    this.stamps = new Int32Array(size);
  }

  /** Forget the previous set and mark these. */
  set(values: ArrayLike<number>): void {
    this.stamp++;
    for (let k = 0; k < values.length; k++) this.stamps[values[k] as number] = this.stamp;
  }

  has(value: number): boolean {
    return this.stamps[value] === this.stamp;
  }

  meets(values: Int32Array): boolean {
    for (let k = 0; k < values.length; k++) if (this.stamps[values[k] as number] === this.stamp) return true;
    return false;
  }
}
