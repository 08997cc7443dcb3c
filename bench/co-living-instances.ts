// Synthetic co-living instances for bench/co-living.ts: applicants and homes on real ZIP centroids around
// real metros, with answers in plausible shares. Seeded, so every run measures the same instance.
import type { FormationApplicant, FormationHome, FormationInput } from '@shared/domain/co-living/formation';
import type { CoLivingProfile } from '@shared/domain/co-living/profiles';
import zipcodes from 'zipcodes';

/** Small seeded generator (mulberry32), as bench/engine.ts. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** City-centre ZIPs of 40 large US metros; people and homes sit on ZIP centroids within 20 miles of one. */
const METRO_ZIPS = [
  '10001',
  '90012',
  '60601',
  '77002',
  '85003',
  '19103',
  '78205',
  '92101',
  '75201',
  '95113',
  '78701',
  '32202',
  '43215',
  '28202',
  '94103',
  '46204',
  '98101',
  '80202',
  '20001',
  '02108',
  '79901',
  '37203',
  '48226',
  '73102',
  '97204',
  '89101',
  '38103',
  '40202',
  '21202',
  '53202',
  '87102',
  '85701',
  '93721',
  '95814',
  '64106',
  '30303',
  '33130',
  '27601',
  '68102',
  '55401',
];
const METRO_MILES = 20;

type Place = { latitude: number; longitude: number };
let metros: Place[][] | null = null;
function metroPlaces(): Place[][] {
  metros ??= METRO_ZIPS.map((zip) =>
    (zipcodes.radius(zip, METRO_MILES) as string[])
      .map((code) => zipcodes.lookup(code))
      .filter((info): info is NonNullable<typeof info> => !!info && Number.isFinite(info.latitude))
      .map((info) => ({ latitude: info.latitude, longitude: info.longitude })),
  );
  return metros;
}

function pick<T extends string>(next: () => number, shares: Record<T, number>): T {
  let roll = next();
  for (const [key, share] of Object.entries(shares) as [T, number][]) {
    roll -= share;
    if (roll < 0) return key;
  }
  return Object.keys(shares)[0] as T;
}

const QUIET = [
  { start: '22:00', end: '07:00' },
  { start: '23:00', end: '07:00' },
  { start: '21:00', end: '06:00' },
  { start: '22:00', end: '08:00' },
  { start: '00:00', end: '08:00' },
];

function applicantProfile(next: () => number, id: string): CoLivingProfile {
  const dollars = (low: number, high: number) => Math.round((low + next() * (high - low)) / 25) * 2500;
  const quiet = next() < 0.7 ? 0 : 1 + Math.floor(next() * (QUIET.length - 1));
  return {
    id,
    serviceBranch: pick(next, { army: 0.36, navy: 0.18, air_force: 0.2, marines: 0.16, coast_guard: 0.1 }),
    preferredServiceEra: pick(next, { post_911: 0.4, gulf_war: 0.25, vietnam: 0.15, any: 0.2 }),
    socialLevel: pick(next, { introverted: 0.3, moderate: 0.5, extroverted: 0.2 }),
    cleanliness: pick(next, { very_clean: 0.3, moderate: 0.55, relaxed: 0.15 }),
    smokingPreference: pick(next, { non_smoking: 0.7, outdoor_only: 0.2, smoking_ok: 0.1 }),
    drinkingPreference: pick(next, { no_alcohol: 0.3, social_drinking: 0.4, no_preference: 0.3 }),
    conflictResolutionStyle: pick(next, { direct: 0.45, mediated: 0.3, avoidant: 0.25 }),
    quietHours: { ...(QUIET[quiet] as (typeof QUIET)[number]) },
    hasPets: next() < 0.2,
    hasServiceAnimal: next() < 0.08,
    maxRoomBudgetCents: dollars(500, 1200),
    totalVerifiedMonthlyIncomeCents: dollars(2000, 5000),
    preferredRoomType: pick(next, { shared_bath: 0.55, private_bath: 0.35, master_suite: 0.1 }),
    accessibilityNeeds: next() < 0.12,
    interestInCommunityActivities: next() < 0.6,
    willingToOrganizeEvents: next() < 0.2,
    previousSharedLivingExperience: next() < 0.5,
  };
}

function home(next: () => number, id: string, at: Place): FormationHome {
  const rooms = 3 + Math.floor(next() * 3);
  return {
    id,
    ...at,
    freeRooms: rooms,
    profile: {
      baseRoomRateCents: Math.round((450 + next() * 550) / 25) * 2500,
      roomTypes: [
        ...(next() < 0.95 ? (['shared_bath'] as const) : []),
        ...(next() < 0.6 ? (['private_bath'] as const) : []),
        ...(next() < 0.3 ? (['master_suite'] as const) : []),
      ],
      accessible: next() < 0.35,
      allowsPets: next() < 0.5,
      smokingPolicy: pick(next, { non_smoking: 0.7, outdoor_only: 0.25, smoking_ok: 0.05 }),
      quietHours: { start: '22:00', end: '07:00' },
    },
  };
}

/**
 * `applicants` applicants and about applicants / 3 homes of 3-5 rooms (each takes one new household) in
 * `metroCount` metros; `formingShare` of the homes hold a forming household of two with one open place.
 */
export function makeInstance(
  applicants: number,
  seed: number,
  metroCount = 40,
  formingShare = 0.03,
): FormationInput {
  const next = random(seed);
  const places = metroPlaces().slice(0, metroCount);
  const somewhere = () => {
    const metro = places[Math.floor(next() * places.length)] as Place[];
    return metro[Math.floor(next() * metro.length)] as Place;
  };
  const people: FormationApplicant[] = Array.from({ length: applicants }, (_, i) => ({
    ...somewhere(),
    profile: applicantProfile(next, `a${String(i).padStart(6, '0')}`),
  }));
  const homes = Array.from({ length: Math.ceil(applicants / 3) }, (_, i) =>
    home(next, `h${String(i).padStart(6, '0')}`, somewhere()),
  );
  const formingHouseholds = homes
    .filter(() => next() < formingShare)
    .map((h, k) => {
      h.freeRooms -= 2;
      return {
        id: `f${String(k).padStart(5, '0')}`,
        homeId: h.id,
        members: [0, 1].map((m) => applicantProfile(next, `m${k}-${m}`)),
        maxOccupants: 3,
      };
    });
  return { applicants: people, homes, formingHouseholds, blockedPairs: [], blockedHomes: [] };
}
