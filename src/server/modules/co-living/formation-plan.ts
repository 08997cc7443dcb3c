import { randomUUID } from 'node:crypto';
import type { coLivingMatches } from '@server/db/schema';
import type { FormedGroup, FormingHousehold } from '@shared/domain/co-living/formation/types';
import { homeConcerns } from '@shared/domain/co-living/home-fit';
import { type HouseholdPair, householdCompatibility } from '@shared/domain/co-living/household';
import type { CoLivingHomeProfile, CoLivingProfile } from '@shared/domain/co-living/profiles';
import { householdRentCents, rentShareCents } from '@shared/domain/co-living/rent-shares';
import { HOUSEHOLD_MAX_OCCUPANTS } from '@shared/domain/co-living/vocabulary';
import { type HomeRecord, homeProfile } from './homes-repo';

/** Said to an applicant whose group could not be saved as formed (someone's situation changed meanwhile). */
export const RETRY_REASON = 'A proposal changed while this run was saving: the next run tries again';

type ProposalValues = Pick<
  typeof coLivingMatches.$inferInsert,
  | 'applicationId'
  | 'overallScore'
  | 'serviceEraScore'
  | 'socialScore'
  | 'lifestyleScore'
  | 'financialScore'
  | 'matchReason'
  | 'potentialConcerns'
  | 'recommendedTrialPeriod'
  | 'roomType'
  | 'rentShareCents'
>;

export interface PlannedGroup {
  householdId: string;
  homeId: string;
  /** set when the group forms a new household */
  newHousehold: { name: string; securityDepositCents: number; monthlyManagementFeeCents: number } | null;
  members: ProposalValues[];
  /** overall scores of the pairs that involve at least one new member */
  pairScores: number[];
}

export interface PlanInput {
  groups: FormedGroup[];
  profiles: Map<string, CoLivingProfile>;
  forming: Map<string, FormingHousehold>;
  homes: Map<string, HomeRecord>;
  /** read under the run's lock */
  waiting: Set<string>;
  held: Map<string, number>;
  occupancy: Map<string, { status: string; members: number; maxOccupants: number }>;
  liveHouseholds: Map<string, number>;
}

const mean = (values: number[]) =>
  values.length === 0
    ? 0
    : Math.min(100, Math.max(0, Math.round(values.reduce((s, v) => s + v, 0) / values.length)));
const distinct = (texts: string[]) => [...new Set(texts)];

/** "Both non-smokers, same quiet hours (10pm to 7am) and both served in the Army." */
export function reasonSentence(reasons: string[]): string {
  const top = distinct(reasons).slice(0, 3);
  if (top.length === 0) return 'No deal-breaker with the home or any housemate.';
  const words = top.length === 1 ? (top[0] ?? '') : `${top.slice(0, -1).join(', ')} and ${top.at(-1)}`;
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
}

/** "Oak St household, Austin": the street without its number; a second household on the home is numbered. */
export function householdName(record: HomeRecord, ordinal: number): string {
  const street =
    record.property.address.replace(/^\s*\d+[A-Za-z]?(-\d+)?\s+/, '').trim() || record.property.address;
  const number = ordinal > 1 ? ` ${ordinal}` : '';
  return `${street} household${number}${record.property.city ? `, ${record.property.city}` : ''}`;
}

function proposal(
  member: CoLivingProfile,
  pairs: HouseholdPair[],
  home: CoLivingHomeProfile,
  trialDays: number,
): ProposalValues {
  const own = pairs.filter((pair) => pair.aId === member.id || pair.bId === member.id).map((p) => p.result);
  return {
    applicationId: member.id,
    overallScore: mean(own.map((r) => r.overall)),
    serviceEraScore: mean(own.map((r) => r.serviceEra)),
    socialScore: mean(own.map((r) => r.social)),
    lifestyleScore: mean(own.map((r) => r.lifestyle)),
    financialScore: mean(own.map((r) => r.financial)),
    matchReason: reasonSentence(own.flatMap((r) => r.reasons)),
    potentialConcerns: distinct([...own.flatMap((r) => r.potentialConcerns), ...homeConcerns(member, home)]),
    recommendedTrialPeriod: trialDays,
    roomType: member.preferredRoomType,
    rentShareCents: rentShareCents(home.baseRoomRateCents, member.preferredRoomType),
  };
}

