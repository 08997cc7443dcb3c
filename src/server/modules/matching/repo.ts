import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { LandlordTier } from '../../../shared/domain/match-engine';
import type { Database } from '../../db/client';
import { landlords, matches, outboxMessages, properties, veterans } from '../../db/schema';
import type { PropertyRow } from '../properties';

type VeteranInsert = typeof veterans.$inferInsert;
type MatchInsert = typeof matches.$inferInsert;

/** The home, locked until the transaction ends so two requests for it are decided one after the other. */
export async function lockProperty(tx: Database, id: string): Promise<PropertyRow | undefined> {
  const [row] = await tx.select().from(properties).where(eq(properties.id, id)).for('update');
  return row;
}

/** The tier of the home's landlord (it raises the match score), or null for a home without one. */
export async function landlordTierOf(tx: Database, landlordId: string | null): Promise<LandlordTier | null> {
  if (!landlordId) return null;
  const [row] = await tx.select({ tier: landlords.tier }).from(landlords).where(eq(landlords.id, landlordId));
  return (row?.tier as LandlordTier | undefined) ?? null;
}

/** Is there an open (not declined) match on this home for a veteran with this phone number or email? */
export async function hasOpenMatchForContact(
  tx: Database,
  propertyId: string,
  contact: { phoneDigits: string | null; email: string | null },
): Promise<boolean> {
  const sameContact: SQL[] = [];
  if (contact.phoneDigits) {
    sameContact.push(
      sql`right(regexp_replace(${veterans.phone}, '\\D', '', 'g'), 10) = ${contact.phoneDigits}`,
    );
  }
  if (contact.email) sameContact.push(sql`lower(${veterans.email}) = ${contact.email}`);
  if (sameContact.length === 0) return false;
  const [row] = await tx
    .select({ id: matches.id })
    .from(matches)
    .innerJoin(veterans, eq(veterans.id, matches.veteranId))
    .where(and(eq(matches.propertyId, propertyId), ne(matches.status, 'declined'), or(...sameContact)))
    .limit(1);
  return row !== undefined;
}

export async function insertVeteran(tx: Database, values: VeteranInsert): Promise<string> {
  const [row] = await tx.insert(veterans).values(values).returning({ id: veterans.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function insertMatch(tx: Database, values: MatchInsert): Promise<string> {
  const [row] = await tx.insert(matches).values(values).returning({ id: matches.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Queues the landlord's notification; it carries ids only, the sender loads the details. */
export async function queueLandlordNotice(
  tx: Database,
  notice: { landlordId: string | null; matchId: string; propertyId: string },
): Promise<void> {
  await tx.insert(outboxMessages).values({
    kind: 'match_request.created',
    recipientId: notice.landlordId,
    payload: { matchId: notice.matchId, propertyId: notice.propertyId },
  });
}
