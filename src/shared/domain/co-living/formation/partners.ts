import { CEILING as IMPORTED_CEILING } from '../pair-score';
import { MIN_COMPATIBLE_SCORE as IMPORTED_MIN } from '../weights';
import { Grid, Marks } from './grid';
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
  private readonly housedCells: KeyCells;

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
    this.housedCells = new KeyCells(instance);
    const found = new Int32Array(n);
    const ceilings = new Int32Array(n);
    const perCeiling = new Int32Array(102);
    const homeMarks = new Marks(instance.homes.length);
    for (let i = 0; i < n; i++) this.fill(i, found, ceilings, perCeiling, homeMarks);
  }

  /** Ceilings of everyone in reach (typed arrays only: this runs for every pair), then the best scored. */
  private fill(i: number, found: Int32Array, ceilings: Int32Array, perCeiling: Int32Array, homeMarks: Marks) {
    const { instance } = this;
    const homes = instance.homesOf[i] as Int32Array;
    if (homes.length === 0) return;
    const { homesOf } = instance;
    const service = (instance.serviceKeys[i] as number) * CEILING.serviceKeys;
    const social = (instance.socialKeys[i] as number) * CEILING.socialKeys;
    const lifestyle = (instance.lifestyleKeys[i] as number) * CEILING.lifestyleKeys;
    const {
      service: serviceCeiling,
      social: socialCeiling,
      lifestyle: lifestyleCeiling,
      financial,
    } = CEILING;
    perCeiling.fill(0);
    let count = 0;
    for (const cell of this.housedCells.cellsNear(
      instance.applicants[i] as FormationApplicant,
      2 * instance.radius,
    )) {
      const { ids, serviceKeys, socialKeys, lifestyleKeys } = cell;
      for (let c = 0; c < ids.length; c++) {
        const ceiling = Math.round(
          (serviceCeiling[service + (serviceKeys[c] as number)] as number) +
            (socialCeiling[social + (socialKeys[c] as number)] as number) +
            (lifestyleCeiling[lifestyle + (lifestyleKeys[c] as number)] as number) +
            financial,
        );
        if (ceiling < MIN_COMPATIBLE_SCORE) continue;
        const j = ids[c] as number;
        if (j === i) continue;
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
      if (ceiling > level) chosen.push(c);
      else if (ceiling === level) atLevel.push(found[c] as number);
    }
    // highest ceilings first: once the list is full, a ceiling below its worst score cannot enter
    const order = chosen
      .sort((x, y) => (ceilings[y] as number) - (ceilings[x] as number) || x - y)
      .map((c) => found[c] as number);
    atLevel.sort((x, y) => x - y);
    order.push(...atLevel.slice(0, SCORED_PER_APPLICANT - order.length));
    if (count > order.length)
      this.unscoredCeiling[i] = atLevel.length > order.length - above ? level : level - 1;
    homeMarks.set(homes);
    const last = i * this.k + this.k - 1;
    for (let c = 0; c < order.length; c++) {
      const j = order[c] as number;
      const ceiling = c < chosen.length ? (ceilings[chosen[c] as number] as number) : level;
      if ((this.length[i] as number) === this.k && ceiling < (this.scores[last] as number)) break;
      const score = instance.pairValue(i, j);
      if (score >= 0 && this.enters(i, j, score) && homeMarks.meets(homesOf[j] as Int32Array)) {
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

/** One grid cell's applicants with a home in reach, their score keys beside them (the scan reads them in a row). */
interface KeyCell {
  ids: Int32Array;
  serviceKeys: Int32Array;
  socialKeys: Int32Array;
  lifestyleKeys: Int32Array;
}

/** The applicant grid again, each cell packed as KeyCell. */
class KeyCells {
  private readonly cells = new Map<number[], KeyCell>();

  constructor(private readonly instance: Instance) {
    this.grid = new Grid(instance.applicants);
  }

  private readonly grid: Grid;

  cellsNear(centre: FormationApplicant, miles: number): KeyCell[] {
    return this.grid.cellsNear(centre, miles).map((cell) => {
      let packed = this.cells.get(cell);
      if (!packed) {
        const { homesOf, serviceKeys, socialKeys, lifestyleKeys } = this.instance;
        const ids = Int32Array.from(cell.filter((j) => (homesOf[j] as Int32Array).length > 0));
        packed = {
          ids,
          serviceKeys: ids.map((j) => serviceKeys[j] as number),
          socialKeys: ids.map((j) => socialKeys[j] as number),
          lifestyleKeys: ids.map((j) => lifestyleKeys[j] as number),
        };
        this.cells.set(cell, packed);
      }
      return packed;
    });
  }
}
