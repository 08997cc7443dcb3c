import type { properties } from '@server/db/schema';
import type { PropertyView } from '@shared/contracts/properties';
import { centsToDollars } from '@shared/domain/money';
import { propertyBadges } from '@shared/domain/property-badges';

export type PropertyRow = typeof properties.$inferSelect;

/** The public shape of a listing: money in dollars, badges derived from the features. */
export function toPropertyView(row: PropertyRow): PropertyView {
  // what one veteran pays: the room's rent, or the whole unit's for a unit listing
  const rentCents = rentPerVeteranCents(row);
  return {
    id: row.id,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    roomCount: row.roomCount,
    roomType: row.roomType === 'shared' ? 'shared' : 'private',
    rentPerRoom: rentCents == null ? null : centsToDollars(rentCents),
    acceptsVA: row.acceptsVouchers,
    furnished: row.furnished,
    inspected: row.inspected,
    accessible: row.accessible,
    allowsPets: row.allowsPets,
    description: row.description,
    status: row.status,
    badges: propertyBadges({
      acceptsVA: row.acceptsVouchers,
      furnished: row.furnished,
      inspected: row.inspected,
    }),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The monthly rent one veteran pays in this home: the room rent, else the whole-unit rent. */
export const rentPerVeteranCents = (row: PropertyRow) => row.rentPerRoomCents ?? row.rentCents;
