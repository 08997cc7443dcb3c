import { HOUSEHOLD_MAX_OCCUPANTS } from '../vocabulary';
import type { Instance } from './instance';
import type { PartnerLists } from './partners';

function find(parent: Int32Array, x: number): number {
  let root = x;
  while (parent[root] !== root) root = parent[root] as number;
  while (parent[x] !== root) {
    const up = parent[x] as number;
    parent[x] = root;
    x = up;
  }
  return root;
}

/**
 * Groups of applicants that can never end up in the same home as anyone outside their group: applicants
 * joined through the homes they may live in. Returns each applicant's component root, and each home's
 * (-1 for a home nobody may live in).
 */
export function components(instance: Instance): { ofApplicant: Int32Array; ofHome: Int32Array } {
  const n = instance.n;
  const parent = Int32Array.from({ length: n + instance.homes.length }, (_, i) => i);
  instance.homesOf.forEach((homes, i) => {
    for (const h of homes) {
      const [x, y] = [find(parent, i), find(parent, n + h)];
      if (x !== y) parent[Math.max(x, y)] = Math.min(x, y);
    }
  });
  const ofApplicant = Int32Array.from({ length: n }, (_, i) => find(parent, i));
  const ofHome = Int32Array.from(instance.homes, (_, h) => {
    const root = find(parent, n + h);
    return root < n ? root : -1;
  });
  return { ofApplicant, ofHome };
}

/**
 * The proven upper bound on the total compatibility (docs/decisions/0015-household-formation.md):
 * split every pair's score between the two (a pair with a current member goes wholly to the newcomer);
 * then what an applicant can add is at most the best of half its two best partner scores (a new
 * household) and, for each forming household it may join, its scores with the members plus half its
 * best partners for the other open places. In each component at most `capacity` applicants are placed,
 * so only its `capacity` largest values count.
 */
export function upperBound(
  instance: Instance,
  partners: PartnerLists,
  fills: Map<number, number>[],
  parts: { ofApplicant: Int32Array; ofHome: Int32Array },
): number {
  const value = new Float64Array(instance.n);
  const homeTakesNew = instance.homes.map((h) => h.freeRooms >= HOUSEHOLD_MAX_OCCUPANTS);
  for (let i = 0; i < instance.n; i++) {
    const homes = instance.homesOf[i] as Int32Array;
    if (partners.mayHaveTwo(i) && homes.some((h) => homeTakesNew[h])) {
      const [first, second] = partners.bestTwo(i);
      value[i] = (first + second) / 2;
    }
  }
  fills.forEach((candidates, f) => {
    const others = (instance.households[f]?.open ?? 1) - 1;
    for (const [i, withMembers] of candidates) {
      value[i] = Math.max(value[i] as number, withMembers + partners.bestSum(i, others) / 2);
    }
  });
  const openOnHome = new Int32Array(instance.homes.length);
  for (const household of instance.households) {
    if (household.home >= 0)
      openOnHome[household.home] = (openOnHome[household.home] as number) + household.open;
  }
  const capacity = new Map<number, number>();
  instance.homes.forEach((home, h) => {
    const root = parts.ofHome[h] as number;
    if (root < 0) return;
    const rooms = Math.max(0, home.freeRooms);
    const places = Math.min(
      rooms,
      HOUSEHOLD_MAX_OCCUPANTS * Math.floor(rooms / HOUSEHOLD_MAX_OCCUPANTS) + (openOnHome[h] as number),
    );
    capacity.set(root, (capacity.get(root) ?? 0) + places);
  });
  const values = new Map<number, number[]>();
  value.forEach((v, i) => {
    if (v <= 0) return;
    const root = parts.ofApplicant[i] as number;
    const list = values.get(root);
    if (list) list.push(v);
    else values.set(root, [v]);
  });
  let bound = 0;
  for (const [root, list] of values) {
    list.sort((x, y) => y - x);
    const take = Math.min(list.length, capacity.get(root) ?? 0);
    for (let p = 0; p < take; p++) bound += list[p] as number;
  }
  return bound;
}
