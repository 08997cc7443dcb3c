import { type Database, withTransaction } from '@server/db/client';
import { closeHomeHouseholds } from '@server/modules/co-living';
import { withdrawHomeFromMatching } from '@server/modules/housing-matches';
import { setListingStatus } from '@server/modules/properties';
import { recordAudit } from '@server/plugins/audit';
import type { UserPrincipal } from '@server/plugins/auth';
import { HttpError, notFound } from '@server/plugins/error-handler';
import type { ListingStatusChanged } from '@shared/contracts/landlord';
import {
  canMoveListing,
  LISTING_CLOSED_MATCH_REASON,
  type ListingStatusMove,
  listingMoveRefusal,
} from '@shared/domain/inventory';
import { lockListing, readListing } from './repo';
import { scopeOf, toLandlordListing } from './service';

export const LISTING_NOT_FOUND = 'Listing not found';
export const STATUS_CHANGED_ACTION = 'property.status_changed';

/**
 * The owner landlord (or an admin) pauses, resumes, fills or reopens a listing, in one transaction with the
 * listing locked. Pausing or filling closes the home's open matches (each veteran who asked is told);
 * reopening a filled home offers at least one unit again. Another landlord's listing is not found (404).
 */
export async function changeListingStatus(
  db: Database,
  user: UserPrincipal,
  id: string,
  to: ListingStatusMove,
  { ip, now = new Date() }: { ip: string; now?: Date },
): Promise<ListingStatusChanged> {
  const scope = scopeOf(user);
  return withTransaction(db, async (tx) => {
    const listing = await lockListing(tx, scope, id);
    if (!listing) throw notFound(LISTING_NOT_FOUND);
    const from = listing.status;
    if (!canMoveListing(from, to)) throw new HttpError(409, listingMoveRefusal(from, to));
    const unitsAvailable =
      from === 'filled' && to === 'available' ? Math.max(listing.unitsAvailable, 1) : listing.unitsAvailable;
    await setListingStatus(tx, id, { status: to, unitsAvailable });
    // a paused or filled home reaches no veteran: nothing may stay open on it
    const matchesClosed =
      to === 'available'
        ? 0
        : await withdrawHomeFromMatching(tx, {
            propertyId: id,
            reason: LISTING_CLOSED_MATCH_REASON[to],
            now,
            actorId: user.id,
          });
    // a co-living home's households still forming end too: nobody can move in
    const householdsClosed =
      to === 'available'
        ? 0
        : await closeHomeHouseholds(tx, {
            propertyId: id,
            reason: LISTING_CLOSED_MATCH_REASON[to],
            now,
            actor: { role: user.role === 'admin' ? 'admin' : 'landlord', id: user.id },
          });
    await recordAudit(tx, {
      action: STATUS_CHANGED_ACTION,
      actorType: user.role,
      actorId: user.id,
      targetType: 'property',
      targetId: id,
      ip,
      details: { from, to, matchesClosed, householdsClosed },
    });
    const row = await readListing(tx, scope, id);
    if (!row) throw notFound(LISTING_NOT_FOUND);
    return { listing: toLandlordListing(row), matchesClosed };
  });
}
