import type { CoLivingRoomType } from './vocabulary';

/**
 * Rent shares (issue 13, VA shared-housing guidance): each member pays in proportion to the private space of
 * their room. The home's base room rate is the price of the smallest private space, a room that shares its
 * bath (weight 1.0); a room with its own bath adds a fifth (1.2); a master suite, a larger room with its own
 * bath, half again (1.5). The shared spaces (kitchen, living room) are split evenly, so they add no weight.
 */
export const ROOM_SHARE_WEIGHTS: Record<CoLivingRoomType, number> = {
  shared_bath: 1.0,
  private_bath: 1.2,
  master_suite: 1.5,
};

/** One member's monthly share in cents: the base room rate times their room's weight, to the cent. */
export function rentShareCents(baseRoomRateCents: number, roomType: CoLivingRoomType): number {
  return Math.round(baseRoomRateCents * ROOM_SHARE_WEIGHTS[roomType]);
}

/** The household's monthly rent: the sum of its members' shares. */
export function householdRentCents(shares: readonly number[]): number {
  return shares.reduce((sum, share) => sum + share, 0);
}
