import { countWhere } from '@server/db/aggregates';
import type { Database } from '@server/db/client';
import { preparedRead } from '@server/db/prepared-reads';
import { intakeReports, referrals, veterans } from '@server/db/schema';
import {
  COMPLETED_STATUSES,
  CONTACTED_STATUSES,
  IN_PROGRESS_STATUSES,
  REFERRAL_STATUSES,
  type ReferralStatus,
} from '@shared/domain/referral-status';
import {
  and,
  asc,
  type Column,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { referralReportJoin, reportedZip } from './referral-report';

/** Hours from a referral's arrival to its first contact. */
const hoursToContact = sql`extract(epoch from (${referrals.contactedAt} - ${referrals.createdAt}))::float8 / 3600`;

/** Contacted at least once: a first-contact time, or a status that comes only after contact. */
const everContacted = or(
  isNotNull(referrals.contactedAt),
  inArray(referrals.status, [...CONTACTED_STATUSES]),
);

const own = (organizationId: string | Placeholder) => eq(referrals.organizationId, organizationId);

export interface ReferralCounts {
  total: number;
  pending: number;
  inProgress: number;
  completed: number;
  thisMonth: number;
  contacted: number;
  matched: number;
}

/** The stat cards' counts, as columns of an aggregate over this organisation's referrals. */
export function referralCountColumns(monthStart: Date | Placeholder) {
  return {
    total: countWhere().as('stat_total'),
    pending: countWhere(eq(referrals.status, 'new')).as('stat_pending'),
    inProgress: countWhere(inArray(referrals.status, [...IN_PROGRESS_STATUSES])).as('stat_in_progress'),
    completed: countWhere(inArray(referrals.status, [...COMPLETED_STATUSES])).as('stat_completed'),
    thisMonth: countWhere(gte(referrals.createdAt, monthStart)).as('stat_this_month'),
    contacted: countWhere(everContacted).as('stat_contacted'),
    matched: countWhere(eq(referrals.status, 'matched')).as('stat_matched'),
  };
}

/** The veterans' most frequent ZIP code among this organisation's referrals, ties to the lowest. */
export function topZipQuery(db: Database, organizationId: string | Placeholder) {
  return db
    .select({ zipCode: reportedZip.as('top_zip') })
    .from(referrals)
    .innerJoin(veterans, eq(veterans.id, referrals.veteranId))
    .leftJoin(intakeReports, referralReportJoin)
    .where(own(organizationId))
    .groupBy(reportedZip)
    .orderBy(desc(sql`count(*)`), asc(reportedZip))
    .limit(1);
}

/** Totals for GET /api/partner/stats/{id}; avgHours is null when nothing was contacted. */
export async function responseFigures(
  db: Database,
  organizationId: string,
): Promise<{ total: number; matched: number; avgHours: number | null }> {
  const [row] = await db
    .select({
      total: countWhere(),
      matched: countWhere(eq(referrals.status, 'matched')),
      avgHours: sql<
        number | null
      >`avg(${hoursToContact}) filter (where ${isNotNull(referrals.contactedAt)})`.mapWith(Number),
    })
    .from(referrals)
    .where(own(organizationId));
  return { total: row?.total ?? 0, matched: row?.matched ?? 0, avgHours: row?.avgHours ?? null };
}

/**
 * An organisation's referral figures for its impact metrics, as a subquery over `organizationId` (a column of
 * the outer statement, read laterally): how many, how many by status, the mean hours to first contact.
 */
export function impactReferralFigures(db: Database, organizationId: SQL | Column) {
  return db
    .select({
      referrals: countWhere().as('referrals'),
      avgHours: sql<number | null>`avg(${hoursToContact}) filter (where ${isNotNull(referrals.contactedAt)})`
        .mapWith(Number)
        .as('avg_hours'),
      ...Object.fromEntries(
        REFERRAL_STATUSES.map((status) => [
          status,
          countWhere(eq(referrals.status, status)).as(`status_${status}`),
        ]),
      ),
    } as { referrals: SQL.Aliased<number>; avgHours: SQL.Aliased<number | null> } & Record<
      ReferralStatus,
      SQL.Aliased<number>
    >)
    .from(referrals)
    .where(eq(referrals.organizationId, organizationId));
}

export interface AnalyticsFigures {
  byStatus: Map<string, number>;
  /** Referrals created in each month of `months`, in its order. */
  byMonth: number[];
  medianHours: number | null;
  contactedCount: number;
}

/**
 * The Analytics tab in one aggregate over this organisation's referrals: counts by status, counts by
 * month (`months` are consecutive UTC month starts, `end` the start of the month after the last one),
 * the median hours to first contact and how many referrals have a first contact.
 */
export async function analyticsFigures(
  db: Database,
  organizationId: string,
  months: Date[],
  end: Date,
): Promise<AnalyticsFigures> {
  const name = `partner_analytics_${months.length}`;
  const statement = preparedRead(db, name, () => {
    const fields: Record<string, SQL> = {
      medianHours: sql`percentile_cont(0.5) within group (order by ${hoursToContact})
        filter (where ${isNotNull(referrals.contactedAt)})`.mapWith(Number),
      contactedCount: countWhere(isNotNull(referrals.contactedAt)),
    };
    REFERRAL_STATUSES.forEach((status, i) => {
      fields[`status${i}`] = countWhere(eq(referrals.status, status));
    });
    months.forEach((_, i) => {
      const start = sql.placeholder(`month${i}`);
      const next = sql.placeholder(`month${i + 1}`);
      fields[`month${i}`] = countWhere(and(gte(referrals.createdAt, start), lt(referrals.createdAt, next)));
    });
    return db
      .select(fields)
      .from(referrals)
      .where(own(sql.placeholder('organizationId')))
      .prepare(name);
  });
  const bounds = Object.fromEntries([...months, end].map((start, i) => [`month${i}`, start.toISOString()]));
  const [row = {}] = (await statement.execute({ organizationId, ...bounds })) as Record<
    string,
    number | null
  >[];
  return {
    byStatus: new Map(REFERRAL_STATUSES.map((status, i) => [status, row[`status${i}`] ?? 0])),
    byMonth: months.map((_, i) => row[`month${i}`] ?? 0),
    medianHours: row.medianHours ?? null,
    contactedCount: row.contactedCount ?? 0,
  };
}
