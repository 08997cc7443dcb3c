import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns';

/**
 * Who did what, when, from where. Login attempts carry the account name tried (never a password);
 * details never hold veterans' personal data, only ids and statuses.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: primaryId(),
    action: text('action').notNull(),
    outcome: text('outcome').notNull().default('success'),
    actorType: text('actor_type').notNull(),
    actorId: uuid('actor_id'),
    targetType: text('target_type'),
    targetId: uuid('target_id'),
    loginAccount: text('login_account'),
    ip: text('ip'),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    check('audit_outcome_check', sql`${t.outcome} in ('success', 'failure', 'refused')`),
    check(
      'audit_actor_check',
      sql`${t.actorType} in ('partner', 'admin', 'landlord', 'veteran', 'anonymous', 'system')`,
    ),
    // failed-login counting: by account and by address within a window
    index('audit_login_account_idx').on(t.action, t.loginAccount, t.createdAt),
    index('audit_login_ip_idx').on(t.action, t.ip, t.createdAt),
    index('audit_target_idx').on(t.targetType, t.targetId),
    // the audit log viewer: newest first, and one actor's events
    index('audit_created_idx').on(t.createdAt),
    index('audit_actor_idx').on(t.actorId, t.createdAt),
  ],
);
