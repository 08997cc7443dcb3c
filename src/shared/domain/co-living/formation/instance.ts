import { distanceMiles } from '@shared/domain/geo';
import {
  keyPairScore as importedKeyPairScore,
  keyPairScoreAtMost,
  type ScoreKey,
  scoreKey,
} from '../pair-score';
import type { CoLivingHomeProfile, CoLivingProfile } from '../profiles';
import { rentShareCents } from '../rent-shares';
import {
  CO_LIVING_RADIUS_MILES,
  CO_LIVING_ROOM_TYPES,
  type CoLivingRoomType,
  HOUSEHOLD_MAX_OCCUPANTS,
  SMOKING_PREFERENCES,
  type SmokingPreference,
} from '../vocabulary';
import { MIN_COMPATIBLE_SCORE as IMPORTED_MIN } from '../weights';
import { Grid } from './grid';
import type { FormationApplicant, FormationHome, FormationInput } from './types';

// read once: some module loaders turn every use of an imported binding into a getter call (hot paths)
const keyPairScore = importedKeyPairScore;
const MIN_COMPATIBLE_SCORE = IMPORTED_MIN;

/** What homeFit reads of a home and of an applicant, as numbers: room types and smoking as bit masks. */
interface Offer {
  pets: boolean;
  /** the rent share of each room type (rentShareCents), by CO_LIVING_ROOM_TYPES index */
  rents: number[];
  accessible: boolean;
  roomTypes: number;
  /** the applicant smoking answers this home takes */
  smoking: number;
}
type Need = Omit<Offer, 'rents'> & { budget: number; room: number };

const ROOM_BIT = Object.fromEntries(CO_LIVING_ROOM_TYPES.map((type, i) => [type, 1 << i])) as Record<
  CoLivingRoomType,
  number
>;
const SMOKING_BIT = Object.fromEntries(SMOKING_PREFERENCES.map((answer, i) => [answer, 1 << i])) as Record<
  SmokingPreference,
  number
>;
/** Which applicants' smoking answers each policy takes (homeFit: smokers not in a smoke-free home, and the reverse). */
const SMOKERS_TAKEN: Record<SmokingPreference, number> = {
  non_smoking: SMOKING_BIT.non_smoking | SMOKING_BIT.outdoor_only,
  outdoor_only: SMOKING_BIT.non_smoking | SMOKING_BIT.outdoor_only | SMOKING_BIT.smoking_ok,
  smoking_ok: SMOKING_BIT.outdoor_only | SMOKING_BIT.smoking_ok,
};

const offer = (home: CoLivingHomeProfile): Offer => ({
  pets: home.allowsPets,
  rents: CO_LIVING_ROOM_TYPES.map((type) => rentShareCents(home.baseRoomRateCents, type)),
  accessible: home.accessible,
  roomTypes: home.roomTypes.reduce((mask, type) => mask | ROOM_BIT[type], 0),
  smoking: SMOKERS_TAKEN[home.smokingPolicy],
});
const needs = (a: CoLivingProfile): Need => ({
  pets: a.hasPets,
  budget: a.maxRoomBudgetCents,
  room: CO_LIVING_ROOM_TYPES.indexOf(a.preferredRoomType),
  accessible: a.accessibilityNeeds,
  roomTypes: ROOM_BIT[a.preferredRoomType],
  smoking: SMOKING_BIT[a.smokingPreference],
});
const meets = (need: Need, home: Offer) =>
  (!need.pets || home.pets) &&
  need.budget >= (home.rents[need.room] as number) &&
  (!need.accessible || home.accessible) &&
  (need.roomTypes & home.roomTypes) !== 0 &&
  (need.smoking & home.smoking) !== 0;

/** homeFit(applicant, home) === null without building the words (formation.test.ts compares). */
export const fitsHome = (a: CoLivingProfile, home: CoLivingHomeProfile) => meets(needs(a), offer(home));

/** A forming household with open places, its home as an index (-1: not among the open homes). */
export interface OpenHousehold {
  id: string;
  home: number;
  members: CoLivingProfile[];
  memberKeys: ScoreKey[];
  open: number;
}

const byId = <T extends { id: string }>(x: T, y: T) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0);
const pairKey = (x: string, y: string) => (x < y ? `${x}\n${y}` : `${y}\n${x}`);

/**
 * The formation's input as numbers: applicants, homes and forming households sorted by id (so the answer
 * never depends on input order), each applicant's score key and the ascending list of homes it may live in
 * (within the radius, homeFit null, not declined, a free room).
 */
export class Instance {
  readonly applicants: FormationApplicant[];
  readonly homes: FormationHome[];
  readonly households: OpenHousehold[];
  readonly keys: ScoreKey[];
  /** the keys' table indices, as arrays, for the partner scan */
  readonly serviceKeys: Int32Array;
  readonly socialKeys: Int32Array;
  readonly lifestyleKeys: Int32Array;
  readonly homesOf: Int32Array[];
  readonly radius: number;
  readonly n: number;
  private readonly blockedPairs: Set<string>;
  private readonly blockedIndexPairs: Set<number> | null;

