import type { Database } from '@server/db/client';
import { countedPageParts, pageRowsAndTotal } from '@server/db/counted-page';
import { auditEvents, organizations, users } from '@server/db/schema';
import type { AuditPage, AuditQuery } from '@shared/contracts/admin-oversight';
import { and, desc, eq, gte, like, lte, type SQL, sql } from 'drizzle-orm';
import { maskAccount, maskDetails, maskIp } from './audit-masking';
import {
  onTargetMatch,
  onTargetOrganization,
  onTargetProperty,
  onTargetVeteran,
  targetFields,
  targetMatch,
  targetName,
  targetOrganization,
  targetProperty,
  targetVeteran,
} from './audit-targets';

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
 * name is the admin's or landlord's display name or the organisation's name; the record's name comes from
 * audit-targets.ts; personal data stays masked. One statement: the page and the total (countedPageParts).
 */
export async function auditLog(
  db: Database,
  query: AuditFilter & { page: number; pageSize: number },
): Promise<AuditPage> {
  const order = [desc(auditEvents.createdAt), desc(auditEvents.id)];
  const { counted, page } = countedPageParts(db, auditEvents, where(query), order);
  const found = await db
    .select({
      total: counted.total,
      event: auditEvents,
      actorName: sql<string | null>`coalesce(${users.displayName}, ${organizations.name})`,
      ...targetFields,
    })
    .from(counted)
    .leftJoinLateral(page, sql`true`)
    .leftJoin(auditEvents, eq(auditEvents.id, page.pageId))
    .leftJoin(
      users,
      and(sql`${auditEvents.actorType} in ('admin', 'landlord')`, eq(users.id, auditEvents.actorId)),
    )
    .leftJoin(
      organizations,
      and(eq(auditEvents.actorType, 'partner'), eq(organizations.id, auditEvents.actorId)),
    )
    .leftJoin(targetMatch, onTargetMatch)
    .leftJoin(targetVeteran, onTargetVeteran)
    .leftJoin(targetProperty, onTargetProperty)
    .leftJoin(targetOrganization, onTargetOrganization)
    .orderBy(...order)
    .execute({ limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  const { rows, total } = pageRowsAndTotal(found, 'event');
  return {
    events: rows.map(({ event, actorName, ...target }) => ({
      id: event.id,
      action: event.action,
      outcome: event.outcome,
      actorType: event.actorType,
      actorId: event.actorId,
      actorName,
      targetType: event.targetType,
      targetId: event.targetId,
      targetName: targetName(event.targetType, target),
      loginAccount: event.loginAccount === null ? null : maskAccount(event.loginAccount),
      ip: event.ip === null ? null : maskIp(event.ip),
      details: maskDetails(event.details ?? {}) as Record<string, unknown>,
      createdAt: event.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
