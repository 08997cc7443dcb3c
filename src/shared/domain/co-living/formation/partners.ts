import { CEILING as IMPORTED_CEILING } from '../pair-score';
import { MIN_COMPATIBLE_SCORE as IMPORTED_MIN } from '../weights';
import { Grid, sortedIntersect } from './grid';
import type { Instance } from './instance';
import type { FormationApplicant } from './types';

// read once: some module loaders turn every use of an imported binding into a getter call, too slow in the scan
const CEILING = IMPORTED_CEILING;
const MIN_COMPATIBLE_SCORE = IMPORTED_MIN;

/** Partners kept per applicant: enough for the greedy and the swaps, small enough to stay linear. */
export const CANDIDATES_PER_APPLICANT = 10;
/** Pairs scored exactly per applicant, best ceilings first. */
export const SCORED_PER_APPLICANT = 4 * CANDIDATES_PER_APPLICANT;

/**
 * Each applicant's best feasible partners, best first (score, then index): compatible, never declined,
 * and sharing a home both may live in. Every applicant in reach gets a ceiling from the tables alone
 * (CEILING: quiet hours and money at their best); only the best ceilings are scored exactly, so the
 * lists are near-best, and `unscoredCeiling` says how high any partner left out could score: the bound
 * takes the larger of it and the scored partners (see bestTwo).
 */
export class PartnerLists {
  readonly k: number;
  readonly ids: Int32Array;
  readonly scores: Int32Array;
  readonly length: Int32Array;
  /** applicants in reach whose ceiling reaches compatible: how constrained an applicant is */
  readonly degree: Int32Array;
  /** the highest ceiling among the partners in reach not scored (-1: all were scored) */
  readonly unscoredCeiling: Int32Array;
  readonly grid: Grid;

  constructor(
    private readonly instance: Instance,
    k = CANDIDATES_PER_APPLICANT,
  ) {
    const n = instance.n;
    this.k = k;
    this.ids = new Int32Array(n * k).fill(-1);
    this.scores = new Int32Array(n * k);
    this.length = new Int32Array(n);
    this.degree = new Int32Array(n);
    this.unscoredCeiling = new Int32Array(n).fill(-1);
    this.grid = new Grid(instance.applicants);
    const found = new Int32Array(n);
    const ceilings = new Int32Array(n);
    const housed = Uint8Array.from(instance.homesOf, (homes) => (homes.length > 0 ? 1 : 0));
    for (let i = 0; i < n; i++) this.fill(i, found, ceilings, housed);
  }

  /** Ceilings of everyone in reach (typed arrays only: this runs for every pair), then the best scored. */
  private fill(i: number, found: Int32Array, ceilings: Int32Array, housed: Uint8Array) {
    const { instance } = this;
    const homes = instance.homesOf[i] as Int32Array;
    if (homes.length === 0) return;
    const { serviceKeys, socialKeys, lifestyleKeys, homesOf } = instance;
    const service = (serviceKeys[i] as number) * CEILING.serviceKeys;
    const social = (socialKeys[i] as number) * CEILING.socialKeys;
    const lifestyle = (lifestyleKeys[i] as number) * CEILING.lifestyleKeys;
    const {
      service: serviceCeiling,
      social: socialCeiling,
      lifestyle: lifestyleCeiling,
      financial,
    } = CEILING;
    const perCeiling = new Int32Array(102);
    let count = 0;
    for (const cell of this.grid.cellsNear(
      instance.applicants[i] as FormationApplicant,
      2 * instance.radius,
    )) {
      for (let c = 0; c < cell.length; c++) {
        const j = cell[c] as number;
        if (j === i || housed[j] === 0) continue;
        const ceiling = Math.round(
          (serviceCeiling[service + (serviceKeys[j] as number)] as number) +
            (socialCeiling[social + (socialKeys[j] as number)] as number) +
            (lifestyleCeiling[lifestyle + (lifestyleKeys[j] as number)] as number) +
            financial,
        );
        if (ceiling < MIN_COMPATIBLE_SCORE) continue;
        found[count] = j;
        ceilings[count++] = ceiling;
        perCeiling[ceiling] = (perCeiling[ceiling] as number) + 1;
      }
    }
    this.degree[i] = count;
    // the ceiling level where the best SCORED_PER_APPLICANT end; that level is taken in index order
    let level = 100;
    let above = 0;
    while (level >= MIN_COMPATIBLE_SCORE && above + (perCeiling[level] as number) <= SCORED_PER_APPLICANT) {
      above += perCeiling[level] as number;
      level--;
    }
    const chosen: number[] = [];
    const atLevel: number[] = [];
    for (let c = 0; c < count; c++) {
      const ceiling = ceilings[c] as number;
      if (ceiling > level) chosen.push(found[c] as number);
      else if (ceiling === level) atLevel.push(found[c] as number);
    }
    atLevel.sort((x, y) => x - y);
    chosen.push(...atLevel.slice(0, SCORED_PER_APPLICANT - chosen.length));
    if (count > chosen.length)
      this.unscoredCeiling[i] = atLevel.length > chosen.length - above ? level : level - 1;
    for (const j of chosen) {
      const score = instance.pairValue(i, j);
      if (score >= 0 && this.enters(i, j, score) && sortedIntersect(homes, homesOf[j] as Int32Array)) {
        this.insert(i, j, score);
      }
    }
  }

