import { boundingBox, EARTH_RADIUS_MILES, toRadians } from '../geo';

/**
 * Grid cell size in degrees: 0.5° is about 35 miles north-south; a 50-mile search spans some 4x5 cells.
 * Measured at 50k and 100k homes (decision 20): 0.5° and 0.375° search fastest, 0.25° some 10% slower,
 * 0.125° nearly twice as slow (ordering many small cells costs more than the homes they let it skip).
 */
export const GRID_DEGREES = 0.5;
/** Cells are ordered by a near-exact lower bound of their distance; the slack keeps it a true lower bound. */
const CELL_BOUND_SLACK_MILES = 1;
const cellOf = (degrees: number, offset: number) => Math.floor((degrees + offset) / GRID_DEGREES);

/** Spreads the low 16 bits of n to the even bits (for a Z-order key). */
function spread(n: number): number {
  let x = n & 0xffff;
  x = (x | (x << 8)) & 0x00ff00ff;
  x = (x | (x << 4)) & 0x0f0f0f0f;
  x = (x | (x << 2)) & 0x33333333;
  return (x | (x << 1)) & 0x55555555;
}

/**
 * Indexes of the places in Z-order of their grid cell (places without coordinates first): consecutive
 * places are mostly neighbours, so consecutive searches read the same cells.
 */
export function nearbyFirst(
  places: readonly { latitude: number | null; longitude: number | null }[],
): Int32Array {
  const keys = new Float64Array(places.length);
  places.forEach((place, i) => {
    keys[i] =
      place.latitude == null || place.longitude == null
        ? -1
        : (spread(cellOf(place.latitude, 90)) | (spread(cellOf(place.longitude, 180)) << 1)) >>> 0;
  });
  return Int32Array.from(places, (_, i) => i).sort(
    (a, b) => (keys[a] as number) - (keys[b] as number) || a - b,
  );
}

/**
 * A latitude/longitude grid over points: a dense array of the squares of the box the points occupy, each
 * non-empty square a cell id (row-major, so a search's box is a few runs of neighbouring cells).
 */
export class CellGrid {
  /** the cell of each point, -1 for a point without coordinates */
  readonly cellOfPoint: Int32Array;
  readonly cellCount: number;
  private readonly firstRow: number;
  private readonly firstCol: number;
  private readonly rows: number;
  private readonly cols: number;
  /** cell id of each square of the box, -1 when empty */
  private readonly squares: Int32Array;
  /** scratch of cellsNear: the cells found and the haversine term of their nearest point (see nearBound) */
  nearCells = new Int32Array(64);
  nearKeys = new Float64Array(64);
  private columnTerm = new Float64Array(16);

  /** latitude and longitude per point, NaN when unknown */
  constructor(latitude: Float64Array, longitude: Float64Array) {
    const count = latitude.length;
    const rowOf = new Int32Array(count);
    const colOf = new Int32Array(count);
    let firstRow = Number.POSITIVE_INFINITY;
    let lastRow = Number.NEGATIVE_INFINITY;
    let firstCol = Number.POSITIVE_INFINITY;
    let lastCol = Number.NEGATIVE_INFINITY;
    for (let p = 0; p < count; p++) {
      if (Number.isNaN(latitude[p]) || Number.isNaN(longitude[p])) continue;
      const row = cellOf(latitude[p] as number, 90);
      const col = cellOf(longitude[p] as number, 180);
      rowOf[p] = row;
      colOf[p] = col;
      firstRow = Math.min(firstRow, row);
      lastRow = Math.max(lastRow, row);
      firstCol = Math.min(firstCol, col);
      lastCol = Math.max(lastCol, col);
    }
    const placed = Number.isFinite(firstRow);
    this.firstRow = placed ? firstRow : 0;
    this.firstCol = placed ? firstCol : 0;
    this.rows = placed ? lastRow - firstRow + 1 : 0;
    this.cols = placed ? lastCol - firstCol + 1 : 0;
    this.squares = new Int32Array(this.rows * this.cols);
    const squareOf = new Int32Array(count).fill(-1);
    for (let p = 0; p < count; p++) {
      if (Number.isNaN(latitude[p]) || Number.isNaN(longitude[p])) continue;
      squareOf[p] = ((rowOf[p] as number) - this.firstRow) * this.cols + (colOf[p] as number) - this.firstCol;
      this.squares[squareOf[p] as number] = 1;
    }
    let cells = 0;
    for (let at = 0; at < this.squares.length; at++) this.squares[at] = this.squares[at] ? cells++ : -1;
    this.cellCount = cells;
    this.cellOfPoint = squareOf.map((at) => (at < 0 ? -1 : (this.squares[at] as number)));
  }

