import type { Database } from '@server/db/client';
import { referrals, veterans } from '@server/db/schema';
import { comparableName, type VeteranIdentity, zip5 } from '@shared/domain/veteran-record';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';

export type VeteranInsert = typeof veterans.$inferInsert;
export type VeteranRow = typeof veterans.$inferSelect;

/**
 * The known veteran with the same phone digits, the same email, or the same name and ZIP (unless their
 * phone or email on record says it is someone else), locked until
 * the transaction ends so two intakes of one person cannot both create them. Phone and email win over
 * name and ZIP; the oldest record wins a tie.
 */
export async function lockSameVeteran(tx: Database, who: VeteranIdentity): Promise<VeteranRow | undefined> {
  const same: SQL[] = [];
  if (who.phone) same.push(eq(veterans.phone, who.phone));
  if (who.email) same.push(sql`lower(${veterans.email}) = ${who.email}`);
  if (who.name) {
    same.push(
      sql`(lower(regexp_replace(trim(${veterans.name}), '\\s+', ' ', 'g')) = ${comparableName(who.name)}
        and left(${veterans.zipCode}, 5) = ${zip5(who.zipCode)}
        and ${who.phone ? sql`(${veterans.phone} is null or ${veterans.phone} = ${who.phone})` : sql`true`}
        and ${who.email ? sql`(${veterans.email} is null or lower(${veterans.email}) = ${who.email})` : sql`true`})`,
    );
  }
  if (same.length === 0) return undefined;
  const byContact = same.slice(0, same.length - (who.name ? 1 : 0));
  const [row] = await tx
    .select()
    .from(veterans)
    .where(or(...same))
    // a match by phone or email comes before one by name and ZIP
    .orderBy(
      ...(byContact.length > 0 ? [sql`case when ${or(...byContact)} then 0 else 1 end`] : []),
      veterans.createdAt,
      veterans.id,
    )
    .limit(1)
    .for('update');
  return row;
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

/** The veteran, when the organisation brought them in or was referred them; else undefined. */
export async function selectOrganizationVeteran(
  tx: Database,
  veteranId: string,
  organizationId: string,
): Promise<VeteranRow | undefined> {
  const [row] = await tx
    .select()
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
  return row;
}

/** The veteran has a home: they leave every matching queue (a housing placement or a co-living household). */
export async function markVeteranMatched(db: Database, veteranId: string): Promise<void> {
  await db.update(veterans).set({ isMatched: true }).where(eq(veterans.id, veteranId));
}
