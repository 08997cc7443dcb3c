import type { Database } from '@server/db/client';
import { partnerApplications } from '@server/db/schema';
import { accountLinkRecord, invitedLandlordNotice } from '@server/modules/accounts';
import {
  defineNotice,
  messageRecipient,
  oneRecord,
  payloadId,
  payloadOf,
  type RecordOf,
  recordsTogether,
} from '@server/modules/messages';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { PARTNER_REVIEW_HOURS, partnerApplicationReference } from '@shared/domain/partner-applications';
import { eq } from 'drizzle-orm';

const LANDLORD_SIGN_IN = PAGE_PATHS.landlordLogin;

/** The application the message is about (its recipient). */
const applicationRecord = (db: Database) =>
  oneRecord(
    db
      .select({
        id: partnerApplications.id,
        name: partnerApplications.name,
        email: partnerApplications.email,
        decisionReason: partnerApplications.decisionReason,
      })
      .from(partnerApplications)
      .where(eq(partnerApplications.id, messageRecipient)),
  );

type ApplicationRow = RecordOf<ReturnType<typeof applicationRecord>>;

const withReference = (row: ApplicationRow | null) =>
  row ? { ...row, reference: partnerApplicationReference(row.id) } : null;

/** The acknowledgement to the applicant: the reference to quote and when they hear from us. */
export const partnerApplicationReceived = defineNotice(applicationRecord, (_row, found) => {
  const application = withReference(found);
  if (!application) return null;
  return {
    to: [application.email],
    draft: {
      subject: `We received your housing partner application (${application.reference})`,
      paragraphs: [
        'Hello,',
        `Thank you for applying to partner with Veterans Housing as a housing professional. Your reference is ${application.reference}: quote it when you contact us about your application.`,
        `We review every application within ${PARTNER_REVIEW_HOURS} hours and write to you at this address with our decision. If we approve it, that email has the link to set up your landlord account.`,
      ],
      page: PAGE_PATHS.housingPartners,
      action: 'About housing partnerships',
    },
  };
});

/**
 * The approval: a new account's one-time link to set the password (minted at delivery), or, for someone who
 * already signs in as a landlord, that their account is now marked as a housing professional.
 */
export const partnerApplicationApproved = defineNotice(
  (db) =>
    recordsTogether({ application: applicationRecord(db), link: accountLinkRecord(db, payloadId('linkId')) }),
  async (row, found, context) => {
    const application = withReference(found.application);
    if (!application) return null;
    return invitedLandlordNotice(
      {
        email: application.email,
        linkId: payloadOf(row).linkId,
        link: found.link,
        subject: 'Your housing partner application is approved',
        opening: [
          'Hello,',
          `Good news: we approved your application to partner with Veterans Housing as a housing professional (reference ${application.reference}).`,
        ],
        signedIn: {
          words: `Your landlord account (${application.email}) is now marked as a housing professional. Sign in to list homes for veterans and follow their matches.`,
          page: LANDLORD_SIGN_IN,
          action: 'Sign in to your landlord account',
        },
        expired: `We opened a landlord account for you. The link to set its password expired before we could send it, so ask for a new one with this email address (${application.email}).`,
        live: `We opened a landlord account for you as a housing professional. Set its password with the link below, then sign in with ${application.email} to list homes for veterans and follow their matches.`,
      },
      context,
    );
  },
);

/** A decline, with the admin's reason, kindly: the door stays open. */
export const partnerApplicationDeclined = defineNotice(applicationRecord, (_row, found) => {
  const application = withReference(found);
  if (!application) return null;
  return {
    to: [application.email],
    draft: {
      subject: 'About your housing partner application',
      paragraphs: [
        'Hello,',
        `Thank you for your interest in partnering with Veterans Housing, and for the time you took to apply (reference ${application.reference}).`,
        `We reviewed your application carefully and can't approve it right now. The reason: ${application.decisionReason ?? 'not given'}`,
        "This doesn't have to be the last word. You're welcome to apply again when things change, and to write to us with any questions.",
      ],
      page: PAGE_PATHS.contact,
      action: 'Write to us',
    },
  };
});
