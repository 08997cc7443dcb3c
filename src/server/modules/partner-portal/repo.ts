import type { Database } from '@server/db/client';
import { preparedRead } from '@server/db/prepared-reads';
import { organizations, referrals, veterans } from '@server/db/schema';
import type { ReferralSort } from '@shared/contracts/partner';
import type { ReferralFilter, ReferralStatus } from '@shared/domain/referral-status';
import { and, asc, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type ReferralCounts, referralCountColumns, topZipQuery } from './analytics-repo';
import type { ReferralRow } from './views';

export type OrganizationRow = typeof organizations.$inferSelect;

export async function findOrganization(db: Database, id: string): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return row;
}

const referralColumns = {
  id: referrals.id,
  reference: referrals.reference,
  veteranName: veterans.name,
  veteranPhone: veterans.phone,
  veteranEmail: veterans.email,
  contactMethod: referrals.contactMethod,
  caseManagerEmail: referrals.caseManagerEmail,
  zipCode: veterans.zipCode,
  urgency: referrals.urgency,
  needsDescription: referrals.needsDescription,
  needType: referrals.needType,
  status: referrals.status,
  notes: referrals.notes,
  createdAt: referrals.createdAt,
  contactedAt: referrals.contactedAt,
};

/** The workflow order the Status sort follows: open work first, finished work last. */
export const STATUS_SORT_ORDER: readonly ReferralStatus[] = [
  'new',
  'contacted',
  'in_progress',
  'matched',
  'unable_to_reach',
  'closed',
];

const statusRank = sql`case ${referrals.status} ${sql.join(
  STATUS_SORT_ORDER.map((status, rank) => sql`when ${status} then ${sql.raw(String(rank))}`),
  sql` `,
)} end`;

/** Newest first breaks every tie; the id makes the order total, so pages never overlap. */
const newestFirst = [desc(referrals.createdAt), desc(referrals.id)];

const ORDER: Record<ReferralSort, SQL[]> = {
  date: newestFirst,
  status: [asc(statusRank), ...newestFirst],
  zip: [asc(veterans.zipCode), ...newestFirst],
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
}

export interface ReferralsPage {
  counts: ReferralCounts;
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
  const name = `partner_referrals_${options.sort}_${everyStatus ? 'all' : 'one'}`;
  const statement = preparedRead(db, name, () => {
    const organization = sql.placeholder('organizationId');
    const status = everyStatus ? 'all' : sql.placeholder('status');
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
    const page = db
      .select(referralColumns)
      .from(referrals)
      .innerJoin(veterans, eq(veterans.id, referrals.veteranId))
      .where(ownReferrals(organization, status))
      .orderBy(...ORDER[options.sort])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    const keys = Object.keys(referralColumns) as (keyof typeof referralColumns)[];
    const row = Object.fromEntries(keys.map((key) => [key, page[key]])) as unknown as typeof referralColumns;
    return db
      .select({ stats: { ...stats._.selectedFields }, topZip: top.zipCode, row })
      .from(stats)
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
  });
  const first = found[0];
  const { listed: total = 0, ...counts } = first?.stats ?? {};
  return {
    counts: { ...EMPTY_COUNTS, ...counts },
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

/** Every referral of the filter, newest first, for the CSV export. */
export async function allReferrals(
  db: Database,
  organizationId: string,
  status: ReferralFilter,
): Promise<ReferralRow[]> {
  return db
    .select(referralColumns)
    .from(referrals)
    .innerJoin(veterans, eq(veterans.id, referrals.veteranId))
    .where(ownReferrals(organizationId, status))
    .orderBy(...newestFirst);
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
    .where(and(eq(referrals.id, id), eq(referrals.organizationId, organizationId)))
    .limit(1);
  return row;
}

export interface ReferralChange {
  /** The move, applied only while the row still has `from` (so two concurrent moves can't both win). */
  move?: { from: ReferralStatus; to: ReferralStatus };
  notes?: string;
}

/** Applies the change; false when the guard found the row changed (or gone) meanwhile. */
export async function updateReferral(
  tx: Database,
  organizationId: string,
  id: string,
  change: ReferralChange,
): Promise<boolean> {
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
    .returning({ id: referrals.id });
  return updated.length > 0;
}
