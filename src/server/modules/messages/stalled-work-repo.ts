import type { Database } from '@server/db/client';
import { isStalledMatch, matchLastStepAt } from '@server/db/predicates';
import { matches, organizations, partnerCredentials, referrals, users } from '@server/db/schema';
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';

/** Every admin who gave an email address (the housing team's address is added by the composer). */
export async function findAdminEmails(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNotNull(users.email)))
    .orderBy(asc(users.email));
  return rows.flatMap((row) => (row.email ? [row.email] : []));
}

/**
 * A waiting referral as its reminder and escalation tell it: when it arrived, its urgency and status, and
 * the organisation it waits at (name, contact, sign-in). Nothing about the veteran.
 */
export async function findWaitingReferral(db: Database, referralId: string) {
  const [row] = await db
    .select({
      status: referrals.status,
      urgency: referrals.urgency,
      createdAt: referrals.createdAt,
      organizationName: organizations.name,
      organizationSlug: organizations.slug,
      organizationEmail: organizations.email,
      organizationPhone: organizations.phone,
      hasActiveSignIn: partnerCredentials.isActive,
    })
    .from(referrals)
    .innerJoin(organizations, eq(organizations.id, referrals.organizationId))
    .leftJoin(partnerCredentials, eq(partnerCredentials.organizationId, organizations.id))
    .where(eq(referrals.id, referralId));
  return row ?? null;
}

/** The matches a digest counted, as they are now: status and last step, longest waiting first. */
export async function findDigestMatches(db: Database, matchIds: string[]) {
  if (matchIds.length === 0) return [];
  return db
    .select({ id: matches.id, status: matches.status, lastStepAt: matchLastStepAt })
    .from(matches)
    .where(inArray(matches.id, matchIds))
    .orderBy(asc(matchLastStepAt), asc(matches.id));
}

/** How many open matches are stalled at `now`, counted in a digest before or not. */
export async function countStalledMatches(db: Database, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(matches).where(isStalledMatch(now));
  return row?.n ?? 0;
}
