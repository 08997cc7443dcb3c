import type { Database } from '@server/db/client';
import { oneRecord } from '@server/db/json-records';
import { landlords, properties } from '@server/db/schema';
import { eq, type SQL } from 'drizzle-orm';

/**
 * The home a message names, with its review and its landlord's address and account (none without a landlord):
 * the listing's review outcome and the match requests' notices read it.
 */
export const homeWithLandlordRecord = (db: Database, propertyId: SQL) =>
  oneRecord(
    db
      .select({
        address: properties.address,
        city: properties.city,
        state: properties.state,
        status: properties.status,
        reviewNote: properties.reviewNote,
        landlordEmail: landlords.email,
        landlordUserId: landlords.userId,
      })
      .from(properties)
      .leftJoin(landlords, eq(landlords.id, properties.landlordId))
      .where(eq(properties.id, propertyId)),
  );
