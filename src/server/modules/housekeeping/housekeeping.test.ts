import { randomBytes } from 'node:crypto';
import type { Database } from '@server/db/client';
import {
  auditEvents,
  idempotencyKeys,
  rateLimitCounters,
  sessions,
  signInThrottles,
  users,
} from '@server/db/schema';
import { SESSION_IDLE_MINUTES } from '@server/plugins/auth/session-store';
import { describeApi } from '@server/test/test-app.fixtures';
import { AUDIT_RETENTION_DAYS } from '@shared/domain/retention';
import { sql } from 'drizzle-orm';
import { housekeepingSchedules, PURGE_QUEUE, purgeExpiredRecords } from './index';
import { PURGE_BATCH_SIZE } from './repo';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (now: Date, offsetMs: number) => new Date(now.getTime() + offsetMs);

async function makeUser(db: Database): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({
      username: `admin-${randomBytes(4).toString('hex')}`,
      passwordHash: 'not-a-real-hash',
      role: 'admin',
      displayName: 'Test Admin',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not created');
  return user.id;
}

async function addSession(
  db: Database,
  userId: string,
  times: { expiresAt: Date; lastSeenAt: Date; revokedAt?: Date },
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({ userId, tokenHash: randomBytes(32).toString('hex'), createdAt: times.lastSeenAt, ...times })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session not created');
  return row.id;
}

async function addAuditEvent(db: Database, createdAt: Date): Promise<string> {
  const [row] = await db
    .insert(auditEvents)
    .values({
      action: 'user.login',
      actorType: 'anonymous',
      loginAccount: 'someone',
      ip: '203.0.113.7',
      createdAt,
    })
    .returning({ id: auditEvents.id });
  if (!row) throw new Error('audit event not created');
  return row.id;
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();

describeApi('housekeeping purge', (ctx) => {
  const db = () => ctx().handle.db;

  beforeEach(async () => {
    await db().delete(sessions);
    await db().delete(auditEvents);
    await db().delete(idempotencyKeys);
    await db().delete(signInThrottles);
    await db().delete(rateLimitCounters);
  });

  it('deletes sessions a day after they ended and keeps the others', async () => {
    const now = new Date();
    const userId = await makeUser(db());
    const future = at(now, 6 * HOUR);
    const live = await addSession(db(), userId, { expiresAt: future, lastSeenAt: at(now, -5 * MINUTE) });
    const expiredLately = await addSession(db(), userId, {
      expiresAt: at(now, -2 * HOUR),
      lastSeenAt: at(now, -3 * HOUR),
    });
    const revokedLately = await addSession(db(), userId, {
      expiresAt: future,
      lastSeenAt: at(now, -23 * HOUR),
      revokedAt: at(now, -23 * HOUR),
    });
    const idleLately = await addSession(db(), userId, { expiresAt: future, lastSeenAt: at(now, -2 * HOUR) });
    await addSession(db(), userId, { expiresAt: at(now, -25 * HOUR), lastSeenAt: at(now, -26 * HOUR) });
    await addSession(db(), userId, {
      expiresAt: future,
      lastSeenAt: at(now, -25 * HOUR),
      revokedAt: at(now, -25 * HOUR),
    });
    await addSession(db(), userId, {
      expiresAt: future,
      lastSeenAt: at(now, -(SESSION_IDLE_MINUTES * MINUTE + 25 * HOUR)),
    });

    const counts = await purgeExpiredRecords(db(), now);

    expect(counts.sessions).toBe(3);
    const left = await db().select({ id: sessions.id }).from(sessions);
    expect(ids(left)).toEqual([live, expiredLately, revokedLately, idleLately].sort());
  });

  it('deletes audit rows past the retention the privacy page states', async () => {
    const now = new Date();
    const today = await addAuditEvent(db(), now);
    const withinRetention = await addAuditEvent(db(), at(now, -(AUDIT_RETENTION_DAYS - 1) * DAY));
    await addAuditEvent(db(), at(now, -(AUDIT_RETENTION_DAYS + 1) * DAY));

    expect((await purgeExpiredRecords(db(), now)).auditEvents).toBe(1);
    const left = await db().select({ id: auditEvents.id }).from(auditEvents);
    expect(ids(left)).toEqual([today, withinRetention].sort());
  });

  it('deletes idempotency keys and sign-in counters a day old', async () => {
    const now = new Date();
    const key = (name: string, createdAt: Date) => ({
      owner: 'anonymous',
      key: name,
      route: 'POST /api/contact',
      requestHash: 'a'.repeat(64),
      statusCode: 201,
      response: { id: name },
      createdAt,
    });
    await db()
      .insert(idempotencyKeys)
      .values([key('fresh', at(now, -23 * HOUR)), key('stale', at(now, -25 * HOUR))]);
    const counter = (account: string, updatedAt: Date) => ({
      action: 'user.login',
      account,
      address: '203.0.113.7',
      failures: 3,
      windowStartedAt: updatedAt,
      updatedAt,
    });
    await db()
      .insert(signInThrottles)
      .values([
        counter('recent@example.org', at(now, -23 * HOUR)),
        counter('old@example.org', at(now, -25 * HOUR)),
      ]);

    const counts = await purgeExpiredRecords(db(), now);

    expect(counts).toEqual({
      sessions: 0,
      auditEvents: 0,
      idempotencyKeys: 1,
      signInThrottles: 1,
      rateLimitCounters: 0,
    });
    expect(await db().select({ key: idempotencyKeys.key }).from(idempotencyKeys)).toEqual([{ key: 'fresh' }]);
    expect(await db().select({ account: signInThrottles.account }).from(signInThrottles)).toEqual([
      { account: 'recent@example.org' },
    ]);
    expect(await purgeExpiredRecords(db(), now)).toEqual({
      sessions: 0,
      auditEvents: 0,
      idempotencyKeys: 0,
      signInThrottles: 0,
      rateLimitCounters: 0,
    });
  });

  it('deletes rate limit counters whose window has passed', async () => {
    const now = new Date();
    await db()
      .insert(rateLimitCounters)
      .values([
        { key: 'POST /api/contact 203.0.113.7', hits: 30, windowEndsAt: at(now, 30_000) },
        { key: 'POST /api/contact 203.0.113.8', hits: 31, windowEndsAt: at(now, -1_000) },
      ]);
    expect((await purgeExpiredRecords(db(), now)).rateLimitCounters).toBe(1);
    expect(await db().select({ key: rateLimitCounters.key }).from(rateLimitCounters)).toEqual([
      { key: 'POST /api/contact 203.0.113.7' },
    ]);
  });

  it('purges more rows than one batch holds', async () => {
    const now = new Date();
    const old = at(now, -(AUDIT_RETENTION_DAYS + 10) * DAY);
    await db().execute(sql`
      insert into audit_events (action, actor_type, created_at)
      select 'referral.status', 'system', ${old.toISOString()}::timestamptz
      from generate_series(1, ${PURGE_BATCH_SIZE + 7})`);
    const kept = await addAuditEvent(db(), now);

    expect((await purgeExpiredRecords(db(), now)).auditEvents).toBe(PURGE_BATCH_SIZE + 7);
    expect(ids(await db().select({ id: auditEvents.id }).from(auditEvents))).toEqual([kept]);
  });

  it('runs daily on the job runner and reports what it deleted', async () => {
    const now = new Date();
    await addAuditEvent(db(), at(now, -(AUDIT_RETENTION_DAYS + 1) * DAY));
    const reported: unknown[] = [];
    const [job] = housekeepingSchedules(db(), (counts) => reported.push(counts));

    expect(job).toMatchObject({ queue: PURGE_QUEUE, cron: '30 8 * * *' });
    await job?.run();
    expect(reported).toEqual([
      { sessions: 0, auditEvents: 1, idempotencyKeys: 0, signInThrottles: 0, rateLimitCounters: 0 },
    ]);
  });
});
