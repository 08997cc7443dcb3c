import type { Database } from '@server/db/client';
import { landlords, properties } from '@server/db/schema';
import { lookupZip } from '@server/lib/zip-lookup';
import { openInboxItem } from '@server/modules/inbox';
import { recordAudit } from '@server/plugins/audit';
import type { UserPrincipal } from '@server/plugins/auth';
import type { ZPropertyListingInput } from '@shared/contracts/properties';
import type { PropertyStatus } from '@shared/domain/inventory';
import { dollarsToCents } from '@shared/domain/money';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { PropertyRow } from './view';

/** What a form says about the home; the status, owner and review are decided here. */
export type ListingValues = Omit<
  typeof properties.$inferInsert,
  'id' | 'landlordId' | 'status' | 'reviewNote' | 'reviewedAt' | 'reviewedBy' | 'createdAt'
>;

export interface NewListing {
  values: ListingValues;
  /** The landlord record the home belongs to; null for the wizard's listing made without an account. */
  landlordId: string | null;
  /** Who sent it: an admin, a landlord account, or nobody signed in (undefined). */
  lister: UserPrincipal | undefined;
  /** What the form asks for once the listing is published: open to matching (default) or with no unit left. */
  publishAs?: Extract<PropertyStatus, 'available' | 'filled'>;
}

type LandlordOnFile = { id: string; name: string; verifiedAt: Date | null };

/** An admin, or the signed-in owner of a landlord account an admin has verified. */
function publishesAtOnce(lister: UserPrincipal | undefined, landlord: LandlordOnFile | undefined): boolean {
  if (lister?.role === 'admin') return true;
  return (
    lister?.role === 'landlord' &&
    landlord !== undefined &&
    lister.landlordId === landlord.id &&
    landlord.verifiedAt !== null
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The inbox line: "New listing: 12 Oak St, Austin TX 78701, 3 rooms from Jane Doe". */
export function listingReviewSummary(home: PropertyRow, landlordName: string | undefined): string {
  const place = [home.city, home.state, home.zipCode].filter(Boolean).join(' ');
  const from = landlordName ? `from ${landlordName}` : 'from a visitor who did not sign in';
  return `New listing: ${home.address}, ${place}, ${plural(home.roomCount, 'room', 'rooms')} ${from}`;
}

/**
 * The one write path for listings (the /landlords wizard, the landlord dashboard and /landlord-listing).
 * A listing from an admin or a verified landlord publishes at once; any other waits as `pending_review`
 * with an item in the operations inbox, so no veteran, search or engine run sees it before an admin.
 * Call inside the transaction of the request.
 */
export async function saveListing(tx: Database, listing: NewListing): Promise<PropertyRow> {
  const { landlordId, lister } = listing;
  const [landlord] = landlordId
    ? await tx
        .select({ id: landlords.id, name: landlords.name, verifiedAt: landlords.verifiedAt })
        .from(landlords)
        .where(eq(landlords.id, landlordId))
    : [];
  const status = publishesAtOnce(lister, landlord) ? (listing.publishAs ?? 'available') : 'pending_review';
  const [row] = await tx
    .insert(properties)
    .values({ ...listing.values, landlordId, status })
    .returning();
  if (!row) throw new Error('insert returned no row');
  if (status === 'pending_review') {
    await openInboxItem(tx, {
      type: 'listing_review',
      subjectId: row.id,
      summary: listingReviewSummary(row, landlord?.name),
    });
  }
  await recordAudit(tx, {
    action: 'property.listed',
    actorType: lister?.role ?? 'anonymous',
    actorId: lister?.id ?? null,
    targetType: 'property',
    targetId: row.id,
    details: { landlordId, status },
  });
  return row;
}

type ParsedListing = Omit<z.output<typeof ZPropertyListingInput>, 'landlordId' | 'badges'>;

/** The wizard's listing as stored: place from the ZIP, money in cents, one unit per room. */
export function landlordFlowValues(input: ParsedListing): ListingValues {
  const place = lookupZip(input.zipCode);
  const rentPerRoomCents = dollarsToCents(input.rentPerRoom);
  return {
    address: input.address,
    zipCode: place?.zipCode ?? input.zipCode,
    city: place?.city ?? null,
    state: place?.state ?? null,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    roomType: input.roomType,
    bedrooms: input.roomCount,
    roomCount: input.roomCount,
    unitsAvailable: input.roomCount,
    rentPerRoomCents,
    rentCents: rentPerRoomCents * input.roomCount,
    acceptsVouchers: input.acceptsVA,
    inspected: input.inspected,
    furnished: input.furnished,
    description: input.description,
    source: 'landlord_flow',
  };
}
