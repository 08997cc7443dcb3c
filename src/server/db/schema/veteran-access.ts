import {
  VETERAN_ACCESS_SCOPES,
  VETERAN_ACCESS_WAYS,
  VETERAN_LINK_PURPOSES,
} from '@shared/domain/veteran-access';
import { check, index, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { createdAt, primaryId, timestamptz } from './columns';
import { veteranRef } from './veteran-columns';

/**
 * One-time links to the veteran's page (decision 0036): an access link in a message to a veteran, or the link
 * that confirms a new email. The raw token exists only in the message; its SHA-256 is stored when the message is
 * delivered (null until then). `scope` 'subjects' shows only `subject_ids` (the requests sent with an address
 * that was typed into a form, not one on the person's record).
 */
export const veteranLinks = pgTable(
  'veteran_links',
  {
    id: primaryId(),
    veteranId: veteranRef(),
    purpose: text('purpose', { enum: VETERAN_LINK_PURPOSES }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }),
    scope: text('scope', { enum: VETERAN_ACCESS_SCOPES }).notNull(),
    subjectIds: uuid('subject_ids').array().notNull().default([]),
    /** The address the link goes to; for 'confirm_email' the new address it confirms. */
    sentTo: text('sent_to').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
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
    id: primaryId(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    veteranId: veteranRef(),
    scope: text('scope', { enum: VETERAN_ACCESS_SCOPES }).notNull(),
    subjectIds: uuid('subject_ids').array().notNull().default([]),
    openedVia: text('opened_via', { enum: VETERAN_ACCESS_WAYS }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    check('veteran_sessions_scope_check', isOneOf(t.scope, VETERAN_ACCESS_SCOPES)),
    check('veteran_sessions_via_check', isOneOf(t.openedVia, VETERAN_ACCESS_WAYS)),
    uniqueIndex('veteran_sessions_hash_idx').on(t.tokenHash),
    index('veteran_sessions_veteran_idx').on(t.veteranId),
  ],
);
