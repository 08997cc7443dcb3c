import { MESSAGE_STATUSES } from '@shared/domain/message-delivery';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { createdAt, primaryId, timestamptz } from './columns';

export const contactMessages = pgTable('contact_messages', {
  id: primaryId(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/**
 * Notifications, queued in the transaction of the change that causes them. The row is the truth about
 * delivery (modules/messages): recipient and subject are filled in when the message is delivered.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: primaryId(),
    kind: text('kind').notNull(),
    recipientId: uuid('recipient_id'),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    recipientEmail: text('recipient_email'),
    subject: text('subject'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    check('outbox_messages_status_check', isOneOf(t.status, MESSAGE_STATUSES)),
    check('outbox_messages_attempts_check', sql`${t.attempts} >= 0`),
    index('outbox_messages_status_idx').on(t.status, t.createdAt),
    // delivered waitlist notices by person (the caseload key's last change)
    index('outbox_messages_waitlist_idx')
      .on(t.recipientId, t.sentAt)
      .where(sql`${t.kind} = 'waitlist_status' and ${t.status} = 'sent'`),
  ],
);
