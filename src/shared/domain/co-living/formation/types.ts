import type { LatLng } from '@shared/domain/geo';
import type { CoLivingHomeProfile, CoLivingProfile } from '../profiles';

/** An applicant waiting for a household, where they live (their ZIP's centre). */
export interface FormationApplicant extends LatLng {
  profile: CoLivingProfile;
}

/** A co-living home open to the program: its rooms not yet held by a household member. */
export interface FormationHome extends LatLng {
  id: string;
  profile: CoLivingHomeProfile;
  /** rooms open to the program minus the places current members already hold */
  freeRooms: number;
}

/** A household still `forming` with open places: filled before any new household is formed. */
export interface FormingHousehold {
  id: string;
  homeId: string;
  /** current (non-declined) members: every new member must be compatible with each of them */
  members: CoLivingProfile[];
  maxOccupants: number;
}

export interface FormationInput {
  applicants: FormationApplicant[];
  homes: FormationHome[];
  formingHouseholds: FormingHousehold[];
  /** pairs of applicant ids never to propose together again (a declined proposal) */
  blockedPairs: ReadonlyArray<readonly [string, string]>;
  /** applicant id and home id never to propose again (a landlord or staff declined) */
  blockedHomes: ReadonlyArray<readonly [string, string]>;
  /** default CO_LIVING_RADIUS_MILES: an applicant lives only in homes this close to their ZIP */
  radiusMiles?: number;
}

/** New members for a forming household (householdId set) or a new household on a home (householdId null). */
export interface FormedGroup {
  householdId: string | null;
  homeId: string;
  /** the applicants this run adds, in a deterministic order */
  memberIds: string[];
}

export interface FormationResult {
  groups: FormedGroup[];
  /** new households formed (groups with householdId null) */
  householdsFormed: number;
  /** applicants placed by this run (new households and filled places) */
  veteransPlaced: number;
  /** sum of the overall scores of every pair that involves at least one applicant placed by this run */
  totalCompatibility: number;
  /** a proven upper bound on totalCompatibility (see the decision record) */
  upperBound: number;
  /** every applicant left waiting, with why, in words staff read */
  unplaced: { applicantId: string; reason: string }[];
}
