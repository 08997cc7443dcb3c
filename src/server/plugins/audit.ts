import type { Database } from '@server/db/client';
import { auditEvents } from '@server/db/schema';

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
