import type { Database } from '@server/db/client';
import { auditEvents } from '@server/db/schema';
import { and, eq, gt, sql } from 'drizzle-orm';

/** Failed logins allowed per account, and per address, inside the window before answering 429. */
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 20, windowMinutes: 15 } as const;

/**
 * Counts recent failures from the audit log, so the limit holds across app servers and restarts.
 * An account's count starts again after its last successful login.
 */
export async function isLoginThrottled(
  db: Database,
  action: string,
  attempt: { account: string; ip: string },
): Promise<boolean> {
  const since = sql`now() - make_interval(mins => ${LOGIN_LIMITS.windowMinutes})`;
  const [byAccount] = await db
    .select({
      failures:
        sql<number>`count(*) filter (where ${auditEvents.outcome} = 'failure' and ${auditEvents.createdAt} > coalesce(
        (select max(s.created_at) from audit_events s
          where s.action = ${action} and s.login_account = ${attempt.account} and s.outcome = 'success'),
        '-infinity'::timestamptz))`.mapWith(Number),
    })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, action),
        eq(auditEvents.loginAccount, attempt.account),
        gt(auditEvents.createdAt, since),
      ),
    );
  if ((byAccount?.failures ?? 0) >= LOGIN_LIMITS.perAccount) return true;
  const [byAddress] = await db
    .select({ failures: sql<number>`count(*)`.mapWith(Number) })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, action),
        eq(auditEvents.ip, attempt.ip),
        eq(auditEvents.outcome, 'failure'),
        gt(auditEvents.createdAt, since),
      ),
    );
  return (byAddress?.failures ?? 0) >= LOGIN_LIMITS.perAddress;
}
