import type { Database } from '@server/db/client';
import { landlords, properties } from '@server/db/schema';
import { queueMessage } from '@server/modules/messages';
import { recordAudit } from '@server/plugins/audit';
import { HttpError, notFound } from '@server/plugins/error-handler';
import {
  DECLINE_REASON_MISSING_MESSAGE,
  LANDLORD_NOT_FOUND_MESSAGE,
  LANDLORD_WITHOUT_ACCOUNT_MESSAGE,
  LISTING_ALREADY_REVIEWED_MESSAGE,
  LISTING_NOT_FOUND_MESSAGE,
} from '@shared/contracts/listing-review';
import { LISTING_DECLINE_REASON_MAX, REVIEWABLE_PROPERTY_STATUS } from '@shared/domain/inventory';
import { eq } from 'drizzle-orm';
import { updateLandlord } from './landlord-records';
import type { PropertyRow } from './view';

export interface ListingReview {
  propertyId: string;
  decision: 'approve' | 'decline';
  /** Required to decline: the landlord reads it on their dashboard and in the email. */
  reason?: string;
  adminId: string;
  ip?: string;
}

function declineReason(reason: string | undefined): string {
  const text = reason?.trim() ?? '';
  const refuse = (message: string) => new HttpError(400, message, [{ path: 'reason', message }]);
  if (!text) throw refuse(DECLINE_REASON_MISSING_MESSAGE);
  if (text.length > LISTING_DECLINE_REASON_MAX)
    throw refuse(`Use at most ${LISTING_DECLINE_REASON_MAX.toLocaleString('en-US')} characters`);
  return text;
}

/**
 * An admin's decision on a listing waiting for review, taken once: approved, it is published as the
 * form asked (`available`, or `filled` for a home the form marked not available); declined, it keeps the reason. The
 * landlord is told and the audit log records it, in the caller's transaction; its inbox item is finished by the inbox
 * (listingDecision).
 */
export async function reviewListing(tx: Database, review: ListingReview): Promise<PropertyRow> {
  const [home] = await tx.select().from(properties).where(eq(properties.id, review.propertyId)).for('update');
  if (!home) throw notFound(LISTING_NOT_FOUND_MESSAGE);
  if (home.status !== REVIEWABLE_PROPERTY_STATUS) throw new HttpError(409, LISTING_ALREADY_REVIEWED_MESSAGE);
  const approved = review.decision === 'approve';
  const reason = approved ? null : declineReason(review.reason);
  const [row] = await tx
    .update(properties)
    .set({
      status: approved ? (home.requestedStatus ?? 'available') : 'declined',
      reviewNote: reason,
      reviewedAt: new Date(),
      reviewedBy: review.adminId,
    })
    .where(eq(properties.id, home.id))
    .returning();
  if (!row) throw new Error('update returned no row');
  // a listing from the wizard without an account has nobody to tell
  if (row.landlordId) {
    await queueMessage(tx, {
      kind: 'listing.reviewed',
      recipientId: row.id,
      payload: { propertyId: row.id, status: row.status },
    });
  }
  await recordAudit(tx, {
    action: approved ? 'property.approved' : 'property.declined',
    actorType: 'admin',
    actorId: review.adminId,
    ip: review.ip,
    targetType: 'property',
    targetId: row.id,
    details: { status: row.status, landlordId: row.landlordId },
  });
  return row;
}

/**
 * Marks a landlord account trusted: its new listings publish at once. Verifying twice keeps the first
 * time. A landlord without an account (a lead from a public form) cannot be verified: nobody signs in
 * as them, so there is nobody to trust.
 */
export async function verifyLandlord(
  tx: Database,
  input: { landlordId: string; adminId: string; ip?: string },
): Promise<{ id: string; verifiedAt: Date }> {
  const [landlord] = await tx
    .select({ id: landlords.id, userId: landlords.userId, verifiedAt: landlords.verifiedAt })
    .from(landlords)
    .where(eq(landlords.id, input.landlordId))
    .for('update');
  if (!landlord) throw notFound(LANDLORD_NOT_FOUND_MESSAGE);
  if (!landlord.userId) throw new HttpError(409, LANDLORD_WITHOUT_ACCOUNT_MESSAGE);
  const alreadyVerified = landlord.verifiedAt !== null;
  const verifiedAt = landlord.verifiedAt ?? new Date();
  if (!alreadyVerified) {
    await updateLandlord(tx, landlord.id, { verifiedAt });
  }
  await recordAudit(tx, {
    action: 'landlord.verified',
    actorType: 'admin',
    actorId: input.adminId,
    ip: input.ip,
    targetType: 'landlord',
    targetId: landlord.id,
    details: { alreadyVerified },
  });
  return { id: landlord.id, verifiedAt };
}
