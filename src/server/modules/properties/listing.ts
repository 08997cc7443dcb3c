import type { Database } from '@server/db/client';
import { landlords, properties } from '@server/db/schema';
import type { HomeLeavesMatching } from '@server/module';
import { openInboxItem } from '@server/modules/inbox';
import { recordAudit } from '@server/plugins/audit';
import type { UserPrincipal } from '@server/plugins/auth';
import { HttpError, notFound } from '@server/plugins/error-handler';
import { LISTING_NOT_FOUND } from '@shared/contracts/listing';
import { formatFullAddress } from '@shared/domain/address';
import { LISTING_CLOSED_MATCH_REASON, type PropertyStatus } from '@shared/domain/inventory';
import { eq } from 'drizzle-orm';
import type { PropertyRow } from './view';

/** What a form says about the home; the status, owner and review are decided here. */
export type ListingValues = Omit<
  typeof properties.$inferInsert,
  | 'id'
  | 'landlordId'
  | 'status'
  | 'requestedStatus'
  | 'reviewNote'
  | 'reviewedAt'
  | 'reviewedBy'
  | 'createdAt'
>;

export interface NewListing {
  values: ListingValues;
  /** The landlord record the home belongs to (a visitor's: found or made from the contact); null for an admin's. */
  landlordId: string | null;
  /** Who sent it: an admin, a landlord account, or nobody signed in (undefined). */
  lister: UserPrincipal | undefined;
  /** What the form asks for once the listing is published: open to matching (default) or with no unit left. */
  publishAs?: Extract<PropertyStatus, 'available' | 'filled'>;
}

export type LandlordOnFile = { id: string; name: string; verifiedAt: Date | null };

/** An admin, or the signed-in owner of a landlord account an admin has verified. */
export function publishesAtOnce(
  lister: UserPrincipal | undefined,
  landlord: LandlordOnFile | undefined,
): boolean {
  if (lister?.role === 'admin') return true;
  return (
    lister?.role === 'landlord' &&
    landlord !== undefined &&
    lister.landlordId === landlord.id &&
    landlord.verifiedAt !== null
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The inbox line: "New listing: 12 Oak St, Austin, TX 78701, 3 rooms from Jane Doe" ("Edited listing: ..."). */
export function listingReviewSummary(
  home: PropertyRow,
  landlordName: string | undefined,
  what: 'New listing' | 'Edited listing' = 'New listing',
): string {
  const from = landlordName ? `from ${landlordName}` : 'from a visitor who did not sign in';
  return `${what}: ${formatFullAddress(home)}, ${plural(home.roomCount, 'room', 'rooms')} ${from}`;
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
  const publishAs = listing.publishAs ?? 'available';
  const status = publishesAtOnce(lister, landlord) ? publishAs : 'pending_review';
  // a listing waiting for review remembers what the form asked for: the approval publishes it as that
  const requestedStatus = status === 'pending_review' && publishAs !== 'available' ? publishAs : null;
  const [row] = await tx
    .insert(properties)
    .values({ ...listing.values, landlordId, status, requestedStatus })
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

/** What a listing sent back to review becomes when approved: paused or filled stay so, anything else opens. */
function requestedOnReview(home: PropertyRow): PropertyRow['requestedStatus'] {
  if (home.status === 'pending_review') return home.requestedStatus;
  return home.status === 'paused' || home.status === 'filled' ? home.status : null;
}

export interface ListingEdit {
  propertyId: string;
  /** The form's home as stored (listingFormValues); the listing keeps its source. */
  values: ListingValues;
  /** An admin, or the landlord who owns the listing; anyone else is told it does not exist. */
  editor: UserPrincipal;
  ip?: string;
  /** What closes on the home when the edit sends it back to review (the modules' reactions, from the manifests). */
  homeLeavesMatching: HomeLeavesMatching;
}

export const CO_LIVING_EDIT_MESSAGE = 'A co-living home is changed with its co-living details, not this form';

/**
 * The listing the editor may change: an admin any, a landlord their own. Another landlord's listing answers
 * 404 as an unknown one does (its existence is private); a co-living home is changed with its own details.
 */
export function editableListing(home: PropertyRow | undefined, editor: UserPrincipal): PropertyRow {
  const mine = editor.role === 'admin' || (home?.landlordId != null && home.landlordId === editor.landlordId);
  if (!home || !mine) throw notFound(LISTING_NOT_FOUND);
  if (home.source === 'co_living') throw new HttpError(409, CO_LIVING_EDIT_MESSAGE);
  return home;
}

/**
 * The one write path for edits. An admin's or a verified owner's edit keeps the listing's status; an edit of
 * a declined listing, or by a landlord an admin has not verified, goes back to `pending_review` with an item
 * in the operations inbox (as a new listing does), and the matches open on it close as a pause closes them. Rooms already let stay let: the free rooms move with the
 * room count. Call inside the transaction of the request.
 */
export async function updateListing(tx: Database, edit: ListingEdit): Promise<PropertyRow> {
  const { editor } = edit;
  const [found] = await tx.select().from(properties).where(eq(properties.id, edit.propertyId)).for('update');
  const home = editableListing(found, editor);
  const [landlord] = home.landlordId
    ? await tx
        .select({ id: landlords.id, name: landlords.name, verifiedAt: landlords.verifiedAt })
        .from(landlords)
        .where(eq(landlords.id, home.landlordId))
    : [];
  const toReview = home.status === 'declined' || !publishesAtOnce(editor, landlord);
  const status = toReview ? 'pending_review' : home.status;
  const requestedStatus = toReview ? requestedOnReview(home) : home.requestedStatus;
  const { source: _keepSource, ...values } = edit.values;
  const roomCount = values.roomCount ?? home.roomCount;
  const roomsLet = Math.max(0, home.roomCount - home.unitsAvailable);
  const unitsAvailable = Math.max(0, roomCount - roomsLet);
  const [row] = await tx
    .update(properties)
    .set({ ...values, unitsAvailable, status, requestedStatus })
    .where(eq(properties.id, home.id))
    .returning();
  if (!row) throw new Error('update returned no row');
  let matchesClosed = 0;
  if (status === 'pending_review') {
    await openInboxItem(tx, {
      type: 'listing_review',
      subjectId: row.id,
      summary: listingReviewSummary(row, landlord?.name, 'Edited listing'),
    });
    // a home in review reaches no veteran: what was open on it while it was published closes, and is told
    if (home.status !== 'pending_review') {
      matchesClosed = await edit.homeLeavesMatching(tx, {
        propertyId: row.id,
        reason: LISTING_CLOSED_MATCH_REASON.pending_review,
        now: new Date(),
        actorId: editor.id,
      });
    }
  }
  await recordAudit(tx, {
    action: 'property.edited',
    actorType: editor.role,
    actorId: editor.id,
    ip: edit.ip,
    targetType: 'property',
    targetId: row.id,
    details: { landlordId: row.landlordId, statusBefore: home.status, status, matchesClosed },
  });
  return row;
}
