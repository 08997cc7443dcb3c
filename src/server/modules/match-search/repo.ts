import type { Database } from '@server/db/client';
import { isNotCoLivingHome } from '@server/db/predicates';
import { landlords, matches, properties } from '@server/db/schema';
import type { PropertyRow } from '@server/modules/properties';
import type { LandlordTier } from '@shared/domain/match-engine';
import { and, eq } from 'drizzle-orm';

/**
 * The home, locked until the transaction ends so two requests for it are decided one after the other; a
 * co-living home is not one (its rooms go to households).
 */
export async function lockProperty(tx: Database, id: string): Promise<PropertyRow | undefined> {
  const [row] = await tx
    .select()
    .from(properties)
    .where(and(eq(properties.id, id), isNotCoLivingHome))
    .for('update');
  return row;
}

/** The tier of the home's landlord (it raises the match score), or null for a home without one. */
export async function readLandlordTier(
  tx: Database,
  landlordId: string | null,
): Promise<LandlordTier | null> {
  if (!landlordId) return null;
  const [row] = await tx.select({ tier: landlords.tier }).from(landlords).where(eq(landlords.id, landlordId));
  return (row?.tier as LandlordTier | undefined) ?? null;
}

/** A veteran's request by its reference, with the home's public address; undefined when none has it. */
export async function findRequestByReference(db: Database, reference: string) {
  const [row] = await db
    .select({
      reference: matches.reference,
      propertyId: matches.propertyId,
      status: matches.status,
      createdAt: matches.createdAt,
      address: properties.address,
      city: properties.city,
      state: properties.state,
    })
    .from(matches)
    .innerJoin(properties, eq(properties.id, matches.propertyId))
    .where(and(eq(matches.reference, reference), eq(matches.origin, 'veteran_request')));
  return row;
}
