import { distanceMiles } from '@shared/domain/geo';
import { homeFit } from '../home-fit';
import { pairCompatibility } from '../pair';
import { CO_LIVING_RADIUS_MILES } from '../vocabulary';
import type { FormationInput } from './types';

/**
 * The formation's objective by exhaustive search, written apart from the solver from the rules alone:
 * every applicant waits, takes an open place of a forming household, or takes a place in one of the new
 * households a home can hold. Returns the best [filled places, placed, total compatibility].
 */
export function bruteForce(input: FormationInput): [number, number, number] {
  const radius = input.radiusMiles ?? CO_LIVING_RADIUS_MILES;
  const people = input.applicants;
  const blocked = new Set(input.blockedPairs.flatMap(([x, y]) => [`${x}|${y}`, `${y}|${x}`]));
  const blockedHomes = new Set(input.blockedHomes.map(([a, h]) => `${a}|${h}`));
  const score = people.map((a) =>
    people.map((b) => {
      const pair = pairCompatibility(a.profile, b.profile);
      return pair.compatible && !blocked.has(`${a.profile.id}|${b.profile.id}`) ? pair.overall : -1;
    }),
  );
  const lives = (i: number, h: number) => {
    const home = input.homes[h];
    const a = people[i];
    if (!home || !a || home.freeRooms < 1) return false;
    return (
      distanceMiles(a, home) <= radius &&
      homeFit(a.profile, home.profile) === null &&
      !blockedHomes.has(`${a.profile.id}|${home.id}`)
    );
  };
  const homeIndex = new Map(input.homes.map((h, k) => [h.id, k]));
  const households = input.formingHouseholds.map((f) => ({
    home: homeIndex.get(f.homeId) ?? -1,
    members: f.members,
    open: Math.max(0, f.maxOccupants - f.members.length),
    added: [] as number[],
  }));
  const slots = input.homes.flatMap((home, h) =>
    Array.from({ length: Math.floor(Math.max(0, home.freeRooms) / 3) }, (_, s) => ({
      h,
      s,
      members: [] as number[],
    })),
  );
  let best: [number, number, number] = [0, 0, 0];
  const current: [number, number, number] = [0, 0, 0];

  const leaf = () => {
    for (const slot of slots) if (slot.members.length !== 0 && slot.members.length !== 3) return;
    for (let h = 0; h < input.homes.length; h++) {
      const fills = households.filter((f) => f.home === h).reduce((sum, f) => sum + f.added.length, 0);
      const groups = slots.filter((slot) => slot.h === h && slot.members.length === 3).length;
      const free = input.homes[h]?.freeRooms ?? 0;
      if (fills > free || groups > Math.floor((free - fills) / 3)) return;
    }
    const [f, p, t] = current as [number, number, number];
    if (f > best[0] || (f === best[0] && (p > best[1] || (p === best[1] && t > best[2])))) best = [f, p, t];
  };

  const visit = (i: number) => {
    if (i === people.length) return leaf();
    visit(i + 1);
    const profile = people[i]?.profile;
    if (!profile) return;
    for (const f of households) {
      if (f.home < 0 || f.added.length >= f.open || !lives(i, f.home)) continue;
      let gain = 0;
      let ok = true;
      for (const m of f.members) {
        const pair = pairCompatibility(profile, m);
        if (!pair.compatible || blocked.has(`${profile.id}|${m.id}`)) ok = false;
        gain += pair.overall;
      }
      for (const j of f.added) {
        if ((score[i]?.[j] ?? -1) < 0) ok = false;
        gain += score[i]?.[j] ?? 0;
      }
      if (!ok) continue;
      f.added.push(i);
      current[0]++;
      current[1]++;
      current[2] += gain;
      visit(i + 1);
      current[0]--;
      current[1]--;
      current[2] -= gain;
      f.added.pop();
    }
    for (const slot of slots) {
      if (slot.members.length >= 3 || !lives(i, slot.h)) continue;
      const previous = slots.find((other) => other.h === slot.h && other.s === slot.s - 1);
      if (previous && previous.members.length === 0) continue;
      if (slot.members.some((j) => (score[i]?.[j] ?? -1) < 0)) continue;
      const gain = slot.members.reduce((sum, j) => sum + (score[i]?.[j] ?? 0), 0);
      slot.members.push(i);
      current[1]++;
      current[2] += gain;
      visit(i + 1);
      current[1]--;
      current[2] -= gain;
      slot.members.pop();
    }
  };
  visit(0);
  return best;
}