  /** Every j that could share a home with i (both within the radius of it), with their pair score. */
  scan(i: number, visit: (j: number, score: number) => void) {
    const { instance } = this;
    this.grid.near(instance.applicants[i] as FormationApplicant, 2 * instance.radius, (j) => {
      if (j === i || (instance.homesOf[j] as Int32Array).length === 0) return;
      const score = instance.pairValue(i, j);
      if (score >= 0) visit(j, score);
    });
  }

  private enters(i: number, j: number, score: number): boolean {
    const len = this.length[i] as number;
    if (len < this.k) return true;
    const last = i * this.k + len - 1;
    const worst = this.scores[last] as number;
    return score > worst || (score === worst && j < (this.ids[last] as number));
  }

  private insert(i: number, j: number, score: number) {
    const base = i * this.k;
    let pos = this.length[i] as number;
    while (pos > 0) {
      const s = this.scores[base + pos - 1] as number;
      if (s > score || (s === score && (this.ids[base + pos - 1] as number) < j)) break;
      pos--;
    }
    for (let p = Math.min(this.length[i] as number, this.k - 1); p > pos; p--) {
      this.ids[base + p] = this.ids[base + p - 1] as number;
      this.scores[base + p] = this.scores[base + p - 1] as number;
    }
    this.ids[base + pos] = j;
    this.scores[base + pos] = score;
    this.length[i] = Math.min((this.length[i] as number) + 1, this.k);
  }

  partners(i: number): number[] {
    const base = i * this.k;
    return Array.from(this.ids.subarray(base, base + (this.length[i] as number)));
  }

  /**
   * At least the best and second-best feasible partner scores: a partner not scored scores at most
   * `unscoredCeiling`, so each of the two is the larger of the scored one and that ceiling (0 when none).
   */
  bestTwo(i: number): [number, number] {
    const base = i * this.k;
    const len = this.length[i] as number;
    const rest = Math.max(0, this.unscoredCeiling[i] as number);
    return [
      Math.max(len > 0 ? (this.scores[base] as number) : 0, rest),
      Math.max(len > 1 ? (this.scores[base + 1] as number) : 0, rest),
    ];
  }

  /** At least the sum of the best `count` feasible partner scores (as bestTwo). */
  bestSum(i: number, count: number): number {
    let sum = 0;
    const base = i * this.k;
    const rest = Math.max(0, this.unscoredCeiling[i] as number);
    for (let p = 0; p < count; p++) {
      sum += Math.max(p < (this.length[i] as number) ? (this.scores[base + p] as number) : 0, rest);
    }
    return sum;
  }

  /** Whether applicant i may have two feasible partners (all scored and fewer than two found: no). */
  mayHaveTwo(i: number): boolean {
    return (this.length[i] as number) >= 2 || (this.unscoredCeiling[i] as number) >= 0;
  }
}
