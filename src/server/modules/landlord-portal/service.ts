import type { Database } from '@server/db/client';
import { recordAudit } from '@server/plugins/audit';
import type { UserPrincipal } from '@server/plugins/auth';
import { HttpError } from '@server/plugins/error-handler';
import type { LandlordListing, LandlordStats } from '@shared/contracts/landlord';
import { listingsCsv } from './csv';
import { type ListingRow, type ListingScope, listListings, readStats } from './repo';

export const EXPORT_ACTION = 'landlord.listings_exported';
/** The most rows one export holds (an admin exporting the whole inventory). */
export const EXPORT_MAX_ROWS = 10_000;

/**
 * A landlord sees their own listings; an admin sees every listing in the inventory, with or
 * without an owner (landlordName says whose it is, null when nobody's account owns it).
 */
export function scopeOf(user: UserPrincipal): ListingScope {
  if (user.role === 'admin') return { kind: 'all' };
  if (!user.landlordId) throw new HttpError(403, "You don't have access to this.");
  return { kind: 'landlord', landlordId: user.landlordId };
}

/** The rent for the whole unit in cents: the unit rent, else the room rent times the rooms. */
export function wholeUnitRentCents(property: ListingRow['property']): number | null {
  if (property.rentCents != null) return property.rentCents;
  if (property.rentPerRoomCents != null) return property.rentPerRoomCents * property.roomCount;
  return null;
}

export function toLandlordListing(row: ListingRow): LandlordListing {
  const { property } = row;
  return {
    id: property.id,
    propertyAddress: property.address,
    city: property.city,
    state: property.state,
    zipCode: property.zipCode,
    availableUnits: property.unitsAvailable,
    unitCount: property.roomCount,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    monthlyRent: wholeUnitRentCents(property),
    acceptsVABenefits: property.acceptsVouchers,
    status: property.status,
    declineReason: property.status === 'declined' ? property.reviewNote : null,
    totalMatches: row.totalMatches,
    successfulPlacements: row.successfulPlacements,
    allowsPets: property.allowsPets,
    isAccessible: property.accessible,
    landlordName: row.landlordName,
  };
}

export async function landlordStats(db: Database, user: UserPrincipal): Promise<LandlordStats> {
  return readStats(db, scopeOf(user));
}

export async function landlordListings(
  db: Database,
  user: UserPrincipal,
  page: { limit: number; offset: number },
): Promise<{ listings: LandlordListing[]; total: number }> {
  const { rows, total } = await listListings(db, scopeOf(user), page);
  return { listings: rows.map(toLandlordListing), total };
}

/** The user's listings as CSV, and the export in the audit log (counts only). */
export async function exportListings(
  db: Database,
  user: UserPrincipal,
  { ip, now = new Date() }: { ip: string; now?: Date },
): Promise<{ filename: string; csv: string }> {
  const scope = scopeOf(user);
  const { rows, total } = await listListings(db, scope, { limit: EXPORT_MAX_ROWS, offset: 0 });
  const listings = rows.map(toLandlordListing);
  const csv = listingsCsv(listings, { withLandlord: scope.kind === 'all' });
  await recordAudit(db, {
    action: EXPORT_ACTION,
    actorType: user.role,
    actorId: user.id,
    targetType: scope.kind === 'landlord' ? 'landlord' : 'properties',
    targetId: scope.kind === 'landlord' ? scope.landlordId : null,
    ip,
    details: { rows: listings.length, total, scope: scope.kind },
  });
  return { filename: `listings-${now.toISOString().slice(0, 10)}.csv`, csv };
}
