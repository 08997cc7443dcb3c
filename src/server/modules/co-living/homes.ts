import { type Database, withTransaction } from '@server/db/client';
import { coLivingHomes } from '@server/db/schema';
import { homePlace } from '@server/lib/zip-lookup';
import { saveListing } from '@server/modules/properties';
import { recordAudit } from '@server/plugins/audit';
import { FORBIDDEN_MESSAGE, type UserPrincipal } from '@server/plugins/auth';
import { HttpError } from '@server/plugins/error-handler';
import type { CoLivingHomeView, ZCoLivingHomeInput } from '@shared/contracts/co-living-households';
import { dollarsToCents } from '@shared/domain/money';
import type { z } from 'zod';
import { type HomeFilter, selectHomes, toHomeView } from './homes-repo';

export type CoLivingHomeData = z.output<typeof ZCoLivingHomeInput>;

/** The landlord record the home belongs to: the signed-in landlord's own; none for an admin's listing. */
function ownerOf(user: UserPrincipal): string | null {
  if (user.role === 'admin') return null;
  if (!user.landlordId) throw new HttpError(403, FORBIDDEN_MESSAGE);
  return user.landlordId;
}

/**
 * A co-living home is a listing of the one inventory (a house let room by room) plus what makes it co-living.
 * The listing goes through the one write path (review for unverified landlords, the inbox item, the audit).
 */
export async function createCoLivingHome(
  db: Database,
  input: CoLivingHomeData,
  user: UserPrincipal,
  ip: string,
): Promise<CoLivingHomeView> {
  const landlordId = ownerOf(user);
  const baseRoomRateCents = dollarsToCents(input.baseRoomRate);
  return withTransaction(db, async (tx) => {
    const property = await saveListing(tx, {
      landlordId,
      lister: user,
      values: {
        address: input.address,
        ...homePlace(input.zipCode),
        unitType: 'house',
        roomType: 'private',
        bedrooms: input.totalRooms,
        roomCount: input.totalRooms,
        unitsAvailable: input.availableRooms,
        bathrooms: input.bathrooms,
        rentPerRoomCents: baseRoomRateCents,
        accessible: input.accessible,
        allowsPets: input.allowsPets,
        description: input.description,
        source: 'co_living',
      },
    });
    const [home] = await tx
      .insert(coLivingHomes)
      .values({
        propertyId: property.id,
        roomTypes: [...new Set(input.roomTypes)],
        sharedSpaces: [...new Set(input.sharedSpaces)],
        utilitiesIncluded: input.utilitiesIncluded,
        wifiIncluded: input.wifiIncluded,
        parkingIncluded: input.parkingIncluded,
        smokingPolicy: input.smokingPolicy,
        quietHoursStart: input.quietHours.start,
        quietHoursEnd: input.quietHours.end,
        hasYard: input.hasYard,
        hasGarage: input.hasGarage,
        managementFeeMonthlyCents: dollarsToCents(input.managementFeeMonthly),
      })
      .returning();
    if (!home) throw new Error('insert returned no row');
    await recordAudit(tx, {
      action: 'co_living.home_listed',
      actorType: user.role,
      actorId: user.id,
      targetType: 'property',
      targetId: property.id,
      ip,
      details: { landlordId, status: property.status, availableRooms: input.availableRooms },
    });
    return toHomeView({ property, home, heldPlaces: 0, households: 0 });
  });
}

/** Admins: every co-living home; a landlord: their own. */
export async function listCoLivingHomes(
  db: Database,
  user: UserPrincipal,
  page: Pick<HomeFilter, 'limit' | 'offset'>,
): Promise<CoLivingHomeView[]> {
  const landlordId = ownerOf(user);
  const records = await selectHomes(db, { ...page, ...(landlordId ? { landlordId } : {}) });
  return records.map(toHomeView);
}
