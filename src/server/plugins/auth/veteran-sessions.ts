import type { Database } from '@server/db/client';
import { veteranSessions } from '@server/db/schema';
import {
  VETERAN_SESSION_DAYS,
  type VeteranAccessScope,
  type VeteranAccessWay,
} from '@shared/domain/veteran-access';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashToken, newSessionToken } from './tokens';

/** A veteran on their own page: the person, and what this device may see of them (decision 0036). */
export interface VeteranPrincipal {
  sessionId: string;
  veteranId: string;
  scope: VeteranAccessScope;
  subjectIds: string[];
}

export interface VeteranSessionGrant {
  veteranId: string;
  scope: VeteranAccessScope;
  subjectIds: string[];
  openedVia: VeteranAccessWay;
}

export async function createVeteranSession(db: Database, grant: VeteranSessionGrant) {
  const { token, tokenHash } = newSessionToken();
  const expiresAt = new Date(Date.now() + VETERAN_SESSION_DAYS * 86_400_000);
  await db.insert(veteranSessions).values({ tokenHash, expiresAt, ...grant });
  return { token, expiresAt };
}

export async function findVeteranSession(db: Database, token: string): Promise<VeteranPrincipal | null> {
  const [row] = await db
    .select({
      sessionId: veteranSessions.id,
      veteranId: veteranSessions.veteranId,
      scope: veteranSessions.scope,
      subjectIds: veteranSessions.subjectIds,
    })
    .from(veteranSessions)
    .where(
      and(
        eq(veteranSessions.tokenHash, hashToken(token)),
        isNull(veteranSessions.revokedAt),
        gt(veteranSessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeVeteranSession(db: Database, token: string): Promise<void> {
  await db
    .update(veteranSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(veteranSessions.tokenHash, hashToken(token)), isNull(veteranSessions.revokedAt)));
}
