/**
 * The short lists of one round, in flat typed arrays (no objects per veteran: at national scale the lists
 * of a level would otherwise outlive the young generation and cost the garbage collector more than the
 * search). Veteran `person`'s homes are at first[person] .. first[person] + size[person], best first.
 */
export class CandidateLists {
  readonly first: Int32Array;
  readonly size: Int32Array;
  properties: Int32Array;
  scores: Float64Array;
  /** the distance of each pair, as the search computed it (the stored reason quotes it) */
  miles: Float64Array;
  private used = 0;

  /** `count` veterans, room for `expected` entries to start with (it grows as needed) */
  constructor(
    readonly count: number,
    expected: number,
  ) {
    this.first = new Int32Array(count);
    this.size = new Int32Array(count);
    const room = Math.max(16, Math.min(expected, 1 << 26));
    this.properties = new Int32Array(room);
    this.scores = new Float64Array(room);
    this.miles = new Float64Array(room);
  }

  /** Records veteran `person`'s list (best first). */
  set(person: number, properties: readonly number[], scores: readonly number[], miles: readonly number[]) {
    const length = properties.length;
    if (this.used + length > this.properties.length) this.grow(this.used + length);
    const at = this.used;
    for (let i = 0; i < length; i++) {
      this.properties[at + i] = properties[i] as number;
      this.scores[at + i] = scores[i] as number;
      this.miles[at + i] = miles[i] as number;
    }
    this.first[person] = at;
    this.size[person] = length;
    this.used += length;
  }

  /** The distance of `person` to `property` on their list (the property must be on it). */
  milesTo(person: number, property: number): number {
    const start = this.first[person] as number;
    const end = start + (this.size[person] as number);
    for (let at = start; at < end; at++)
      if (this.properties[at] === property) return this.miles[at] as number;
    throw new Error(`property ${property} is not on the list of veteran ${person}`);
  }

  private grow(needed: number) {
    const room = Math.max(needed, this.properties.length * 2);
    const properties = new Int32Array(room);
    const scores = new Float64Array(room);
    const miles = new Float64Array(room);
    properties.set(this.properties.subarray(0, this.used));
    scores.set(this.scores.subarray(0, this.used));
    miles.set(this.miles.subarray(0, this.used));
    this.properties = properties;
    this.scores = scores;
    this.miles = miles;
  }
}
