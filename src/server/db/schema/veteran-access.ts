import {
  VETERAN_ACCESS_SCOPES,
  VETERAN_ACCESS_WAYS,
  VETERAN_LINK_PURPOSES,
} from '@shared/domain/veteran-access';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { veterans } from './veterans';

/**
 * One-time links to the veteran's page (decision 0036): an access link in a message to a veteran, or the link
 * that confirms a new email. The raw token exists only in the message; its SHA-256 is stored when the message is
 * delivered (null until then). `scope` 'subjects' shows only `subject_ids` (the requests sent with an address
 * that was typed into a form, not one on the person's record).
 */
export const veteranLinks = pgTable(
  'veteran_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    veteranId: uuid('veteran_id')
      .notNull()
      .references(() => veterans.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: VETERAN_LINK_PURPOSES }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }),
    scope: text('scope', { enum: VETERAN_ACCESS_SCOPES }).notNull(),
    subjectIds: uuid('subject_ids').array().notNull().default([]),
    /** The address the link goes to; for 'confirm_email' the new address it confirms. */
    sentTo: text('sent_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('veteran_links_purpose_check', isOneOf(t.purpose, VETERAN_LINK_PURPOSES)),
    check('veteran_links_scope_check', isOneOf(t.scope, VETERAN_ACCESS_SCOPES)),
    uniqueIndex('veteran_links_hash_idx').on(t.tokenHash),
    index('veteran_links_veteran_idx').on(t.veteranId),
  ],
);

/** A veteran's session on one device (30 days, revocable). Only the SHA-256 of the token is stored. */
export const veteranSessions = pgTable(
  'veteran_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    veteranId: uuid('veteran_id')
      .notNull()
      .references(() => veterans.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: VETERAN_ACCESS_SCOPES }).notNull(),
    subjectIds: uuid('subject_ids').array().notNull().default([]),
    openedVia: text('opened_via', { enum: VETERAN_ACCESS_WAYS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    check('veteran_sessions_scope_check', isOneOf(t.scope, VETERAN_ACCESS_SCOPES)),
    check('veteran_sessions_via_check', isOneOf(t.openedVia, VETERAN_ACCESS_WAYS)),
    uniqueIndex('veteran_sessions_hash_idx').on(t.tokenHash),
    index('veteran_sessions_veteran_idx').on(t.veteranId),
  ],
);