  /**
   * The non-empty cells that may hold homes within radiusMiles, nearest first, with a lower bound of their
   * distance: written to nearCells / nearKeys (scratch reused by the next call; nearBound(i) reads the
   * bound in miles); answers how many.
   * The bound is the haversine to the cell's point nearest the origin, less a mile of slack; the nearest
   * point's latitude depends only on the row and its longitude only on the column, so the sines and
   * cosines are taken once per row and per column, and each cell costs a few multiplications.
   */
  cellsNear(originLatitude: number, originLongitude: number, radiusMiles: number): number {
    if (this.rows === 0) return 0;
    const origin = { latitude: originLatitude, longitude: originLongitude };
    const box = boundingBox(origin, radiusMiles);
    const firstRow = Math.max(this.firstRow, cellOf(Math.max(-90, box.minLatitude), 90));
    const lastRow = Math.min(this.firstRow + this.rows - 1, cellOf(Math.min(90, box.maxLatitude), 90));
    const firstCol = Math.max(this.firstCol, cellOf(Math.max(-180, box.minLongitude), 180));
    const lastCol = Math.min(this.firstCol + this.cols - 1, cellOf(Math.min(180, box.maxLongitude), 180));
    const width = lastCol - firstCol + 1;
    const span = Math.max(0, lastRow - firstRow + 1) * Math.max(0, width);
    if (span === 0) return 0;
    if (this.nearCells.length < span) {
      this.nearCells = new Int32Array(span);
      this.nearKeys = new Float64Array(span);
    }
    if (this.columnTerm.length < width) this.columnTerm = new Float64Array(width);
    const columnTerm = this.columnTerm;
    for (let col = firstCol; col <= lastCol; col++) {
      const west = col * GRID_DEGREES - 180;
      const longitude = Math.min(Math.max(origin.longitude, west), west + GRID_DEGREES);
      columnTerm[col - firstCol] = Math.sin(toRadians(longitude - origin.longitude) / 2) ** 2;
    }
    const originCos = Math.cos(toRadians(origin.latitude));
    // haversine term of (radius + slack), a little generous: a cell beyond it has no home in reach
    const reach = Math.sin((radiusMiles + CELL_BOUND_SLACK_MILES + 1e-6) / (2 * EARTH_RADIUS_MILES)) ** 2;
    const cellsFound = this.nearCells;
    const keys = this.nearKeys;
    let found = 0;
    for (let row = firstRow; row <= lastRow; row++) {
      const south = row * GRID_DEGREES - 90;
      const latitude = Math.min(Math.max(origin.latitude, south), south + GRID_DEGREES);
      const rowTerm = Math.sin(toRadians(latitude - origin.latitude) / 2) ** 2;
      const rowCos = originCos * Math.cos(toRadians(latitude));
      const rowBase = (row - this.firstRow) * this.cols - this.firstCol;
      for (let col = firstCol; col <= lastCol; col++) {
        const cell = this.squares[rowBase + col] as number;
        if (cell < 0) continue;
        const key = rowTerm + rowCos * (columnTerm[col - firstCol] as number);
        if (key > reach) continue;
        // insertion into the sorted prefix (by the haversine term, which orders as the distance)
        let at = found++;
        while (at > 0 && (keys[at - 1] as number) > key) {
          keys[at] = keys[at - 1] as number;
          cellsFound[at] = cellsFound[at - 1] as number;
          at--;
        }
        keys[at] = key;
        cellsFound[at] = cell;
      }
    }
    return found;
  }

  /** The lower bound, in miles, of the distance to the i-th cell cellsNear found (searches rarely read all). */
  nearBound(i: number): number {
    const miles = 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(this.nearKeys[i] as number)));
    return Math.max(0, miles - CELL_BOUND_SLACK_MILES);
  }
}
