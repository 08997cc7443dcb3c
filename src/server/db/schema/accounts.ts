import { ACCOUNT_TOKEN_PURPOSES } from '@shared/domain/account-tokens';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { createdAt, primaryId, timestamptz } from './columns';
import { organizations } from './organizations';

/** People who sign in with a cookie session: admins (username) and landlords (their email). */
export const users = pgTable(
  'users',
  {
    id: primaryId(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    displayName: text('display_name').notNull(),
    /** Where password-reset links go: a landlord's sign-in email, an admin's own address (optional). */
    email: text('email'),
    lastLoginAt: timestamptz('last_login_at'),
    /**
     * When the owner proved the email is theirs (a redeemed account link). A landlord who signed up cannot
     * sign in before; accounts made by an admin or a command are confirmed when made.
     */
    emailConfirmedAt: timestamptz('email_confirmed_at'),
    /** Set by an admin: the account cannot sign in and its sessions are ended. */
    deactivatedAt: timestamptz('deactivated_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_idx').on(t.username),
    uniqueIndex('users_email_idx').on(t.email),
    check('users_role_check', sql`${t.role} in ('admin', 'landlord')`),
  ],
);

/** A landlord: with an account (userId) or a lead who listed without one. */
export const landlords = pgTable(
  'landlords',
  {
    id: primaryId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: varchar('phone', { length: 20 }),
    tier: text('tier').notNull().default('bronze'),
    /** Set by an admin: a verified landlord's new listings publish at once instead of waiting for review. */
    verifiedAt: timestamptz('verified_at'),
    /** A housing professional (an approved partner application) rather than an owner listing their own home. */
    housingProfessional: boolean('housing_professional').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('landlords_user_idx').on(t.userId),
    check('landlords_tier_check', sql`${t.tier} in ('bronze', 'green', 'teal', 'plum', 'impact-champion')`),
    // landlords who joined within a time frame (admin overview and map, lead flow)
    index('landlords_created_idx').on(t.createdAt),
  ],
);

/**
 * Every session, whatever the role: a partner organisation (bearer token) or a user (cookie).
 * Only the SHA-256 of the token is stored.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: primaryId(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    check('sessions_one_subject_check', sql`(${t.organizationId} is null) <> (${t.userId} is null)`),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * One-time account links: a password reset (a user or an organisation's sign-in) or an invitation for
 * an organisation to set its first password. The raw token exists only in the message that carries it;
 * its SHA-256 is stored when that message is delivered (null until then). Used once, then `usedAt`.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: primaryId(),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    /** The address the link was sent to. */
    email: text('email').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('account_tokens_purpose_check', isOneOf(t.purpose, ACCOUNT_TOKEN_PURPOSES)),
    check('account_tokens_one_subject_check', sql`(${t.organizationId} is null) <> (${t.userId} is null)`),
    uniqueIndex('account_tokens_hash_idx').on(t.tokenHash),
    index('account_tokens_expires_idx').on(t.expiresAt),
  ],
);
