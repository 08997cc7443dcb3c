import { inboxReplyRecord, landlordLeadRecord, reviewedListingRecord } from './inbox-repo';
import { defineNotice } from './notice';
import { messageRecipient } from './records';

/** An admin's reply to a contact message, a lead, a listing or an organisation: their words, to that address. */
export const inboxReply = defineNotice(
  (db) => inboxReplyRecord(db, messageRecipient),
  (_row, reply) => {
    // nobody is answered on some types of item, nor an organisation without an email
    const contact = reply?.contact;
    if (!reply || !contact?.email) return null;
    return {
      to: [contact.email],
      draft: {
        subject: 'A reply from the Veterans Housing team',
        paragraphs: [`Hello ${contact.name},`, ...reply.body.split(/\n{2,}/)],
        page: '/contact',
        action: 'Write to us again',
      },
    };
  },
);

/** The review's outcome, to the landlord: published, or declined with the reason they can act on. */
export const listingReviewed = defineNotice(
  (db) => reviewedListingRecord(db, messageRecipient),
  (_row, listing) => {
    if (!listing) return null;
    const page = listing.hasAccount ? '/landlord/dashboard' : '/landlords';
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

/** A lead who offered housing, invited to create a landlord account and list the home. */
export const landlordInvitation = defineNotice(
  (db) => landlordLeadRecord(db, messageRecipient),
  (_row, lead) => {
    if (!lead) return null;
    return {
      to: [lead.email],
      draft: {
        subject: 'List your home with Veterans Housing',
        paragraphs: [
          `Hello ${lead.name},`,
          `Thank you for offering housing at ${lead.address} to veterans. Create your free landlord account with this email address to list the home, follow its matches and hear from us when a veteran is matched.`,
        ],
        page: '/landlord/signup',
        action: 'Create your landlord account',
      },
    };
  },
);
