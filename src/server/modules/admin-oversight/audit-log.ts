import type { Database } from '@server/db/client';
import { auditEvents, organizations, users } from '@server/db/schema';
import type { AuditPage, AuditQuery } from '@shared/contracts/admin-oversight';
import { and, count, desc, eq, gte, like, lte, type SQL, sql } from 'drizzle-orm';
import { maskAccount, maskDetails, maskIp } from './audit-masking';

type AuditFilter = Omit<AuditQuery, 'page' | 'pageSize'>;

/** `prefix%` for LIKE with the wildcard characters of the prefix taken literally. */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The action filter: a name ending in `*` or `.` is a prefix (`organization.*` or `organization.` lists every
 * organisation action); any other name matches exactly.
 */
export function actionCondition(action: string): SQL {
  if (action.endsWith('*')) return like(auditEvents.action, startsWith(action.slice(0, -1)));
  if (action.endsWith('.')) return like(auditEvents.action, startsWith(action));
  return eq(auditEvents.action, action);
}

function where(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actorType ? eq(auditEvents.actorType, filter.actorType) : undefined,
    filter.actorId ? eq(auditEvents.actorId, filter.actorId) : undefined,
    filter.action ? actionCondition(filter.action) : undefined,
    filter.targetType ? eq(auditEvents.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(auditEvents.targetId, filter.targetId) : undefined,
    filter.from ? gte(auditEvents.createdAt, new Date(filter.from)) : undefined,
    filter.to ? lte(auditEvents.createdAt, new Date(filter.to)) : undefined,
  );
}

/**
 * GET /api/admin/audit-events: newest first, filtered and paginated (`from` and `to` inclusive). The actor's
 * name is the admin's or landlord's display name or the organisation's name; personal data stays masked.
 */
export async function auditLog(
  db: Database,
  query: AuditFilter & { page: number; pageSize: number },
): Promise<AuditPage> {
  const condition = where(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        event: auditEvents,
        actorName: sql<string | null>`coalesce(${users.displayName}, ${organizations.name})`,
      })
      .from(auditEvents)
      .leftJoin(
        users,
        and(sql`${auditEvents.actorType} in ('admin', 'landlord')`, eq(users.id, auditEvents.actorId)),
      )
      .leftJoin(
        organizations,
        and(eq(auditEvents.actorType, 'partner'), eq(organizations.id, auditEvents.actorId)),
      )
      .where(condition)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(auditEvents).where(condition),
  ]);
  return {
    events: rows.map(({ event, actorName }) => ({
      id: event.id,
      action: event.action,
      outcome: event.outcome,
      actorType: event.actorType,
      actorId: event.actorId,
      actorName,
      targetType: event.targetType,
      targetId: event.targetId,
      loginAccount: event.loginAccount === null ? null : maskAccount(event.loginAccount),
      ip: event.ip === null ? null : maskIp(event.ip),
      details: maskDetails(event.details ?? {}) as Record<string, unknown>,
      createdAt: event.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
