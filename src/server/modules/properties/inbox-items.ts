import type { Database } from '@server/db/client';
import { oneRecord } from '@server/db/json-records';
import { landlords, properties } from '@server/db/schema';
import {
  defineInboxDecision,
  defineInboxKind,
  goneRecord,
  type InboxDecision,
  type InboxKinds,
  recordField,
} from '@server/modules/inbox';
import { HttpError } from '@server/plugins/error-handler';
import {
  ADMIN_INBOX_ACTION_PATHS,
  INBOX_ACTION_NOT_OFFERED,
  type ListingDecisionInput,
  ZListingDecisionInput,
} from '@shared/contracts/inbox';
import { formatFullAddress } from '@shared/domain/address';
import { formatDollars } from '@shared/domain/money';
import { eq, getTableColumns, type SQL } from 'drizzle-orm';
import { reviewListing, verifyLandlord } from './review';
import type { PropertyRow } from './view';

/** A listing waiting for review, with its landlord: the decisions it still needs, and a reply to the landlord. */
const listingReviewKind = defineInboxKind({
  record: (db: Database, subjectId: SQL) =>
    oneRecord(
      db
        .select({
          ...getTableColumns(properties),
          landlordName: landlords.name,
          landlordEmail: landlords.email,
          landlordPhone: landlords.phone,
          landlordUserId: landlords.userId,
          landlordVerifiedAt: landlords.verifiedAt,
        })
        .from(properties)
        .leftJoin(landlords, eq(landlords.id, properties.landlordId))
        .where(eq(properties.id, subjectId)),
    ),
  describe: (property) => {
    if (!property) return goneRecord('The listing was removed');
    const pending = property.status === 'pending_review';
    const canVerify = Boolean(property.landlordUserId) && !property.landlordVerifiedAt;
    return {
      record: {
        title: formatFullAddress(property),
        fields: [
          ...recordField('Status', property.status.replace('_', ' ')),
          ...recordField('Rooms', property.roomCount),
          ...recordField(
            'Rent',
            property.rentCents === null ? null : `${formatDollars(property.rentCents)} a month`,
          ),
          ...recordField('Accepts vouchers', property.acceptsVouchers ? 'Yes' : 'No'),
          ...recordField('Accessible', property.accessible ? 'Yes' : 'No'),
          ...recordField('Description', property.description),
          ...recordField('Landlord', property.landlordName),
          ...recordField('Landlord email', property.landlordEmail),
          ...recordField('Landlord phone', property.landlordPhone),
          ...recordField(
            'Landlord account',
            !property.landlordUserId
              ? 'No account (listed without signing in)'
              : property.landlordVerifiedAt
                ? 'Verified'
                : 'Not verified',
          ),
          ...recordField('Decline reason', property.reviewNote),
        ],
        link: null,
        replyTo: property.landlordEmail,
      },
      actions: [
        ...(property.landlordEmail ? (['reply'] as const) : []),
        ...(pending ? (['approve_listing', 'decline_listing'] as const) : []),
        ...(canVerify ? (['verify_landlord'] as const) : []),
      ],
      refs: { landlordId: property.landlordId ?? undefined },
    };
  },
  replyTo: (db, subjectId) =>
    oneRecord(
      db
        .select({ email: landlords.email, name: landlords.name })
        .from(properties)
        .innerJoin(landlords, eq(landlords.id, properties.landlordId))
        .where(eq(properties.id, subjectId)),
    ),
});

/**
 * The review of a listing, approved or declined, taken once (reviewListing): its item is finished with the
 * decision in its history. The listing's own review endpoints take it through the same decision.
 */
export const listingDecision: InboxDecision<ListingDecisionInput, PropertyRow> = {
  path: ADMIN_INBOX_ACTION_PATHS.listingDecision,
  body: ZListingDecisionInput,
  offered: (input) => (input.decision === 'approve' ? 'approve_listing' : 'decline_listing'),
  audited: (input) => (input.decision === 'approve' ? 'listing_approved' : 'listing_declined'),
  run: async (tx, { item, input, actor }) => {
    const row = await reviewListing(tx, {
      propertyId: item.subjectId,
      decision: input.decision,
      reason: input.reason,
      adminId: actor.id,
      ip: actor.ip,
    });
    const note = input.decision === 'approve' ? 'Listing approved' : `Listing declined: ${row.reviewNote}`;
    return { done: true, note, result: row };
  },
};

const verifyListingLandlord: InboxDecision<undefined, unknown> = {
  path: ADMIN_INBOX_ACTION_PATHS.verifyLandlord,
  offered: () => 'verify_landlord',
  audited: () => 'landlord_verified',
  run: async (tx, { described, actor }) => {
    const landlordId = described.refs?.landlordId;
    if (!landlordId) throw new HttpError(409, INBOX_ACTION_NOT_OFFERED);
    await verifyLandlord(tx, { landlordId, adminId: actor.id });
    return { note: 'Landlord verified: their next listings publish at once' };
  },
};

export const propertiesInbox: InboxKinds = {
  items: { listing_review: listingReviewKind },
  decisions: [defineInboxDecision(listingDecision), defineInboxDecision(verifyListingLandlord)],
};
