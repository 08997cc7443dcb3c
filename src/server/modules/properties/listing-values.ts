import { homePlace } from '@server/lib/zip-lookup';
import type { ListingEditView, ListingUpdate } from '@shared/contracts/listing';
import { centsToDollars, dollarsToCents } from '@shared/domain/money';
import type { ListingValues } from './listing';
import { type PropertyRow, rentPerVeteranCents } from './view';

/** The one form's home as stored: place from the ZIP, money in cents, one unit per room. */
export function listingFormValues(input: ListingUpdate): ListingValues {
  const rentPerRoomCents = dollarsToCents(input.rentPerRoom);
  return {
    address: input.address,
    ...homePlace(input.zipCode),
    unitType: input.unitType,
    roomType: input.roomType,
    bedrooms: input.roomCount,
    roomCount: input.roomCount,
    bathrooms: input.bathrooms,
    unitsAvailable: input.roomCount,
    rentPerRoomCents,
    rentCents: rentPerRoomCents * input.roomCount,
    acceptsVouchers: input.acceptsVA,
    accessible: input.accessible,
    allowsPets: input.allowsPets,
    inspected: input.inspected,
    furnished: input.furnished,
    availableDate: input.availableDate === '' ? null : input.availableDate,
    description: input.description,
    source: 'landlord_flow',
  };
}

/**
 * The stored listing as the form's values. Rent per room is what one veteran pays (a whole-unit listing from
 * /api/properties-housing shows its unit rent), in whole dollars.
 */
export function listingEditView(row: PropertyRow): ListingEditView {
  const rentCents = rentPerVeteranCents(row);
  return {
    id: row.id,
    status: row.status,
    values: {
      address: row.address,
      zipCode: row.zipCode,
      unitType: row.unitType,
      roomCount: row.roomCount,
      bathrooms: row.bathrooms,
      roomType: row.roomType,
      rentPerRoom: rentCents == null ? null : Math.round(centsToDollars(rentCents)),
      acceptsVA: row.acceptsVouchers,
      accessible: row.accessible,
      allowsPets: row.allowsPets,
      furnished: row.furnished,
      inspected: row.inspected,
      availableDate: row.availableDate ?? '',
      description: row.description,
    },
  };
}
