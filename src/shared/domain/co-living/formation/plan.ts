import { HOUSEHOLD_MAX_OCCUPANTS } from '../vocabulary';
import { Marks, sortedHas } from './grid';
import type { Instance } from './instance';

/**
 * A formation in progress: who is in which group, each group's home, and what each home has left.
 * A group is either new members for a forming household (household >= 0) or a new household of three.
 */
export class Plan {
  readonly groupOf: Int32Array;
  readonly members: number[][] = [];
  readonly home: number[] = [];
  readonly household: number[] = [];
  /** rooms each home has left after the filled places */
  readonly roomsLeft: Int32Array;
  /** new households each home can still take */
  readonly slotsLeft: Int32Array;
  /** how many applicants may live in each home: the least wanted free home is taken first */
  readonly demand: Int32Array;
  /** scratch: a set of homes, for "may this applicant live in one of them" (freshPartners) */
  readonly homeMarks: Marks;

  constructor(readonly instance: Instance) {
    this.groupOf = new Int32Array(instance.n).fill(-1);
    this.roomsLeft = Int32Array.from(instance.homes, (h) => Math.max(0, h.freeRooms));
    this.slotsLeft = new Int32Array(instance.homes.length);
    this.demand = new Int32Array(instance.homes.length);
    this.homeMarks = new Marks(instance.homes.length);
    for (const homes of instance.homesOf)
      for (const h of homes) this.demand[h] = (this.demand[h] as number) + 1;
  }

  /** After the filled places: each home takes floor(rooms left / 3) new households. */
  openSlots() {
    this.roomsLeft.forEach((rooms, h) => {
      this.slotsLeft[h] = Math.floor(rooms / HOUSEHOLD_MAX_OCCUPANTS);
    });
  }

  addGroup(members: number[], home: number, household: number): number {
    const g = this.members.length;
    this.members.push(members);
    this.home.push(home);
    this.household.push(household);
    for (const m of members) this.groupOf[m] = g;
    if (household < 0) this.slotsLeft[home] = (this.slotsLeft[home] as number) - 1;
    else this.roomsLeft[home] = (this.roomsLeft[home] as number) - members.length;
    return g;
  }

  /** Dissolve new household g: its members wait again and its home gets the place back. */
  removeGroup(g: number) {
    for (const m of this.members[g] as number[]) this.groupOf[m] = -1;
    this.members[g] = [];
    this.slotsLeft[this.home[g] as number] = (this.slotsLeft[this.home[g] as number] as number) + 1;
  }

  /** Replace member `out` of group g with `into` (unplaced, or taken from another group by the caller). */
  replace(g: number, out: number, into: number) {
    const members = this.members[g] as number[];
    members[members.indexOf(out)] = into;
    this.groupOf[out] = -1;
    this.groupOf[into] = g;
  }

  /** Members p of g1 and q of g2 change places. */
  exchange(g1: number, p: number, g2: number, q: number) {
    const [first, second] = [this.members[g1] as number[], this.members[g2] as number[]];
    first[first.indexOf(p)] = q;
    second[second.indexOf(q)] = p;
    this.groupOf[q] = g1;
    this.groupOf[p] = g2;
  }

  fits(i: number, home: number): boolean {
    return sortedHas(this.instance.homesOf[i] as Int32Array, home);
  }

  /** A free home all three may live in, the least wanted first (then by index); -1 if none. */
  freeHomeFor(a: number, b: number, c: number): number {
    const [x, y, z] = [a, b, c].sort(
      (p, q) =>
        (this.instance.homesOf[p] as Int32Array).length - (this.instance.homesOf[q] as Int32Array).length,
    ) as [number, number, number];
    let best = -1;
    for (const h of this.instance.homesOf[x] as Int32Array) {
      if ((this.slotsLeft[h] as number) <= 0 || !this.fits(y, h) || !this.fits(z, h)) continue;
      if (best < 0 || (this.demand[h] as number) < (this.demand[best] as number)) best = h;
    }
    return best;
  }

  /** The sum of the pair scores within a triple, or -1 when a pair may not share a home. */
  tripleValue(a: number, b: number, c: number): number {
    const ab = this.instance.pairValue(a, b);
    if (ab < 0) return -1;
    const ac = this.instance.pairValue(a, c);
    if (ac < 0) return -1;
    const bc = this.instance.pairValue(b, c);
    return bc < 0 ? -1 : ab + ac + bc;
  }
}
