import type { Database } from '@server/db/client';
import { isStalledMatch, matchLastStepAt } from '@server/db/predicates';
import {
  matches,
  organizations,
  partnerCredentials,
  properties,
  referrals,
  users,
  veterans,
} from '@server/db/schema';
import { type ComposeContext, oneRecord, recordList, uniqueAddresses } from '@server/modules/messages';
import { and, count, eq, isNotNull, type SQL, sql } from 'drizzle-orm';

/** Every admin who gave an email address (the housing team's address is added by the composer), by address. */
export const adminEmailsRecord = (db: Database) =>
  recordList(
    db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNotNull(users.email))),
    ['email'],
  );

/** The housing team's addresses: every admin's (adminEmailsRecord) and the deployment's, each once. */
export const housingTeam = (admins: { email: string | null }[], { adminAddress }: ComposeContext) =>
  uniqueAddresses([...admins.map(({ email }) => email), adminAddress]);

/**
 * A waiting referral as its reminder and escalation tell it: when it arrived, its urgency and status, and
 * the organisation it waits at (name, contact, sign-in). Nothing about the veteran.
 */
export const waitingReferralRecord = (db: Database, referralId: SQL) =>
  oneRecord(
    db
      .select({
        status: referrals.status,
        veteranId: referrals.veteranId,
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
      .where(eq(referrals.id, referralId)),
  );

/**
 * The matches a digest counted, as they are now: status and last step, longest waiting first, with the veteran's
 * name and the home's street, from which the digest writes each match's name ("Dana R. · 5944 Liberty Rd"). The last step is
 * nested in its own SQL: in a one-table select Drizzle writes a field's own columns unqualified, and its
 * follow-ups subquery would then compare a follow-up's match with the follow-up's own id.
 */
export const digestMatchesRecord = (db: Database, matchIds: SQL) =>
  recordList(
    db
      .select({
        id: matches.id,
        status: matches.status,
        lastStepAt: sql<Date>`${matchLastStepAt}`.as('last_step_at'),
        veteranName: veterans.name,
        propertyAddress: properties.address,
      })
      .from(matches)
      .innerJoin(veterans, eq(veterans.id, matches.veteranId))
      .innerJoin(properties, eq(properties.id, matches.propertyId))
      .where(sql`${matches.id} = any(${matchIds})`),
    ['lastStepAt', 'id'],
  );

/** How many open matches are stalled at `now`, counted in a digest before or not. */
export const stalledMatchCount = (db: Database, now: Date) =>
  sql<number>`(${db.select({ n: count() }).from(matches).where(isStalledMatch(now))})`;
