import type { PartnerLists } from './partners';
import type { Plan } from './plan';

/** Sum of `who`'s pair scores with the members of g other than `except` and itself; -1 if one may not pair. */
function valueWith(plan: Plan, g: number, who: number, except: number): number {
  let sum = 0;
  for (const m of plan.members[g] as number[]) {
    if (m === except || m === who) continue;
    const score = plan.instance.pairValue(who, m);
    if (score < 0) return -1;
    sum += score;
  }
  return sum;
}

/** What each member adds to its household (its scores with its housemates), kept up to date by the moves. */
let share = new Float64Array(0);
function refresh(plan: Plan, g: number) {
  for (const m of plan.members[g] as number[]) share[m] = valueWith(plan, g, m, m);
}

/** Unplaced `into` takes the place of `out` in new household g (whose home it may live in) when that raises the total. */
function tryReplace(plan: Plan, g: number, out: number, into: number): boolean {
  const gain = valueWith(plan, g, into, out);
  if (gain < 0 || gain <= (share[out] as number)) return false;
  plan.replace(g, out, into);
  refresh(plan, g);
  return true;
}

/** Members p of g1 and q of g2 (each may live in the other's home) change places when the total rises. */
function tryExchange(plan: Plan, g1: number, p: number, g2: number, q: number): boolean {
  const qIn = valueWith(plan, g1, q, p);
  if (qIn < 0) return false;
  const pIn = valueWith(plan, g2, p, q);
  if (pIn < 0) return false;
  if (qIn + pIn <= (share[p] as number) + (share[q] as number)) return false;
  plan.exchange(g1, p, g2, q);
  refresh(plan, g1);
  refresh(plan, g2);
  return true;
}

/** One improving move that puts x with its partner y, or false. */
function moveTowards(plan: Plan, x: number, y: number): boolean {
  const g1 = plan.groupOf[x] as number;
  const g2 = plan.groupOf[y] as number;
  if (g1 === g2) return false;
  const home1 = plan.home[g1] as number;
  const mates = (plan.members[g1] as number[]).filter((w) => w !== x);
  // y comes to x's home (taking a mate's place), or x goes to y's home (a mate of y comes back)
  const yComes = plan.fits(y, home1);
  if (g2 === -1) return yComes && mates.some((w) => tryReplace(plan, g1, w, y));
  if ((plan.household[g2] as number) >= 0) return false;
  const home2 = plan.home[g2] as number;
  if (yComes && mates.some((w) => plan.fits(w, home2) && tryExchange(plan, g1, w, g2, y))) return true;
  return (
    plan.fits(x, home2) &&
    (plan.members[g2] as number[]).some(
      (z) => z !== y && plan.fits(z, home1) && tryExchange(plan, g1, x, g2, z),
    )
  );
}

/**
 * Local search on the new households: a member swaps with a member of another household, or an unplaced
 * applicant takes a member's place, whenever that raises the total compatibility (never the count: every
 * move keeps each household at three). Moves are tried towards each applicant's candidate partners, in
 * index order; after the first pass only applicants near a household that changed are looked at again,
 * until a pass finds no move or `maxPasses` passes have run.
 */
export function improveBySwaps(plan: Plan, partners: PartnerLists, maxPasses: number): number {
  let moves = 0;
  const n = plan.instance.n;
  let changed: Uint8Array | null = null;
  share = new Float64Array(n);
  plan.members.forEach((_, g) => {
    if ((plan.household[g] as number) < 0) refresh(plan, g);
  });
  for (let pass = 0; pass < maxPasses; pass++) {
    const touched = new Uint8Array(plan.members.length);
    let moved = 0;
    for (let x = 0; x < n; x++) {
      const g = plan.groupOf[x] as number;
      if (g < 0 || (plan.household[g] as number) >= 0) continue;
      const base = x * partners.k;
      const count = partners.length[x] as number;
      if (changed && !changed[g] && !nearChange(plan, partners, changed, base, count)) continue;
      for (let p = 0; p < count; p++) {
        const y = partners.ids[base + p] as number;
        const before = plan.groupOf[y] as number;
        if (moveTowards(plan, x, y)) {
          touched[g] = 1;
          if (before >= 0) touched[before] = 1;
          moved++;
          break;
        }
      }
    }
    moves += moved;
    if (moved === 0) break;
    changed = touched;
  }
  return moves;
}

function nearChange(plan: Plan, partners: PartnerLists, changed: Uint8Array, base: number, count: number) {
  for (let p = 0; p < count; p++) {
    const g = plan.groupOf[partners.ids[base + p] as number] as number;
    if (g < 0 || changed[g]) return true;
  }
  return false;
}
