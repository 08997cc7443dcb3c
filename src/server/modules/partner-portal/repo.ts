import type { Database } from '@server/db/client';
import { organizations, referrals, veterans } from '@server/db/schema';
import type { ReferralSort } from '@shared/contracts/partner';
import type { ReferralFilter, ReferralStatus } from '@shared/domain/referral-status';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
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
function ownReferrals(organizationId: string, status: ReferralFilter = 'all'): SQL | undefined {
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

export async function listReferrals(
  db: Database,
  organizationId: string,
  options: ListOptions,
): Promise<ReferralRow[]> {
  return db
    .select(referralColumns)
    .from(referrals)
    .innerJoin(veterans, eq(veterans.id, referrals.veteranId))
    .where(ownReferrals(organizationId, options.status))
    .orderBy(...ORDER[options.sort])
    .limit(options.limit)
    .offset(options.offset);
}

export async function countReferrals(
  db: Database,
  organizationId: string,
  status: ReferralFilter,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(referrals)
    .where(ownReferrals(organizationId, status));
  return row?.count ?? 0;
}

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