/**
 * The formation's groups as they can still be saved: members who are no longer waiting are left out, no home
 * gets more members than it has free rooms and no household more than its places (both counted under the
 * lock), and a group that would not be a compatible household of at least two is not saved (its members wait
 * with RETRY_REASON).
 */
export function planGroups(input: PlanInput): { groups: PlannedGroup[]; dropped: Map<string, string> } {
  const planned: PlannedGroup[] = [];
  const dropped = new Map<string, string>();
  const usedRooms = new Map<string, number>();
  const newOnHome = new Map<string, number>();
  // an applicant is proposed to one household at a time (the database refuses a second)
  const placed = new Set<string>();
  const drop = (ids: string[]) => {
    for (const id of ids) dropped.set(id, RETRY_REASON);
  };
  for (const group of input.groups) {
    const record = input.homes.get(group.homeId);
    const ids = group.memberIds.filter(
      (id) => input.waiting.has(id) && input.profiles.has(id) && !placed.has(id),
    );
    if (!record) {
      drop(ids);
      continue;
    }
    const freeRooms =
      record.property.unitsAvailable -
      (input.held.get(group.homeId) ?? 0) -
      (usedRooms.get(group.homeId) ?? 0);
    const forming = group.householdId ? input.forming.get(group.householdId) : undefined;
    const occupancy = group.householdId ? input.occupancy.get(group.householdId) : undefined;
    const places = group.householdId
      ? occupancy?.status === 'forming' && forming
        ? occupancy.maxOccupants - occupancy.members
        : 0
      : HOUSEHOLD_MAX_OCCUPANTS;
    const room = Math.max(0, Math.min(freeRooms, places));
    const added = ids.slice(0, room);
    drop(ids.slice(room));
    if (added.length === 0) continue;
    const existing = forming?.members ?? [];
    const newProfiles = added.map((id) => input.profiles.get(id) as CoLivingProfile);
    const home = homeProfile(record);
    const household = householdCompatibility([...existing, ...newProfiles], home);
    if (
      existing.length + added.length < 2 ||
      !household.compatible ||
      household.recommendedTrialPeriod === null
    ) {
      drop(added);
      continue;
    }
    const trialDays = household.recommendedTrialPeriod;
    const members = newProfiles.map((member) => proposal(member, household.pairs, home, trialDays));
    const addedSet = new Set(added);
    const pairScores = household.pairs
      .filter((pair) => addedSet.has(pair.aId) || addedSet.has(pair.bId))
      .map((pair) => pair.result.overall);
    for (const id of added) {
      placed.add(id);
      dropped.delete(id);
    }
    usedRooms.set(group.homeId, (usedRooms.get(group.homeId) ?? 0) + added.length);
    let newHousehold: PlannedGroup['newHousehold'] = null;
    if (!group.householdId) {
      const ordinal = (input.liveHouseholds.get(group.homeId) ?? 0) + (newOnHome.get(group.homeId) ?? 0) + 1;
      newOnHome.set(group.homeId, (newOnHome.get(group.homeId) ?? 0) + 1);
      newHousehold = {
        name: householdName(record, ordinal),
        // one month of the household's rent
        securityDepositCents: householdRentCents(members.map((member) => member.rentShareCents)),
        monthlyManagementFeeCents: record.home.managementFeeMonthlyCents,
      };
    }
    planned.push({
      householdId: group.householdId ?? randomUUID(),
      homeId: group.homeId,
      newHousehold,
      members,
      pairScores,
    });
  }
  return { groups: planned, dropped };
}

/** The run's figures from what is written: households formed, veterans placed, total pair compatibility. */
export function runFigures(groups: PlannedGroup[]) {
  return {
    householdsFormed: groups.filter((group) => group.newHousehold).length,
    veteransPlaced: groups.reduce((sum, group) => sum + group.members.length, 0),
    totalCompatibility: groups.reduce((sum, group) => sum + group.pairScores.reduce((s, v) => s + v, 0), 0),
  };
}
