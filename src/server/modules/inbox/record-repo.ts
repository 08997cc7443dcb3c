import type { Database } from '@server/db/client';
import {
  coLivingApplications,
  contactMessages,
  landlordLeads,
  landlords,
  matches,
  organizations,
  partnerApplications,
  partnerCredentials,
  properties,
  referrals,
  users,
  veterans,
} from '@server/db/schema';
import { and, asc, eq } from 'drizzle-orm';

export async function findContactMessage(db: Database, id: string) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row ?? null;
}

export async function findLandlordLead(db: Database, id: string) {
  const [row] = await db
    .select({ lead: landlordLeads, organizationName: organizations.name })
    .from(landlordLeads)
    .leftJoin(organizations, eq(organizations.id, landlordLeads.organizationId))
    .where(eq(landlordLeads.id, id));
  return row ?? null;
}

export async function findListing(db: Database, id: string) {
  const [row] = await db
    .select({
      property: properties,
      landlordId: landlords.id,
      landlordName: landlords.name,
      landlordEmail: landlords.email,
      landlordPhone: landlords.phone,
      landlordUserId: landlords.userId,
      landlordVerifiedAt: landlords.verifiedAt,
    })
    .from(properties)
    .leftJoin(landlords, eq(landlords.id, properties.landlordId))
    .where(eq(properties.id, id));
  return row ?? null;
}

export async function findReferral(db: Database, id: string) {
  const [row] = await db
    .select({
      referral: referrals,
      organizationId: organizations.id,
      organizationName: organizations.name,
      organizationEmail: organizations.email,
      organizationPhone: organizations.phone,
      signInActive: partnerCredentials.isActive,
      veteranName: veterans.name,
      veteranZip: veterans.zipCode,
    })
    .from(referrals)
    .innerJoin(organizations, eq(organizations.id, referrals.organizationId))
    .innerJoin(veterans, eq(veterans.id, referrals.veteranId))
    .leftJoin(partnerCredentials, eq(partnerCredentials.organizationId, organizations.id))
    .where(eq(referrals.id, id));
  return row ?? null;
}

export async function findMatch(db: Database, id: string) {
  const [row] = await db
    .select({
      match: matches,
      veteranName: veterans.name,
      veteranZip: veterans.zipCode,
      urgency: veterans.urgency,
      address: properties.address,
      city: properties.city,
      state: properties.state,
    })
    .from(matches)
    .innerJoin(veterans, eq(veterans.id, matches.veteranId))
    .innerJoin(properties, eq(properties.id, matches.propertyId))
    .where(eq(matches.id, id));
  return row ?? null;
}

/** The veterans of one intake batch, with the organisation that ran it. */
export async function findIntakeBatch(db: Database, batchId: string) {
  return db
    .select({
      name: veterans.name,
      zipCode: veterans.zipCode,
      urgency: veterans.urgency,
      isMatched: veterans.isMatched,
      organizationName: organizations.name,
      organizationEmail: organizations.email,
    })
    .from(veterans)
    .leftJoin(organizations, eq(organizations.id, veterans.organizationId))
    .where(and(eq(veterans.intakeBatchId, batchId)))
    .orderBy(asc(veterans.createdAt));
}

export async function findCoLivingApplication(db: Database, id: string) {
  const [row] = await db
    .select({ application: coLivingApplications, veteranName: veterans.name, veteranZip: veterans.zipCode })
    .from(coLivingApplications)
    .innerJoin(veterans, eq(veterans.id, coLivingApplications.veteranId))
    .where(eq(coLivingApplications.id, id));
  return row ?? null;
}

export async function findPartnerApplication(db: Database, id: string) {
  const [row] = await db
    .select({
      application: partnerApplications,
      deciderName: users.displayName,
      landlordHasAccount: landlords.userId,
    })
    .from(partnerApplications)
    .leftJoin(users, eq(users.id, partnerApplications.decidedBy))
    .leftJoin(landlords, eq(landlords.id, partnerApplications.landlordId))
    .where(eq(partnerApplications.id, id));
  return row ?? null;
}
