import { defineNotice, messageRecipient } from '@server/modules/messages';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { homeWithLandlordRecord } from './message-records';

/** The review's outcome, to the landlord: published, or declined with the reason they can act on. */
export const listingReviewed = defineNotice(
  (db) => homeWithLandlordRecord(db, messageRecipient),
  (_row, listing) => {
    if (!listing?.landlordEmail) return null;
    const page = listing.landlordUserId ? PAGE_PATHS.landlordDashboard : PAGE_PATHS.landlords;
    const action = listing.landlordUserId ? 'Your landlord dashboard' : 'List a home';
    if (listing.status === 'declined') {
      return {
        to: [listing.landlordEmail],
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
      to: [listing.landlordEmail],
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
