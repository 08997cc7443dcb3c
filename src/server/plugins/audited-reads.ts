import type { Database } from '@server/db/client';
import { auditEvents } from '@server/db/schema';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from './audit';

// Issue 31: the back office's reads of personal data (inbox, messages, accounts, the housing properties, the
// lead-flow drill-down, every landlord's listings) leave an audit row, and so does every 401 or 403 they answer.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An admin's 200 on this route is audited as `action` on `targetType` (the `:id` when the path has one). */
    auditRead?: { action: string; targetType: string };
  }
}

/** The action of a refused call to an audited route (401: no session; 403: another role). */
export const ACCESS_REFUSED_ACTION = 'access.refused';
/** One refusal row per address and route in this many seconds: refusals can't fill the log. */
export const REFUSAL_AUDIT_SECONDS = 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function targetIdOf(request: FastifyRequest): string | null {
  const id = (request.params as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' && UUID.test(id) ? id : null;
}

/**
 * A refusal, at most once per address and route a minute (one statement: the insert checks the window). Ids
 * and statuses only: the route's pattern, never its path values or query.
 */
async function recordRefusal(db: Database, request: FastifyRequest, status: number, route: string) {
  const user = request.user;
  const actorType = user?.role ?? 'anonymous';
  const details = JSON.stringify({ route: `${request.method} ${route}`, status });
  await db.execute(sql`
    insert into ${auditEvents} (action, outcome, actor_type, actor_id, ip, details)
    select ${ACCESS_REFUSED_ACTION}, 'refused', ${actorType}, ${user?.id ?? null}, ${request.ip}, ${details}::jsonb
    where not exists (
      select 1 from ${auditEvents}
      where action = ${ACCESS_REFUSED_ACTION} and ip = ${request.ip}
        and created_at > now() - make_interval(secs => ${REFUSAL_AUDIT_SECONDS})
        and details->>'route' = ${`${request.method} ${route}`}
    )`);
}

/** onSend, before the client sees the answer: a read that can't be audited is not sent (the error is a 500). */
async function auditRead(db: Database, request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const audited = request.routeOptions.config.auditRead;
  const route = request.routeOptions.url;
  if (!audited || !route) return payload;
  const status = reply.statusCode;
  if (status === 401 || status === 403) {
    try {
      await recordRefusal(db, request, status, route);
    } catch (error) {
      // the refusal stands; only its record is lost
      const code = (error as { code?: unknown }).code;
      request.log.error({ code: typeof code === 'string' ? code : undefined }, 'refusal not audited');
    }
    return payload;
  }
  const user = request.user;
  if (status !== 200 || user?.role !== 'admin') return payload;
  await recordAudit(db, {
    action: audited.action,
    actorType: 'admin',
    actorId: user.id,
    targetType: audited.targetType,
    targetId: targetIdOf(request),
    ip: request.ip,
    details: { route: `${request.method} ${route}` },
  });
  return payload;
}

export function registerAuditedReads(app: FastifyInstance, db: Database): void {
  app.addHook('onSend', (request, reply, payload) => auditRead(db, request, reply, payload));
}
