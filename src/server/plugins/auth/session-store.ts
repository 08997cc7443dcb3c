import type { Database } from '@server/db/client';
import { preparedRead } from '@server/db/prepared-reads';
import { landlords, partnerCredentials, sessions, users } from '@server/db/schema';
import { and, eq, gt, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { hashToken, newSessionToken } from './tokens';

/** A session ends after this long without a request, whatever its absolute expiry. */
export const SESSION_IDLE_MINUTES = 60;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_AFTER_SECONDS = 60;

export type SessionSubject = { organizationId: string } | { userId: string };

export async function createSession(
  db: Database,
  subject: SessionSubject,
  ttlHours: number,
): Promise<{ token: string; expiresAt: Date }> {
  const { token, tokenHash } = newSessionToken();
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
  await db.insert(sessions).values({ tokenHash, expiresAt, ...subject });
  return { token, expiresAt };
}

const live = (tokenHash: string | Placeholder) =>
  and(
    eq(sessions.tokenHash, tokenHash),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${SESSION_IDLE_MINUTES})`),
  );

/**
 * Moves last_seen_at on for the session the statement found (the CTE `found`, its id aliased `session_id`) when
 * it is older than TOUCH_AFTER_SECONDS: with it the lookup and the touch are one round trip before every
 * signed-in read.
 */
const touchFound = (db: Database) =>
  db.$with('touched', {}).as(sql`
    update ${sessions} set last_seen_at = now()
    where ${sessions.id} = (select session_id from found)
      and ${sessions.lastSeenAt} < now() - make_interval(secs => ${sql.raw(String(TOUCH_AFTER_SECONDS))})`);

const tokenHashParam = sql.placeholder('tokenHash');

export interface PartnerPrincipal {
  sessionId: string;
  organizationId: string;
}

/** A live partner session whose organisation's sign-in is still switched on (switching it off ends them too). */
export async function findPartnerSession(db: Database, token: string): Promise<PartnerPrincipal | null> {
  const lookup = preparedRead(db, 'partner_session', () => {
    const found = db.$with('found').as(
      db
        .select({
          sessionId: sql<string>`${sessions.id}`.as('session_id'),
          organizationId: sql<string | null>`${sessions.organizationId}`.as('organization_id'),
        })
        .from(sessions)
        .innerJoin(
          partnerCredentials,
          and(
            eq(partnerCredentials.organizationId, sessions.organizationId),
            eq(partnerCredentials.isActive, true),
          ),
        )
        .where(live(tokenHashParam))
        .limit(1),
    );
    return db.with(found, touchFound(db)).select().from(found).prepare('partner_session');
  });
  const [row] = await lookup.execute({ tokenHash: hashToken(token) });
  if (!row?.organizationId) return null;
  return { sessionId: row.sessionId, organizationId: row.organizationId };
}

export interface UserPrincipal {
  sessionId: string;
  id: string;
  username: string;
  role: 'admin' | 'landlord';
  displayName: string;
  /** The landlord record of a landlord account; null for admins. */
  landlordId: string | null;
}

/** A live cookie session of an account that is not deactivated (deactivating ends them too). */
export async function findUserSession(db: Database, token: string): Promise<UserPrincipal | null> {
  const lookup = preparedRead(db, 'user_session', () => {
    const found = db.$with('found').as(
      db
        .select({
          sessionId: sql<string>`${sessions.id}`.as('session_id'),
          id: sql<string>`${users.id}`.as('user_id'),
          username: users.username,
          role: users.role,
          displayName: users.displayName,
          landlordId: sql<string | null>`${landlords.id}`.as('landlord_id'),
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(landlords, eq(landlords.userId, users.id))
        .where(and(live(tokenHashParam), isNull(users.deactivatedAt)))
        .limit(1),
    );
    return db.with(found, touchFound(db)).select().from(found).prepare('user_session');
  });
  const [row] = await lookup.execute({ tokenHash: hashToken(token) });
  if (!row) return null;
  return { ...row, role: row.role === 'admin' ? 'admin' : 'landlord' };
}

/** Revokes the session the token belongs to; true when there was a live one. */
export async function revokeSession(db: Database, token: string): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

/**
 * Ends every live session of an organisation or a user (a password was changed, access ended, an admin
 * unlocked it); answers how many.
 */
export async function revokeSessionsOf(db: Database, subject: SessionSubject): Promise<number> {
  const owner =
    'organizationId' in subject
      ? eq(sessions.organizationId, subject.organizationId)
      : eq(sessions.userId, subject.userId);
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(owner, isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}

/** SQL for a list of accounts: how many live sessions the user or organisation `id` (a column) has. */
export const liveSessionsSql = (subject: 'userId' | 'organizationId', id: SQL): SQL =>
  sql`(select count(*)::int from ${sessions} where ${sessions[subject]} = ${id}
    and ${sessions.revokedAt} is null and ${sessions.expiresAt} > now()
    and ${sessions.lastSeenAt} > now() - make_interval(mins => ${SESSION_IDLE_MINUTES}))`;
