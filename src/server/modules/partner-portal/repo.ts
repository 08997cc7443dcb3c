import type { Database } from '@server/db/client';
import { preparedRead } from '@server/db/prepared-reads';
import { intakeReports, organizations, referrals, veterans } from '@server/db/schema';
import type { ReferralSort } from '@shared/contracts/partner';
import { REFERRAL_FILTERS, type ReferralFilter, type ReferralStatus } from '@shared/domain/referral-status';
import { and, eq, gte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type ReferralCounts, referralCountColumns, topZipQuery } from './analytics-repo';
import { newestFirst, REFERRAL_ORDER } from './referral-order';
import {
  referralReportJoin,
  reportedEmail,
  reportedName,
  reportedPhone,
  reportedZip,
} from './referral-report';
import type { ReferralRow } from './views';

export type OrganizationRow = typeof organizations.$inferSelect;

export async function findOrganization(db: Database, id: string): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return row;
}

const referralColumns = {
  id: referrals.id,
  veteranId: referrals.veteranId,
  /** Whether the person is on this organisation's caseload (it brought them in): its entry can be opened. */
  onCaseload: sql<boolean>`coalesce(${veterans.organizationId} = ${referrals.organizationId}, false)`.as(
    'on_caseload',
  ),
  reference: referrals.reference,
  veteranName: reportedName.as('veteran_name'),
  veteranPhone: reportedPhone.as('veteran_phone'),
  veteranEmail: reportedEmail.as('veteran_email'),
  contactMethod: referrals.contactMethod,
  referredBy: referrals.referredBy,
  caseManagerName: referrals.caseManagerName,
  caseManagerPhone: referrals.caseManagerPhone,
  caseManagerEmail: referrals.caseManagerEmail,
  zipCode: reportedZip.as('zip_code'),
  urgency: referrals.urgency,
  needsDescription: referrals.needsDescription,
  needType: referrals.needType,
  status: referrals.status,
  notes: referrals.notes,
  createdAt: referrals.createdAt,
  contactedAt: referrals.contactedAt,
};

/** This organisation's referrals, optionally of one status: the only way the module reads referrals. */
function ownReferrals(
  organizationId: string | Placeholder,
  status: ReferralFilter | Placeholder = 'all',
): SQL | undefined {
  return and(
    eq(referrals.organizationId, organizationId),
    status === 'all' ? undefined : eq(referrals.status, status),
  );
}

export interface ListOptions {
  status: ReferralFilter;
  sort: ReferralSort;
  limit: number;
  offset: number;
  /** A veteran's name (any part, any case), phone digits or the start of a ZIP code. */
  q?: string;
}

/**
 * The search: the name contains it, or the phone contains its digits (when it has any), or the ZIP starts with
 * it. `position` rather than LIKE, so % and _ in what was typed are plain characters.
 */
function matchesSearch(q: Placeholder, digits: Placeholder): SQL {
  return sql`(position(lower(${q}::text) in lower(coalesce(${reportedName}, ''))) > 0
    or (${digits}::text <> '' and position(${digits}::text in coalesce(${reportedPhone}, '')) > 0)
    or starts_with(${reportedZip}, ${q}::text))`;
}

export interface ReferralsPage {
  counts: ReferralCounts;
  /** Referrals of each filter that match the search. */
  statusCounts: Record<ReferralFilter, number>;
  topZip: string | null;
  /** Referrals of the list's filter. */
  total: number;
  rows: ReferralRow[];
}

/**
 * The referrals tab in one statement: the stat cards' counts over all referrals and the filter's
 * total (one aggregate), the top ZIP and the page (lateral subqueries left-joined to it).
 */
