import type { Database } from '@server/db/client';
import { auditEvents } from '@server/db/schema';
import { type SQL, sql } from 'drizzle-orm';

export type AuditActorType = 'partner' | 'admin' | 'landlord' | 'veteran' | 'anonymous' | 'system';

export interface AuditEvent {
  action: string;
  outcome?: 'success' | 'failure' | 'refused';
  actorType: AuditActorType;
  actorId?: string | null;
  targetType?: string;
  targetId?: string | null;
  /** Login attempts only: the account name tried. */
  loginAccount?: string;
  ip?: string;
  /** Ids, statuses and counts only: never passwords, tokens or veterans' personal data. */
  details?: Record<string, unknown>;
}

/** Appends to the audit log; pass the transaction so the record lands with the change it describes. */
export async function recordAudit(db: Database, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    action: event.action,
    outcome: event.outcome ?? 'success',
    actorType: event.actorType,
    actorId: event.actorId ?? null,
    targetType: event.targetType ?? null,
    targetId: event.targetId ?? null,
    loginAccount: event.loginAccount ?? null,
    ip: event.ip ?? null,
    details: event.details ?? {},
  });
}

/**
 * The audit row of a read of one person as a data-modifying CTE of the read's own statement (issue 33, point 8: one
 * round trip and one commit instead of a read and an insert). `person` is SQL naming the person read, or nothing
 * (a read that finds nobody audits nothing); the row is committed with the statement, before the answer is sent.
 */
export function auditedPersonRead(
  db: Database,
  event: { action: string; actorType: AuditActorType; actorId: SQL; person: SQL; details: SQL },
) {
  return db.$with('audited', { auditedId: sql<string>`audited_id` }).as(sql`
    insert into ${auditEvents} (action, outcome, actor_type, actor_id, target_type, target_id, details)
    select ${event.action}, 'success', ${event.actorType}, ${event.actorId}, 'veteran', read_person.id, ${event.details}
      from (${event.person}) as read_person(id)
    returning id as audited_id`);
}
