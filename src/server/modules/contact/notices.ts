import type { Database } from '@server/db/client';
import { contactMessages } from '@server/db/schema';
import { defineNotice, messageRecipient, oneRecord } from '@server/modules/messages';
import { BUSINESS_HOURS, CONTACT_REPLY_TIME, VETERANS_CRISIS_LINE } from '@shared/domain/constants';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { eq, type SQL } from 'drizzle-orm';

const contactAddressRecord = (db: Database, contactMessageId: SQL) =>
  oneRecord(
    db
      .select({ email: contactMessages.email })
      .from(contactMessages)
      .where(eq(contactMessages.id, contactMessageId)),
  );

/** The contact form's acknowledgement: the reply time and hours, never the sender's own words. */
export const contactReceived = defineNotice(
  (db) => contactAddressRecord(db, messageRecipient),
  (_row, contact) => {
    if (!contact?.email) return null;
    return {
      to: [contact.email],
      draft: {
        subject: 'We received your message',
        paragraphs: [
          `Thank you for writing to Veterans Housing. We received your message, and our support team will reply within ${CONTACT_REPLY_TIME}.`,
          `Our hours: ${BUSINESS_HOURS.map((row) => `${row.days}, ${row.hours}`).join('; ')}.`,
          `If you need help right now, call the ${VETERANS_CRISIS_LINE.name}: ${VETERANS_CRISIS_LINE.phone}.`,
        ],
        page: PAGE_PATHS.contact,
        action: 'Other ways to reach us',
      },
    };
  },
);
