import type { Database } from '@server/db/client';
import { landlordLeads } from '@server/db/schema';
import { accountLinkRecord, invitedLandlordNotice } from '@server/modules/accounts';
import {
  defineNotice,
  messageRecipient,
  oneRecord,
  payloadId,
  payloadOf,
  recordsTogether,
} from '@server/modules/messages';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { INBOX_PROMISES } from '@shared/domain/stalled-work';
import { eq, type SQL } from 'drizzle-orm';

/** Where an invited lead reads their invitation. */
const landlordLeadRecord = (db: Database, leadId: SQL) =>
  oneRecord(
    db.select({ email: landlordLeads.contactEmail }).from(landlordLeads).where(eq(landlordLeads.id, leadId)),
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
    return invitedLandlordNotice(
      {
        email: lead.email,
        linkId: payloadOf(row).linkId,
        link,
        subject: 'List your home with Veterans Housing',
        opening: [hello],
        signedIn: {
          words: `${thanks} Sign in to your landlord account (${lead.email}) to list the home, follow its matches and hear from us when a veteran is matched.`,
          page: PAGE_PATHS.landlordLogin,
          action: 'Sign in to list your home',
        },
        expired: `${thanks} We opened a landlord account for you. The link to set its password expired before we could send it, so ask for a new one with this email address (${lead.email}).`,
        live: `${thanks} We opened a free landlord account for you. Set its password with the link below, then sign in with ${lead.email} to list the home, follow its matches and hear from us when a veteran is matched.`,
      },
      context,
    );
  },
);

/**
 * The acknowledgement to whoever offered housing (issue 34, point 7): it arrived, and the housing team contacts
 * them within the promised 48 hours (the inbox item's timer keeps the promise). Only our own words: what they
 * typed is not echoed to an address nobody confirmed.
 */
export const landlordLeadReceived = defineNotice(
  (db) => landlordLeadRecord(db, messageRecipient),
  (_row, lead) => {
    if (!lead) return null;
    return {
      to: [lead.email],
      draft: {
        subject: 'We received your offer of housing',
        paragraphs: [
          'Hello,',
          'Thank you for offering a home to veterans. Your offer reached our housing team.',
          `We will contact you within ${INBOX_PROMISES.landlord_lead.hours} hours at this address to talk about the home and the next steps.`,
        ],
        page: PAGE_PATHS.landlords,
        action: 'About renting to veterans',
      },
    };
  },
);
