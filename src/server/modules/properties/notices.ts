import type { Database } from '@server/db/client';
import { landlords, properties } from '@server/db/schema';
import { defineNotice, messageRecipient, oneRecord } from '@server/modules/messages';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { eq, type SQL } from 'drizzle-orm';

/** A listing and where its landlord reads about it. */
const reviewedListingRecord = (db: Database, propertyId: SQL) =>
  oneRecord(
    db
      .select({
        address: properties.address,
        status: properties.status,
        reviewNote: properties.reviewNote,
        email: landlords.email,
        hasAccount: landlords.userId,
      })
      .from(properties)
      .innerJoin(landlords, eq(landlords.id, properties.landlordId))
      .where(eq(properties.id, propertyId)),
  );

/** The review's outcome, to the landlord: published, or declined with the reason they can act on. */
export const listingReviewed = defineNotice(
  (db) => reviewedListingRecord(db, messageRecipient),
  (_row, listing) => {
    if (!listing) return null;
    const page = listing.hasAccount ? PAGE_PATHS.landlordDashboard : PAGE_PATHS.landlords;
    const action = listing.hasAccount ? 'Your landlord dashboard' : 'List a home';
    if (listing.status === 'declined') {
      return {
        to: [listing.email],
        draft: {
          subject: 'Your listing was not published',
          paragraphs: [
            `We reviewed your listing at ${listing.address} and could not publish it.`,
            `The reason: ${listing.reviewNote ?? 'not given'}`,
            'You are welcome to list the home again with the changes, or reply through our contact page.',
          ],
          page,
          action,
        },
      };
    }
    return {
      to: [listing.email],
      draft: {
        subject: 'Your listing is published',
        paragraphs: [
          `We reviewed your listing at ${listing.address}: it is published, and veterans and their case managers can find it now.`,
          'We will write to you when a veteran is matched with your home.',
        ],
        page,
        action,
      },
    };
  },
);