  constructor(input: FormationInput) {
    this.applicants = [...input.applicants].sort((x, y) => byId(x.profile, y.profile));
    this.homes = [...input.homes].sort(byId);
    this.n = this.applicants.length;
    this.radius = input.radiusMiles ?? CO_LIVING_RADIUS_MILES;
    this.keys = this.applicants.map((a) => scoreKey(a.profile));
    this.serviceKeys = Int32Array.from(this.keys, (key) => key.serviceKey);
    this.socialKeys = Int32Array.from(this.keys, (key) => key.socialKey);
    this.lifestyleKeys = Int32Array.from(this.keys, (key) => key.lifestyleKey);
    this.blockedPairs = new Set(input.blockedPairs.map(([x, y]) => pairKey(x, y)));
    const index = new Map(this.applicants.map((a, i) => [a.profile.id, i]));
    this.blockedIndexPairs = this.blockedPairs.size > 0 ? new Set() : null;
    for (const [x, y] of input.blockedPairs) {
      const [i, j] = [index.get(x), index.get(y)];
      if (i !== undefined && j !== undefined)
        this.blockedIndexPairs?.add(Math.min(i, j) * this.n + Math.max(i, j));
    }
    const homeIndex = new Map(this.homes.map((h, i) => [h.id, i]));
    this.households = [...input.formingHouseholds].sort(byId).map((household) => ({
      id: household.id,
      home: homeIndex.get(household.homeId) ?? -1,
      members: household.members,
      memberKeys: household.members.map(scoreKey),
      open: Math.max(0, Math.min(household.maxOccupants, HOUSEHOLD_MAX_OCCUPANTS) - household.members.length),
    }));
    this.homesOf = this.feasibleHomes(new Set(input.blockedHomes.map(([a, h]) => `${a}\n${h}`)));
  }

  private feasibleHomes(blockedHomes: Set<string>): Int32Array[] {
    const grid = new Grid(this.homes);
    const offers = this.homes.map((home) => offer(home.profile));
    const nearby = new Map<string, number[]>();
    return this.applicants.map((applicant) => {
      const place = `${applicant.latitude},${applicant.longitude}`;
      let homes = nearby.get(place);
      if (!homes) {
        const found: number[] = [];
        grid.near(applicant, this.radius, (h) => {
          const home = this.homes[h] as FormationHome;
          if (home.freeRooms >= 1 && distanceMiles(applicant, home) <= this.radius) found.push(h);
        });
        homes = found.sort((x, y) => x - y);
        nearby.set(place, homes);
      }
      const id = applicant.profile.id;
      const need = needs(applicant.profile);
      const fit = new Int32Array(homes.length);
      let count = 0;
      for (const h of homes) {
        if (!meets(need, offers[h] as Offer)) continue;
        if (blockedHomes.size > 0 && blockedHomes.has(`${id}\n${(this.homes[h] as FormationHome).id}`))
          continue;
        fit[count++] = h;
      }
      return fit.slice(0, count);
    });
  }

  score(i: number, j: number): number {
    return keyPairScore(this.keys[i] as ScoreKey, this.keys[j] as ScoreKey);
  }

  /** At least score(i, j), from the tables alone. */
  ceiling(i: number, j: number): number {
    return keyPairScoreAtMost(this.keys[i] as ScoreKey, this.keys[j] as ScoreKey);
  }

  blocked(i: number, j: number): boolean {
    return this.blockedIndexPairs?.has(Math.min(i, j) * this.n + Math.max(i, j)) ?? false;
  }

  /** The pair's score when they may share a home (compatible and never declined), else -1. */
  pairValue(i: number, j: number): number {
    const score = this.score(i, j);
    return score >= MIN_COMPATIBLE_SCORE && !this.blocked(i, j) ? score : -1;
  }

  /** What applicant i adds with the current members of a forming household, or -1 when one of them rules it out. */
  memberValue(i: number, household: OpenHousehold): number {
    let sum = 0;
    const key = this.keys[i] as ScoreKey;
    const id = (this.applicants[i] as FormationApplicant).profile.id;
    for (let m = 0; m < household.members.length; m++) {
      const score = keyPairScore(key, household.memberKeys[m] as ScoreKey);
      const member = household.members[m] as CoLivingProfile;
      if (score < MIN_COMPATIBLE_SCORE) return -1;
      if (this.blockedPairs.size > 0 && this.blockedPairs.has(pairKey(id, member.id))) return -1;
      sum += score;
    }
    return sum;
  }

  id(i: number): string {
    return (this.applicants[i] as FormationApplicant).profile.id;
  }
}
