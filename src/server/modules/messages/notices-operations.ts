import { FORGOT_PASSWORD_ROUTE } from '@shared/contracts/account-recovery';
import { INVITATION_TTL_DAYS } from '@shared/domain/account-tokens';
import { inboxReplyRecord, landlordLeadRecord, reviewedListingRecord } from './inbox-repo';
import { defineNotice, payloadOf } from './notice';
import { linkPage } from './notices-accounts';
import { accountLinkRecord } from './record-readers';
import { messageRecipient, payloadId, recordsTogether } from './records';

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
        paragraphs: ['Hello,', ...reply.body.split(/\n{2,}/)],
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

/**
 * A lead who offered housing, invited to the landlord account opened for them: its one-time link to set the
 * password (minted at delivery), or, for someone who already signs in as a landlord, the sign-in page.
 */
export const landlordInvitation = defineNotice(
  (db) =>
    recordsTogether({
      lead: landlordLeadRecord(db, messageRecipient),
      link: accountLinkRecord(db, payloadId('linkId')),
    }),
  async (row, { lead, link }, context) => {
    if (!lead) return null;
    // the lead's name and address were typed on a public form: the mail says only our own words (issue 31)
    const hello = 'Hello,';
    const thanks = 'Thank you for offering a home to veterans.';
    const { linkId } = payloadOf(row);
    if (!linkId) {
      return {
        to: [lead.email],
        draft: {
          subject: 'List your home with Veterans Housing',
          paragraphs: [
            hello,
            `${thanks} Sign in to your landlord account (${lead.email}) to list the home, follow its matches and hear from us when a veteran is matched.`,
          ],
          page: '/landlord/login',
          action: 'Sign in to list your home',
        },
      };
    }
    const page = link ? await linkPage(link, context) : null;
    if (!page) {
      return {
        to: [lead.email],
        draft: {
          subject: 'List your home with Veterans Housing',
          paragraphs: [
            hello,
            `${thanks} We opened a landlord account for you. The link to set its password expired before we could send it, so ask for a new one with this email address (${lead.email}).`,
          ],
          page: `${FORGOT_PASSWORD_ROUTE}?account=landlord`,
          action: 'Ask for a new link',
        },
      };
    }
    return {
      to: [lead.email],
      draft: {
        subject: 'List your home with Veterans Housing: set up your account',
        paragraphs: [
          hello,
          `${thanks} We opened a free landlord account for you. Set its password with the link below, then sign in with ${lead.email} to list the home, follow its matches and hear from us when a veteran is matched.`,
          `The link works once, for ${INVITATION_TTL_DAYS} days.`,
          "If you weren't expecting this email, you can ignore it.",
        ],
        page,
        action: 'Set your password',
      },
    };
  },
);
