import type { Database } from '@server/db/client';
import { referrals, veterans } from '@server/db/schema';
import { COMPLETED_STATUSES, CONTACTED_STATUSES, IN_PROGRESS_STATUSES } from '@shared/domain/referral-status';
import { and, asc, desc, eq, gte, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';

const count = (condition?: SQL) =>
  (condition ? sql<number>`count(*) filter (where ${condition})` : sql<number>`count(*)`).mapWith(Number);

const own = (organizationId: string) => eq(referrals.organizationId, organizationId);

/** Hours from a referral's arrival to its first contact. */
const hoursToContact = sql`extract(epoch from (${referrals.contactedAt} - ${referrals.createdAt}))::float8 / 3600`;

/** Contacted at least once: a first-contact time, or a status that comes only after contact. */
const everContacted = or(
  isNotNull(referrals.contactedAt),
  inArray(referrals.status, [...CONTACTED_STATUSES]),
);

export interface ReferralCounts {
  total: number;
  pending: number;
  inProgress: number;
  completed: number;
  thisMonth: number;
  contacted: number;
  matched: number;
}

/** The stat cards' counts over all of this organisation's referrals, in one pass. */
export async function referralCounts(
  db: Database,
  organizationId: string,
  monthStart: Date,
): Promise<ReferralCounts> {
  const [row] = await db
    .select({
      total: count(),
      pending: count(eq(referrals.status, 'new')),
      inProgress: count(inArray(referrals.status, [...IN_PROGRESS_STATUSES])),
      completed: count(inArray(referrals.status, [...COMPLETED_STATUSES])),
      thisMonth: count(gte(referrals.createdAt, monthStart)),
      contacted: count(everContacted),
      matched: count(eq(referrals.status, 'matched')),
    })
    .from(referrals)
    .where(own(organizationId));
  return row ?? { total: 0, pending: 0, inProgress: 0, completed: 0, thisMonth: 0, contacted: 0, matched: 0 };
}

/** The veterans' most frequent ZIP code, ties to the lowest; null without referrals. */
export async function topZip(db: Database, organizationId: string): Promise<string | null> {
  const [row] = await db
    .select({ zipCode: veterans.zipCode })
    .from(referrals)
    .innerJoin(veterans, eq(veterans.id, referrals.veteranId))
    .where(own(organizationId))
    .groupBy(veterans.zipCode)
    .orderBy(desc(sql`count(*)`), asc(veterans.zipCode))
    .limit(1);
  return row?.zipCode ?? null;
}

/** Totals for GET /api/partner/stats/{id}; avgHours is null when nothing was contacted. */
export async function responseFigures(
  db: Database,
  organizationId: string,
): Promise<{ total: number; matched: number; avgHours: number | null }> {
  const [row] = await db
    .select({
      total: count(),
      matched: count(eq(referrals.status, 'matched')),
      avgHours: sql<
        number | null
      >`avg(${hoursToContact}) filter (where ${isNotNull(referrals.contactedAt)})`.mapWith(Number),
    })
    .from(referrals)
    .where(own(organizationId));
  return { total: row?.total ?? 0, matched: row?.matched ?? 0, avgHours: row?.avgHours ?? null };
}

export async function countsByStatus(
  db: Database,
  organizationId: string,
): Promise<{ status: string; count: number }[]> {
  return db
    .select({ status: referrals.status, count: count() })
    .from(referrals)
    .where(own(organizationId))
    .groupBy(referrals.status);
}

const utcMonth = sql<string>`to_char(${referrals.createdAt} at time zone 'UTC', 'YYYY-MM')`;

/** Referrals per UTC month ('YYYY-MM') since `from`; months without any are absent. */
export async function countsByMonth(
  db: Database,
  organizationId: string,
  from: Date,
): Promise<{ month: string; count: number }[]> {
  return db
    .select({ month: utcMonth, count: count() })
    .from(referrals)
    .where(and(own(organizationId), gte(referrals.createdAt, from)))
    .groupBy(utcMonth);
}

/** The median hours to first contact (null when none) and how many referrals have a first contact. */
export async function firstContactFigures(
  db: Database,
  organizationId: string,
): Promise<{ medianHours: number | null; contactedCount: number }> {
  const [row] = await db
    .select({
      medianHours: sql<number | null>`percentile_cont(0.5) within group (order by ${hoursToContact})`.mapWith(
        Number,
      ),
      contactedCount: count(),
    })
    .from(referrals)
    .where(and(own(organizationId), isNotNull(referrals.contactedAt)));
  return { medianHours: row?.medianHours ?? null, contactedCount: row?.contactedCount ?? 0 };
}
