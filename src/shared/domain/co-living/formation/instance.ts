import { distanceMiles } from '@shared/domain/geo';
import { keyPairScore as importedKeyPairScore, type ScoreKey, scoreKey } from '../pair-score';
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
import { cellKey, Grid } from './grid';
import type { FormationApplicant, FormationHome, FormationInput } from './types';

// read once: some module loaders turn every use of an imported binding into a getter call (hot paths)
const keyPairScore = importedKeyPairScore;
const MIN_COMPATIBLE_SCORE = IMPORTED_MIN;

/**
 * What homeFit reads, as numbers. A home's flags are what it offers, an applicant's what they need: each
 * need is one bit the home must have (pets allowed, accessible, the room type asked for, taking the
 * applicant's smoking answer), so a fit is `(offer & need) === need` and the budget covers the room's share.
 */
const PETS = 1;
const ACCESSIBLE = 2;
const ROOM_SHIFT = 2;
const ROOM_TYPES = CO_LIVING_ROOM_TYPES.length;
const SMOKING_SHIFT = ROOM_SHIFT + ROOM_TYPES;
const roomBit = (type: CoLivingRoomType) => 1 << (ROOM_SHIFT + CO_LIVING_ROOM_TYPES.indexOf(type));
const smokingBit = (answer: SmokingPreference) => 1 << (SMOKING_SHIFT + SMOKING_PREFERENCES.indexOf(answer));
/** Which applicant smoking answers each policy takes (homeFit: smokers not in a smoke-free home, and the reverse). */
const SMOKERS_TAKEN: Record<SmokingPreference, SmokingPreference[]> = {
  non_smoking: ['non_smoking', 'outdoor_only'],
  outdoor_only: ['non_smoking', 'outdoor_only', 'smoking_ok'],
  smoking_ok: ['outdoor_only', 'smoking_ok'],
};

const offerFlags = (home: CoLivingHomeProfile) =>
  (home.allowsPets ? PETS : 0) |
  (home.accessible ? ACCESSIBLE : 0) |
  home.roomTypes.reduce((mask, type) => mask | roomBit(type), 0) |
  SMOKERS_TAKEN[home.smokingPolicy].reduce((mask, answer) => mask | smokingBit(answer), 0);
const needFlags = (a: CoLivingProfile) =>
  (a.hasPets ? PETS : 0) |
  (a.accessibilityNeeds ? ACCESSIBLE : 0) |
  roomBit(a.preferredRoomType) |
  smokingBit(a.smokingPreference);
/** The rent share of every room type of a home (rentShareCents), by CO_LIVING_ROOM_TYPES index. */
const roomRents = (home: CoLivingHomeProfile) =>
  CO_LIVING_ROOM_TYPES.map((type) => rentShareCents(home.baseRoomRateCents, type));

/** homeFit(applicant, home) === null without building the words (formation.test.ts compares). */
export const fitsHome = (a: CoLivingProfile, home: CoLivingHomeProfile) => {
  const need = needFlags(a);
  return (
    (offerFlags(home) & need) === need &&
    a.maxRoomBudgetCents >= (roomRents(home)[CO_LIVING_ROOM_TYPES.indexOf(a.preferredRoomType)] as number)
  );
};

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
  /** each applicant's place in id order: the greedy breaks its ties by it (spread over the map, not cell by cell) */
  readonly idRank: Int32Array;
  private readonly blockedPairs: Set<string>;
  private readonly homeGrid: Grid;
  /** homes within the radius, by applicant location ("lat,lng") */
  private readonly reach = new Map<string, Int32Array>();
  /** offerFlags by home, needFlags, budget and room type index by applicant, room rents by home and room type */
  private readonly offers: Int32Array;
  private readonly needs: Int32Array;
  private readonly budgets: Int32Array;
  private readonly rooms: Int32Array;
  private readonly rents: Int32Array;
  private readonly blockedIndexPairs: Set<number> | null;

  constructor(input: FormationInput) {
    // by grid cell, then id: neighbours get neighbouring indices (and memory), and the order still never
    // depends on the input's
    this.applicants = [...input.applicants].sort(
      (x, y) => cellKey(x) - cellKey(y) || byId(x.profile, y.profile),
    );
    this.homes = [...input.homes].sort((x, y) => cellKey(x) - cellKey(y) || byId(x, y));
    this.idRank = new Int32Array(this.applicants.length);
    this.applicants
      .map((a, i) => ({ id: a.profile.id, i }))
      .sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0))
      .forEach(({ i }, rank) => {
        this.idRank[i] = rank;
      });
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
    this.homeGrid = new Grid(this.homes);
    this.offers = Int32Array.from(this.homes, (home) => offerFlags(home.profile));
    this.rents = Int32Array.from(this.homes.flatMap((home) => roomRents(home.profile)));
    this.needs = Int32Array.from(this.applicants, (a) => needFlags(a.profile));
    this.budgets = Int32Array.from(this.applicants, (a) => a.profile.maxRoomBudgetCents);
    this.rooms = Int32Array.from(this.applicants, (a) =>
      CO_LIVING_ROOM_TYPES.indexOf(a.profile.preferredRoomType),
    );
    this.homesOf = this.feasibleHomes(new Set(input.blockedHomes.map(([a, h]) => `${a}\n${h}`)));
  }

  /** Every home within the radius of applicant i, ascending (free rooms or not). */
  inReach(i: number): Int32Array {
    const applicant = this.applicants[i] as FormationApplicant;
    const place = `${applicant.latitude},${applicant.longitude}`;
    let homes = this.reach.get(place);
    if (!homes) {
      const found: number[] = [];
      this.homeGrid.near(applicant, this.radius, (h) => {
        if (distanceMiles(applicant, this.homes[h] as FormationHome) <= this.radius) found.push(h);
      });
      homes = Int32Array.from(found).sort();
      this.reach.set(place, homes);
    }
    return homes;
  }

  /** homeFit(applicant i, home h) === null, from the numbers. */
  fits(i: number, h: number): boolean {
    const need = this.needs[i] as number;
    return (
      ((this.offers[h] as number) & need) === need &&
      (this.budgets[i] as number) >= (this.rents[h * ROOM_TYPES + (this.rooms[i] as number)] as number)
    );
  }

  private feasibleHomes(blockedHomes: Set<string>): Int32Array[] {
    return this.applicants.map((applicant, i) => {
      const homes = this.inReach(i);
      const fit = new Int32Array(homes.length);
      let count = 0;
      for (let k = 0; k < homes.length; k++) {
        const h = homes[k] as number;
        const home = this.homes[h] as FormationHome;
        if (home.freeRooms < 1 || !this.fits(i, h)) continue;
        if (blockedHomes.size > 0 && blockedHomes.has(`${applicant.profile.id}\n${home.id}`)) continue;
        fit[count++] = h;
      }
      return fit.slice(0, count);
    });
  }

  score(i: number, j: number): number {
    return keyPairScore(this.keys[i] as ScoreKey, this.keys[j] as ScoreKey);
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
