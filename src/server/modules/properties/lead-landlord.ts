import type { Database } from '@server/db/client';
import { landlords } from '@server/db/schema';
import { and, eq, isNull, sql } from 'drizzle-orm';

/**
 * A landlord without an account who listed before under this email keeps one record; a new email
 * gets a new record. Accounts are never taken over by a form that anyone can post.
 */
export async function findOrCreateLeadLandlord(
  db: Database,
  values: { name: string; email: string; phone: string | null; tier: string },
  keepTier: boolean,
): Promise<string> {
  const [existing] = await db
    .select({ id: landlords.id })
    .from(landlords)
    .where(and(isNull(landlords.userId), sql`lower(${landlords.email}) = ${values.email.toLowerCase()}`))
    .limit(1);
  if (existing) {
    // only an admin's post sets the tier of a landlord already on file
    if (keepTier) await db.update(landlords).set({ tier: values.tier }).where(eq(landlords.id, existing.id));
    return existing.id;
  }
  const [row] = await db.insert(landlords).values(values).returning({ id: landlords.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}
