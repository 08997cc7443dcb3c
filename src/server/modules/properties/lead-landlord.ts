import type { Database } from '@server/db/client';
import { landlords } from '@server/db/schema';
import { and, isNull, sql } from 'drizzle-orm';
import { insertLandlords, updateLandlord } from './landlord-records';

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
    if (keepTier) await updateLandlord(db, existing.id, { tier: values.tier });
    return existing.id;
  }
  const [id] = await insertLandlords(db, [values]);
  if (!id) throw new Error('insert returned no row');
  return id;
}
