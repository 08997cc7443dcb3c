import type { Database } from '@server/db/client';
import { landlordLeads } from '@server/db/schema';
import { accountLinkRecord, linkPage } from '@server/modules/accounts';
import {
  defineNotice,
  messageRecipient,
  oneRecord,
  payloadId,
  payloadOf,
  recordsTogether,
} from '@server/modules/messages';
import { FORGOT_PASSWORD_ROUTE } from '@shared/contracts/account-recovery';
import { INVITATION_TTL_DAYS } from '@shared/domain/account-tokens';
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
