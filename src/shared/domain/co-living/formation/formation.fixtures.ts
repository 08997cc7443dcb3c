import { distanceMiles } from '@shared/domain/geo';
import fc from 'fast-check';
import { homeFit } from '../home-fit';
import { pairCompatibility } from '../pair';
import type { CoLivingProfile } from '../profiles';
import { homeArb, profileArb } from '../profiles.fixtures';
import { CO_LIVING_RADIUS_MILES } from '../vocabulary';
import type { FormationInput, FormationResult } from './types';

const CENTRE = { latitude: 39.95, longitude: -75.16 };

/** Random answers, most with money and room types a typical home takes, so groups can form. */
const applicantProfileArb = fc.tuple(profileArb, fc.integer({ min: 0, max: 9 })).map(([p, roll]) =>
  roll < 7
    ? {
        ...p,
        maxRoomBudgetCents: 60_000 + 10_000 * (roll % 4),
        totalVerifiedMonthlyIncomeCents: 250_000 + 50_000 * roll,
        preferredRoomType: 'shared_bath' as const,
        smokingPreference: roll < 5 ? ('non_smoking' as const) : ('outdoor_only' as const),
        socialLevel: roll < 4 ? ('moderate' as const) : p.socialLevel,
        hasPets: roll < 2 && p.hasPets,
        accessibilityNeeds: roll < 2 && p.accessibilityNeeds,
      }
    : p,
);
const friendlyHomeArb = fc.tuple(homeArb, fc.boolean()).map(([h, friendly]) =>
  friendly
    ? {
        ...h,
        baseRoomRateCents: 55_000,
        roomTypes: ['shared_bath' as const, ...h.roomTypes],
        accessible: true,
        allowsPets: true,
        smokingPolicy: 'outdoor_only' as const,
      }
    : h,
);
/** Within about 25 miles of a centre (most near the first, some near a town far away): separate components. */
const placeArb = fc
  .record({
    town: fc.integer({ min: 0, max: 4 }),
    latitude: fc.double({ min: -0.35, max: 0.35, noNaN: true }),
    longitude: fc.double({ min: -0.35, max: 0.35, noNaN: true }),
  })
  .map(({ town, latitude, longitude }) => ({
    latitude: CENTRE.latitude + latitude + (town === 0 ? 3 : 0),
    longitude: CENTRE.longitude + longitude,
  }));

/** A formation input of up to `maxApplicants` applicants and `maxHomes` homes, with declines and forming households. */
export function formationInputArb(maxApplicants: number, maxHomes: number): fc.Arbitrary<FormationInput> {
  return fc
    .record({
      applicants: fc.array(fc.record({ place: placeArb, profile: applicantProfileArb }), {
        minLength: Math.ceil(maxApplicants / 2),
        maxLength: maxApplicants,
      }),
      homes: fc.array(
        fc.record({
          place: placeArb,
          profile: friendlyHomeArb,
          freeRooms: fc.oneof(fc.integer({ min: 0, max: 7 }), fc.constantFrom(3, 4, 6)),
        }),
        { minLength: 1, maxLength: maxHomes },
      ),
      forming: fc.array(
        fc.record({ members: fc.array(applicantProfileArb, { minLength: 1, maxLength: 2 }) }),
        {
          maxLength: 2,
        },
      ),
      blocks: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.boolean()), { maxLength: 4 }),
    })
    .map(({ applicants, homes, forming, blocks }) => {
      const ids = applicants.map((_, i) => `a${i}`);
      const homeIds = homes.map((_, h) => `h${h}`);
      const formingHouseholds = forming.map((household, f) => ({
        id: `f${f}`,
        homeId: homeIds[f % homeIds.length] as string,
        members: household.members.map((p, m) => ({ ...p, id: `m${f}-${m}` })),
        maxOccupants: 3,
      }));
      const pick = <T>(list: T[], k: number) => list[k % Math.max(1, list.length)];
      return {
        applicants: applicants.map((a, i) => ({
          ...a.place,
          profile: { ...a.profile, id: ids[i] as string },
        })),
        homes: homes.map((h, k) => ({
          id: homeIds[k] as string,
          ...h.place,
          profile: h.profile,
          freeRooms: h.freeRooms,
        })),
        formingHouseholds,
        blockedPairs:
          ids.length < 2
            ? []
            : blocks
                .filter(([, , home]) => !home)
                .map(
                  ([x, y]) => [pick(ids, x), pick(ids, x + 1 + (y % (ids.length - 1)))] as [string, string],
                ),
        blockedHomes:
          ids.length === 0
            ? []
            : blocks
                .filter(([, , home]) => home)
                .map(([x, y]) => [pick(ids, x), pick(homeIds, y)] as [string, string]),
      };
    });
}

