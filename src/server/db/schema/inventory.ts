import { ROOM_TYPES } from '@shared/domain/constants';
import { LISTING_STATUS_MOVES, PROPERTY_STATUSES, UNIT_TYPES } from '@shared/domain/inventory';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { landlords, users } from './accounts';
import { isOneOf } from './checks';
import { createdAt, primaryId, timestamptz } from './columns';

/** One inventory for every kind of listing: co-living rooms, whole units, landlord listings. */
export const properties = pgTable(
  'properties',
  {
    id: primaryId(),
    landlordId: uuid('landlord_id').references(() => landlords.id, { onDelete: 'set null' }),
    address: text('address').notNull(),
    city: text('city'),
    state: varchar('state', { length: 2 }),
    zipCode: varchar('zip_code', { length: 10 }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    unitType: text('unit_type', { enum: UNIT_TYPES }).notNull().default('house'),
    roomType: text('room_type', { enum: ROOM_TYPES }).notNull().default('private'),
    bedrooms: integer('bedrooms').notNull().default(3),
    bathrooms: integer('bathrooms').notNull().default(1),
    roomCount: integer('room_count').notNull().default(3),
    unitsAvailable: integer('units_available').notNull().default(1),
    rentCents: integer('rent_cents'),
    rentPerRoomCents: integer('rent_per_room_cents'),
    acceptsVouchers: boolean('accepts_vouchers').notNull().default(false),
    accessible: boolean('accessible').notNull().default(false),
    allowsPets: boolean('allows_pets').notNull().default(false),
    furnished: boolean('furnished').notNull().default(false),
    inspected: boolean('inspected').notNull().default(false),
    description: text('description').notNull().default(''),
    availableDate: date('available_date', { mode: 'string' }),
    status: text('status', { enum: PROPERTY_STATUSES }).notNull().default('available'),
    /** What the listing becomes when a review approves it (the form's "not available": filled); null: available. */
    requestedStatus: text('requested_status', { enum: LISTING_STATUS_MOVES }),
    /** Why an admin declined the listing: the landlord reads it on their dashboard. */
    reviewNote: text('review_note'),
    reviewedAt: timestamptz('reviewed_at'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    source: text('source').notNull().default('landlord_flow'),
    /**
     * When units_available last changed (or the listing was made): the open-data feed's capacity date. Set by a
     * trigger (migration 0021), never by the app, so every write path keeps it true.
     */
    capacityUpdatedAt: timestamptz('capacity_updated_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check('properties_status_check', isOneOf(t.status, PROPERTY_STATUSES)),
    check('properties_requested_status_check', isOneOf(t.requestedStatus, LISTING_STATUS_MOVES)),
    check('properties_unit_type_check', isOneOf(t.unitType, UNIT_TYPES)),
    check('properties_room_type_check', isOneOf(t.roomType, ROOM_TYPES)),
    check(
      'properties_counts_check',
      sql`${t.bedrooms} >= 0 and ${t.roomCount} >= 1 and ${t.unitsAvailable} >= 0`,
    ),
    check(
      'properties_rent_check',
      sql`coalesce(${t.rentCents}, 0) >= 0 and coalesce(${t.rentPerRoomCents}, 0) >= 0`,
    ),
    // the public list: available homes, newest first
    index('properties_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('properties_zip_idx').on(t.zipCode),
    index('properties_location_idx').on(t.latitude, t.longitude),
    index('properties_landlord_idx').on(t.landlordId),
  ],
);
