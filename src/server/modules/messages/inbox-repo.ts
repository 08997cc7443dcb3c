import type { Database } from '@server/db/client';
import {
  coLivingApplications,
  contactMessages,
  inboxItems,
  inboxNotes,
  landlordLeads,
  landlords,
  organizations,
  partnerApplications,
  properties,
  referrals,
  veterans,
} from '@server/db/schema';
import type { InboxItemType } from '@shared/domain/inbox';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type Json, oneRecord } from './records';

type Contact = SQL<Json<{ email: string | null; name: string }> | null>;

const senderOf = (db: Database, id: SQL): Contact =>
  oneRecord(
    db
      .select({ email: contactMessages.email, name: contactMessages.fullName })
      .from(contactMessages)
      .where(eq(contactMessages.id, id)),
  );

const organizationOfReferral = (db: Database, id: SQL): Contact =>
  oneRecord(
    db
      .select({ email: organizations.email, name: organizations.name })
      .from(referrals)
      .innerJoin(organizations, eq(organizations.id, referrals.organizationId))
      .where(eq(referrals.id, id)),
  );

/** Who an inbox item's reply goes to, by its type: the sender, the lead, the landlord or the organisation. */
const CONTACTS: Partial<Record<InboxItemType, (db: Database, subjectId: SQL) => Contact>> = {
  contact_message: senderOf,
  plan_request: senderOf,
  landlord_lead: (db, id) =>
    oneRecord(
      db
        .select({ email: landlordLeads.contactEmail, name: landlordLeads.contactName })
        .from(landlordLeads)
        .where(eq(landlordLeads.id, id)),
    ),
  listing_review: (db, id) =>
    oneRecord(
      db
        .select({ email: landlords.email, name: landlords.name })
        .from(properties)
        .innerJoin(landlords, eq(landlords.id, properties.landlordId))
        .where(eq(properties.id, id)),
    ),
  unclaimed_referral: organizationOfReferral,
  stalled_referral: organizationOfReferral,
  co_living_application: (db, id) =>
    oneRecord(
      db
        .select({ email: coLivingApplications.caseManagerEmail, name: coLivingApplications.caseManagerName })
        .from(coLivingApplications)
        .where(eq(coLivingApplications.id, id)),
    ),
  partner_application: (db, id) =>
    oneRecord(
      db
        .select({ email: partnerApplications.email, name: partnerApplications.name })
        .from(partnerApplications)
        .where(eq(partnerApplications.id, id)),
    ),
  housing_request: (db, id) =>
    oneRecord(
      db
        .select({ email: organizations.email, name: organizations.name })
        .from(veterans)
        .innerJoin(organizations, eq(organizations.id, veterans.organizationId))
        .where(eq(veterans.intakeBatchId, id)),
    ),
};

/**
 * A reply written on an inbox item, with the item it answers and whom it goes to (`contact`, by the item's
 * type; null for a type nobody is answered on, and its email null for an organisation without one).
 */
export const inboxReplyRecord = (db: Database, noteId: SQL) => {
  const contact = sql`case ${inboxItems.type} ${sql.join(
    Object.entries(CONTACTS).map(
      ([type, record]) => sql`when ${type} then ${record(db, inboxItems.subjectId.getSQL())}`,
    ),
    sql` `,
  )} end` as Contact;
  return oneRecord(
    db
      .select({ body: inboxNotes.body, contact: contact.as('contact') })
      .from(inboxNotes)
      .innerJoin(inboxItems, eq(inboxItems.id, inboxNotes.itemId))
      .where(eq(inboxNotes.id, noteId)),
  );
};

/** A listing and where its landlord reads about it. */
export const reviewedListingRecord = (db: Database, propertyId: SQL) =>
  oneRecord(
    db
      .select({
        address: properties.address,
        status: properties.status,
        reviewNote: properties.reviewNote,
        email: landlords.email,
        hasAccount: landlords.userId,
      })
      .from(properties)
      .innerJoin(landlords, eq(landlords.id, properties.landlordId))
      .where(eq(properties.id, propertyId)),
  );

export const landlordLeadRecord = (db: Database, leadId: SQL) =>
  oneRecord(
    db.select({ email: landlordLeads.contactEmail }).from(landlordLeads).where(eq(landlordLeads.id, leadId)),
  );
