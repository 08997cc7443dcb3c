import type { Database } from '@server/db/client';
import { referrals, veterans } from '@server/db/schema';
import type { PersonIdentity } from '@shared/domain/person-identity';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';

export type VeteranInsert = typeof veterans.$inferInsert;
export type VeteranRow = typeof veterans.$inferSelect;

/** Holds intakes of one name, one after another, until the transaction ends (one statement, no row). */
export async function lockIdentityName(tx: Database, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`veteran-identity:${name}`}))`);
}

/** Most people compared with one intake: shared phones are many, but a shelter's desk is not a city. */
const MAX_CANDIDATES = 200;

/**
 * The people an intake could be: the same phone digits, the same email, or the same ZIP (where a name is
 * compared by the identity rule), oldest first, locked until the transaction ends.
 */
export async function selectIdentityCandidates(tx: Database, who: PersonIdentity): Promise<VeteranRow[]> {
  const same: SQL[] = [];
  if (who.phone) same.push(eq(veterans.phone, who.phone));
  if (who.email) same.push(sql`lower(${veterans.email}) = ${who.email}`);
  if (who.name && who.zipCode)
    same.push(sql`left(${veterans.zipCode}, 5) = ${who.zipCode.trim().slice(0, 5)}`);
  if (same.length === 0) return [];
  return tx
    .select()
    .from(veterans)
    .where(or(...same))
    .orderBy(veterans.createdAt, veterans.id)
    .limit(MAX_CANDIDATES)
    .for('update');
}

export async function insertVeteran(tx: Database, values: VeteranInsert): Promise<string> {
  const [row] = await tx.insert(veterans).values(values).returning({ id: veterans.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateVeteran(tx: Database, id: string, values: Partial<VeteranInsert>): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await tx.update(veterans).set(values).where(eq(veterans.id, id));
}

/**
 * The veteran, when the organisation owns them (it brought them in); else undefined. A referral to the
 * organisation gives it what the referral said, never the person on record (decision 0030).
 */
export async function selectOrganizationVeteran(
  tx: Database,
  veteranId: string,
  organizationId: string,
): Promise<VeteranRow | undefined> {
  const [row] = await tx
    .select()
    .from(veterans)
    .where(and(eq(veterans.id, veteranId), eq(veterans.organizationId, organizationId)));
  return row;
}

/**
 * Whether the organisation works with this veteran: it owns them or they were referred to it. Enough to record
 * their placement; it reads nothing about them.
 */
export async function organizationWorksWith(
  tx: Database,
  veteranId: string,
  organizationId: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: veterans.id })
    .from(veterans)
    .where(
      and(
        eq(veterans.id, veteranId),
        or(
          eq(veterans.organizationId, organizationId),
          sql`exists (select 1 from ${referrals} where ${referrals.veteranId} = ${veterans.id}
            and ${referrals.organizationId} = ${organizationId})`,
        ),
      ),
    );
  return row !== undefined;
}

/**
 * Which of these people hold a housing voucher (a move-in's subsidy: HUD-VASH). A move-in itself changes nothing
 * here: the timeline's `moved_in` takes the person out of every matching queue (their one status).
 */
export async function voucherHolders(db: Database, veteranIds: readonly string[]): Promise<Set<string>> {
  if (veteranIds.length === 0) return new Set();
  const found = await db
    .select({ id: veterans.id })
    .from(veterans)
    .where(and(inArray(veterans.id, [...veteranIds]), eq(veterans.hasVoucher, true)));
  return new Set(found.map((row) => row.id));
}
