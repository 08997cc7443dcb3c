import type { Database } from '@server/db/client';
import {
  accountTokens,
  contactMessages,
  intakeReports,
  landlords,
  matches,
  organizations,
  partnerCredentials,
  placements,
  properties,
  users,
  veterans,
} from '@server/db/schema';
import { eq, type SQL, sql } from 'drizzle-orm';
import { oneRecord } from './records';

// The records a message is worded from, each read beside the message in the statement that claims it.

/** The home a message names, with its landlord's address and account (none without a landlord). */
export const homeWithLandlordRecord = (db: Database, propertyId: SQL) =>
  oneRecord(
    db
      .select({
        address: properties.address,
        city: properties.city,
        state: properties.state,
        landlordEmail: landlords.email,
        landlordUserId: landlords.userId,
      })
      .from(properties)
      .leftJoin(landlords, eq(landlords.id, properties.landlordId))
      .where(eq(properties.id, propertyId)),
  );

export const veteranAddressesRecord = (db: Database, veteranId: SQL) =>
  oneRecord(
    db
      .select({ email: veterans.email, caseManagerEmail: veterans.caseManagerEmail })
      .from(veterans)
      .where(eq(veterans.id, veteranId)),
  );

/**
 * A match request as its veteran sees it: the reference, the home's street and town, and the addresses to
 * choose from (`intakeAddress`): the email the request gave (`intake`: null for a request kept before intake
 * reports) and the one on the person's record.
 */
export const matchRequestRecord = (db: Database, matchId: SQL) =>
  oneRecord(
    db
      .select({
        reference: matches.reference,
        declineReason: matches.declineReason,
        address: properties.address,
        city: properties.city,
        state: properties.state,
        email: veterans.email,
        intake: sql<{
          email?: string | null;
          linked: boolean;
        } | null>`case when ${intakeReports.id} is null then null
          else json_build_object('email', ${intakeReports.reported}->>'email', 'linked', ${intakeReports.linked}) end`.as(
          'intake',
        ),
      })
      .from(matches)
      .innerJoin(properties, eq(properties.id, matches.propertyId))
      .innerJoin(veterans, eq(veterans.id, matches.veteranId))
      .leftJoin(intakeReports, eq(intakeReports.subjectId, matches.id))
      .where(eq(matches.id, matchId)),
  );

/** What one intake gave as its case worker's email, whether it was linked, and the person's own on record. */
export const intakeAddressesRecord = (db: Database, intakeId: SQL) =>
  oneRecord(
    db
      .select({
        given: sql<string | null>`${intakeReports.reported}->>'caseManagerEmail'`.as('given'),
        linked: intakeReports.linked,
        onRecord: veterans.caseManagerEmail,
        givenEmail: sql<string | null>`${intakeReports.reported}->>'email'`.as('given_email'),
        /** Linked to a person the intake's own organisation owns: only then may the veteran's own email stand in. */
        ownLinked:
          sql<boolean>`(${intakeReports.linked} and ${intakeReports.organizationId} is not distinct from ${veterans.organizationId} and ${intakeReports.organizationId} is not null)`.as(
            'own_linked',
          ),
        onRecordEmail: veterans.email,
      })
      .from(intakeReports)
      .innerJoin(veterans, eq(veterans.id, intakeReports.veteranId))
      .where(eq(intakeReports.id, intakeId)),
  );

/** A recorded placement as its organisation's acknowledgement needs it: the day, and where to write. */
export const placementAcknowledgementRecord = (db: Database, placementId: SQL) =>
  oneRecord(
    db
      .select({
        placementDate: placements.placementDate,
        organizationId: placements.organizationId,
        email: organizations.email,
      })
      .from(placements)
      .innerJoin(organizations, eq(organizations.id, placements.organizationId))
      .where(eq(placements.id, placementId)),
  );

/**
 * The organisation's name, contact email and partner sign-in (`active`: null when it has none yet, and may
 * claim one; see signInOf).
 */
export const organizationAddressRecord = (db: Database, organizationId: SQL) =>
  oneRecord(
    db
      .select({ name: organizations.name, email: organizations.email, active: partnerCredentials.isActive })
      .from(organizations)
      .leftJoin(partnerCredentials, eq(partnerCredentials.organizationId, organizations.id))
      .where(eq(organizations.id, organizationId)),
  );

/** An organisation's partner sign-in: active, switched off, or none yet. */
export const signInOf = (active: boolean | null) =>
  active === null ? 'none' : active ? 'active' : 'switched_off';

/** The admin or landlord a one-time link is for. */
export const userAddresseeRecord = (db: Database, userId: SQL) =>
  oneRecord(
    db.select({ role: users.role, displayName: users.displayName }).from(users).where(eq(users.id, userId)),
  );

/** Where the sender of a contact message asked to be answered. */
export const contactAddressRecord = (db: Database, contactMessageId: SQL) =>
  oneRecord(
    db
      .select({ email: contactMessages.email })
      .from(contactMessages)
      .where(eq(contactMessages.id, contactMessageId)),
  );

/** A one-time account link, with the organisation or the user it is for (a CHECK makes it one of the two). */
export const accountLinkRecord = (db: Database, linkId: SQL) =>
  oneRecord(
    db
      .select({
        id: accountTokens.id,
        purpose: accountTokens.purpose,
        email: accountTokens.email,
        expiresAt: accountTokens.expiresAt,
        usedAt: accountTokens.usedAt,
        organization: organizationAddressRecord(db, sql`${accountTokens.organizationId}`).as('organization'),
        user: userAddresseeRecord(db, sql`${accountTokens.userId}`).as('user'),
      })
      .from(accountTokens)
      .where(eq(accountTokens.id, linkId)),
  );
