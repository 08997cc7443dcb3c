import type { Database } from '@server/db/client';
import { oneRecord } from '@server/db/json-records';
import { contactMessages } from '@server/db/schema';
import { defineInboxKind, goneRecord, type InboxKinds, recordField } from '@server/modules/inbox';
import { eq, type SQL } from 'drizzle-orm';

/** A message from the contact form (a plan request is one too): who wrote, and their words; answered by reply. */
const contactMessageKind = defineInboxKind({
  record: (db: Database, subjectId: SQL) =>
    oneRecord(
      db
        .select({
          subject: contactMessages.subject,
          fullName: contactMessages.fullName,
          email: contactMessages.email,
          message: contactMessages.message,
        })
        .from(contactMessages)
        .where(eq(contactMessages.id, subjectId)),
    ),
  describe: (message) => {
    if (!message) return goneRecord('The message was removed');
    return {
      record: {
        title: message.subject,
        fields: [
          ...recordField('From', message.fullName),
          ...recordField('Email', message.email),
          ...recordField('Message', message.message),
        ],
        link: null,
        replyTo: message.email,
      },
      actions: ['reply'],
    };
  },
  replyTo: (db, subjectId) =>
    oneRecord(
      db
        .select({ email: contactMessages.email, name: contactMessages.fullName })
        .from(contactMessages)
        .where(eq(contactMessages.id, subjectId)),
    ),
});

export const contactInbox: InboxKinds = {
  items: { contact_message: contactMessageKind, plan_request: contactMessageKind },
};