const key = (x: string, y: string) => (x < y ? `${x}|${y}` : `${y}|${x}`);

/** Every rule a formation must keep; returns the total recomputed from pairCompatibility. */
export function checkFormation(input: FormationInput, result: FormationResult): number {
  const radius = input.radiusMiles ?? CO_LIVING_RADIUS_MILES;
  const applicants = new Map(input.applicants.map((a) => [a.profile.id, a]));
  const homes = new Map(input.homes.map((h) => [h.id, h]));
  const households = new Map(input.formingHouseholds.map((h) => [h.id, h]));
  const blockedPairs = new Set(input.blockedPairs.map(([x, y]) => key(x, y)));
  const blockedHomes = new Set(input.blockedHomes.map(([a, h]) => `${a}|${h}`));
  const seen = new Set<string>();
  const used = new Map<string, { fills: number; groups: number }>();
  let total = 0;
  const pairOk = (x: CoLivingProfile, y: CoLivingProfile) => {
    const pair = pairCompatibility(x, y);
    expect(pair.compatible).toBe(true);
    expect(pair.dealBreaker).toBeNull();
    expect(blockedPairs.has(key(x.id, y.id))).toBe(false);
    total += pair.overall;
  };
  for (const group of result.groups) {
    const home = homes.get(group.homeId);
    if (!home) throw new Error(`unknown home ${group.homeId}`);
    const added = group.memberIds.map((id) => {
      expect(seen.has(id)).toBe(false);
      seen.add(id);
      const applicant = applicants.get(id);
      if (!applicant) throw new Error(`unknown applicant ${id}`);
      expect(distanceMiles(applicant, home)).toBeLessThanOrEqual(radius);
      expect(homeFit(applicant.profile, home.profile)).toBeNull();
      expect(blockedHomes.has(`${id}|${home.id}`)).toBe(false);
      return applicant.profile;
    });
    const current = group.householdId ? (households.get(group.householdId)?.members ?? null) : [];
    if (current === null) throw new Error(`unknown household ${group.householdId}`);
    if (group.householdId) expect(households.get(group.householdId)?.homeId).toBe(home.id);
    else expect(added).toHaveLength(3);
    expect(current.length + added.length).toBeLessThanOrEqual(3);
    added.forEach((a, k) => {
      for (const m of current) pairOk(a, m);
      for (const b of added.slice(k + 1)) pairOk(a, b);
    });
    const load = used.get(home.id) ?? { fills: 0, groups: 0 };
    if (group.householdId) load.fills += added.length;
    else load.groups++;
    used.set(home.id, load);
  }
  for (const [id, load] of used) {
    const free = homes.get(id)?.freeRooms ?? 0;
    expect(load.groups).toBeLessThanOrEqual(Math.floor((free - load.fills) / 3));
    expect(load.fills).toBeLessThanOrEqual(free);
  }
  expect(result.veteransPlaced).toBe(seen.size);
  expect(result.householdsFormed).toBe(result.groups.filter((g) => g.householdId === null).length);
  expect(result.unplaced.map((u) => u.applicantId).sort()).toEqual(
    input.applicants
      .map((a) => a.profile.id)
      .filter((id) => !seen.has(id))
      .sort(),
  );
  for (const u of result.unplaced) expect(u.reason.length).toBeGreaterThan(0);
  expect(result.totalCompatibility).toBe(total);
  expect(result.totalCompatibility).toBeLessThanOrEqual(result.upperBound);
  return total;
}
