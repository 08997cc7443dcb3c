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
import { eq } from 'drizzle-orm';

/** Who an inbox item's reply goes to, by its type: the sender, the lead, the landlord or the organisation. */
export async function findInboxContact(
  db: Database,
  type: InboxItemType,
  subjectId: string,
): Promise<{ email: string; name: string } | null> {
  switch (type) {
    case 'contact_message':
    case 'plan_request': {
      const [row] = await db
        .select({ email: contactMessages.email, name: contactMessages.fullName })
        .from(contactMessages)
        .where(eq(contactMessages.id, subjectId));
      return row ?? null;
    }
    case 'landlord_lead': {
      const [row] = await db
        .select({ email: landlordLeads.contactEmail, name: landlordLeads.contactName })
        .from(landlordLeads)
        .where(eq(landlordLeads.id, subjectId));
      return row ?? null;
    }
    case 'listing_review': {
      const [row] = await db
        .select({ email: landlords.email, name: landlords.name })
        .from(properties)
        .innerJoin(landlords, eq(landlords.id, properties.landlordId))
        .where(eq(properties.id, subjectId));
      return row ?? null;
    }
    case 'unclaimed_referral':
    case 'stalled_referral': {
      const [row] = await db
        .select({ email: organizations.email, name: organizations.name })
        .from(referrals)
        .innerJoin(organizations, eq(organizations.id, referrals.organizationId))
        .where(eq(referrals.id, subjectId));
      return row?.email ? { email: row.email, name: row.name } : null;
    }
    case 'co_living_application': {
      const [row] = await db
        .select({ email: coLivingApplications.caseManagerEmail, name: coLivingApplications.caseManagerName })
        .from(coLivingApplications)
        .where(eq(coLivingApplications.id, subjectId));
      return row ?? null;
    }
    case 'partner_application': {
      const [row] = await db
        .select({ email: partnerApplications.email, name: partnerApplications.name })
        .from(partnerApplications)
        .where(eq(partnerApplications.id, subjectId));
      return row ?? null;
    }
    case 'housing_request': {
      const [row] = await db
        .select({ email: organizations.email, name: organizations.name })
        .from(veterans)
        .innerJoin(organizations, eq(organizations.id, veterans.organizationId))
        .where(eq(veterans.intakeBatchId, subjectId))
        .limit(1);
      return row?.email ? { email: row.email, name: row.name } : null;
    }
    default:
      return null;
  }
}

/** A reply written on an inbox item, with the item it answers. */
export async function findInboxReply(db: Database, noteId: string) {
  const [row] = await db
    .select({ body: inboxNotes.body, type: inboxItems.type, subjectId: inboxItems.subjectId })
    .from(inboxNotes)
    .innerJoin(inboxItems, eq(inboxItems.id, inboxNotes.itemId))
    .where(eq(inboxNotes.id, noteId));
  return row ?? null;
}

/** A listing and where its landlord reads about it. */
export async function findReviewedListing(db: Database, propertyId: string) {
  const [row] = await db
    .select({
      address: properties.address,
      status: properties.status,
      reviewNote: properties.reviewNote,
      email: landlords.email,
      hasAccount: landlords.userId,
    })
    .from(properties)
    .innerJoin(landlords, eq(landlords.id, properties.landlordId))
    .where(eq(properties.id, propertyId));
  return row ?? null;
}

export async function findLandlordLead(db: Database, leadId: string) {
  const [row] = await db
    .select({
      email: landlordLeads.contactEmail,
      name: landlordLeads.contactName,
      address: landlordLeads.propertyAddress,
    })
    .from(landlordLeads)
    .where(eq(landlordLeads.id, leadId));
  return row ?? null;
}
