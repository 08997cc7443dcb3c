import { BUSINESS_HOURS, CONTACT_REPLY_TIME, VETERANS_CRISIS_LINE } from '@shared/domain/constants';
import { defineNotice } from './notice';
import { contactAddressRecord } from './record-readers';
import { messageRecipient } from './records';

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
        page: '/contact',
        action: 'Other ways to reach us',
      },
    };
  },
);
