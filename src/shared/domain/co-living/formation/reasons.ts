import { distanceMiles } from '@shared/domain/geo';
import { homeFit } from '../home-fit';
import { HOUSEHOLD_MAX_OCCUPANTS } from '../vocabulary';
import type { Instance } from './instance';
import type { PartnerLists } from './partners';
import type { FormationApplicant, FormationHome } from './types';

export const NO_FREE_ROOM = 'Homes nearby have no free room';
export const HOMES_DECLINED = 'The homes nearby that fit were declined before';
export const NO_HOUSEMATES = 'No compatible housemates nearby yet (2 needed)';
export const PLACES_TAKEN = 'Not placed this run: the places nearby went to better-matched groups';
export const noHomeWithin = (miles: number) => `No co-living home within ${miles} miles`;
export const noHomeFits = (reason: string) => `No home nearby fits: ${reason}`;

/**
 * Why each applicant left waiting was not placed, in the order staff would check: a home in reach, a
 * home that fits, a free room in it, two compatible housemates, and otherwise the run chose others.
 */
export function unplacedReasons(
  instance: Instance,
  partners: PartnerLists,
  canFill: Uint8Array,
  waiting: number[],
): { applicantId: string; reason: string }[] {
  return waiting.map((i) => ({
    applicantId: instance.id(i),
    reason: reasonFor(instance, partners, canFill, i),
  }));
}

function reasonFor(instance: Instance, partners: PartnerLists, canFill: Uint8Array, i: number): string {
  const homes = instance.homesOf[i] as Int32Array;
  if (homes.length > 0) return reasonWithHomes(instance, partners, canFill, homes, i);
  const inReach = instance.inReach(i);
  if (inReach.length === 0) return noHomeWithin(instance.radius);
  const fitting = inReach.filter((h) => instance.fits(i, h));
  if (fitting.length === 0) {
    const applicant = instance.applicants[i] as FormationApplicant;
    const miles = (h: number) => distanceMiles(applicant, instance.homes[h] as FormationHome);
    const nearest = inReach.reduce((best, h) => (miles(h) < miles(best) ? h : best));
    const home = instance.homes[nearest] as FormationHome;
    return noHomeFits(homeFit(applicant.profile, home.profile) as string);
  }
  return fitting.some((h) => (instance.homes[h]?.freeRooms ?? 0) >= 1) ? HOMES_DECLINED : NO_FREE_ROOM;
}

/** An applicant with homes it may live in (so a home is in reach and fits): a room, then housemates. */
function reasonWithHomes(
  instance: Instance,
  partners: PartnerLists,
  canFill: Uint8Array,
  homes: Int32Array,
  i: number,
): string {
  const takesNew = Array.from(homes).some(
    (h) => (instance.homes[h]?.freeRooms ?? 0) >= HOUSEHOLD_MAX_OCCUPANTS,
  );
  if (!takesNew && !canFill[i]) return NO_FREE_ROOM;
  if (!partners.mayHaveTwo(i) && !canFill[i]) return NO_HOUSEMATES;
  return PLACES_TAKEN;
}