export async function referralsPage(
  db: Database,
  organizationId: string,
  options: ListOptions,
  monthStart: Date,
): Promise<ReferralsPage> {
  const everyStatus = options.status === 'all';
  const search = options.q?.trim() ?? '';
  const name = `partner_referrals_${options.sort}_${everyStatus ? 'all' : 'one'}${search ? '_search' : ''}`;
  const statement = preparedRead(db, name, () => {
    const organization = sql.placeholder('organizationId');
    const status = everyStatus ? 'all' : sql.placeholder('status');
    const searched = search ? matchesSearch(sql.placeholder('q'), sql.placeholder('digits')) : undefined;
    const listed = everyStatus
      ? sql`count(*)`
      : sql`count(*) filter (where ${referrals.status} = ${sql.placeholder('status')})`;
    const stats = db
      .select({
        ...referralCountColumns(sql.placeholder('monthStart')),
        listed: sql<number>`${listed}`.mapWith(Number).as('stat_listed'),
      })
      .from(referrals)
      .where(ownReferrals(organization))
      .as('stats');
    const top = topZipQuery(db, organization).as('top');
    const tabs = db
      .select(
        Object.fromEntries(
          REFERRAL_FILTERS.map((filter) => [
            `tab_${filter}`,
            sql<number>`${filter === 'all' ? sql`count(*)` : sql`count(*) filter (where ${referrals.status} = ${filter})`}`
              .mapWith(Number)
              .as(`tab_${filter}`),
          ]),
        ) as Record<`tab_${ReferralFilter}`, SQL.Aliased<number>>,
      )
      .from(referrals)
      .innerJoin(veterans, eq(veterans.id, referrals.veteranId))
      .leftJoin(intakeReports, referralReportJoin)
      .where(and(ownReferrals(organization), searched))
      .as('tabs');
    const page = db
      .select(referralColumns)
      .from(referrals)
      .innerJoin(veterans, eq(veterans.id, referrals.veteranId))
      .leftJoin(intakeReports, referralReportJoin)
      .where(and(ownReferrals(organization, status), searched))
      .orderBy(...REFERRAL_ORDER[options.sort])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    const keys = Object.keys(referralColumns) as (keyof typeof referralColumns)[];
    const row = Object.fromEntries(keys.map((key) => [key, page[key]])) as unknown as typeof referralColumns;
    return db
      .select({
        stats: { ...stats._.selectedFields },
        tabs: { ...tabs._.selectedFields },
        topZip: top.zipCode,
        row,
      })
      .from(stats)
      .crossJoin(tabs)
      .leftJoinLateral(top, sql`true`)
      .leftJoinLateral(page, sql`true`)
      .prepare(name);
  });
  const found = await statement.execute({
    organizationId,
    status: options.status,
    monthStart: monthStart.toISOString(),
    limit: options.limit,
    offset: options.offset,
    q: search,
    digits: search.replace(/\D/g, ''),
  });
  const first = found[0];
  const { listed, ...counts } = first?.stats ?? {};
  const statusCounts = Object.fromEntries(
    REFERRAL_FILTERS.map((filter) => [filter, Number(first?.tabs?.[`tab_${filter}`] ?? 0)]),
  ) as Record<ReferralFilter, number>;
  // with a search the list's total is its tab's count; without one, the stats' count of the filter
  const total = search ? statusCounts[options.status] : (listed ?? 0);
  return {
    counts: { ...EMPTY_COUNTS, ...counts },
    statusCounts,
    topZip: first?.topZip ?? null,
    total,
    rows: found.flatMap((item) => (item.row ? [item.row] : [])),
  };
}

const EMPTY_COUNTS: ReferralCounts = {
  total: 0,
  pending: 0,
  inProgress: 0,
  completed: 0,
  thisMonth: 0,
  contacted: 0,
  matched: 0,
};

/**
 * The CSV export in one statement: the organisation's slug and tier, left-joined to every referral of the
 * filter (newest first) when its tier is at least `minTier`; undefined when there is no such organisation.
 */
export async function referralsExport(
  db: Database,
  organizationId: string,
  status: ReferralFilter,
  minTier: number,
): Promise<{ slug: string; integrationTier: number; rows: ReferralRow[] } | undefined> {
  const found = await db
    .select({
      slug: organizations.slug,
      integrationTier: organizations.integrationTier,
      referral: referralColumns,
    })
    .from(organizations)
    .leftJoin(
      referrals,
      and(ownReferrals(organizationId, status), gte(organizations.integrationTier, minTier)),
    )
    .leftJoin(veterans, eq(veterans.id, referrals.veteranId))
    .leftJoin(intakeReports, referralReportJoin)
    .where(eq(organizations.id, organizationId))
    .orderBy(...newestFirst);
  const [first] = found;
  if (!first) return undefined;
  // an organisation without referrals reads one row whose referral is absent (null, or an object of nulls)
  const rows = found.flatMap(({ referral }) => (referral?.id == null ? [] : [referral as ReferralRow]));
  return { slug: first.slug, integrationTier: first.integrationTier, rows };
}

export async function findReferral(
  db: Database,
  organizationId: string,
  id: string,
): Promise<ReferralRow | undefined> {
  const [row] = await db
    .select(referralColumns)
    .from(referrals)
    .innerJoin(veterans, eq(veterans.id, referrals.veteranId))
    .leftJoin(intakeReports, referralReportJoin)
    .where(and(eq(referrals.id, id), eq(referrals.organizationId, organizationId)))
    .limit(1);
  return row;
}

export interface ReferralChange {
  /** The move, applied only while the row still has `from` (so two concurrent moves can't both win). */
  move?: { from: ReferralStatus; to: ReferralStatus };
  notes?: string;
}

/** Applies the change: the referral's person, or false when the guard found the row changed (or gone) meanwhile. */
export async function updateReferral(
  tx: Database,
  organizationId: string,
  id: string,
  change: ReferralChange,
): Promise<{ veteranId: string } | false> {
  const { move, notes } = change;
  const set: PgUpdateSetSource<typeof referrals> = { updatedAt: sql`now()` };
  if (move) {
    set.status = move.to;
    // the first contact is kept for good: a later move never overwrites it
    if (move.to === 'contacted') set.contactedAt = sql`coalesce(${referrals.contactedAt}, now())`;
  }
  if (notes !== undefined) set.notes = notes;
  const updated = await tx
    .update(referrals)
    .set(set)
    .where(
      and(
        eq(referrals.id, id),
        eq(referrals.organizationId, organizationId),
        move ? eq(referrals.status, move.from) : undefined,
      ),
    )
    .returning({ veteranId: referrals.veteranId });
  return updated[0] ?? false;
}
