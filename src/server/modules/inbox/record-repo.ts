import type { Database } from '@server/db/client';
import { matchLastStepAt } from '@server/db/predicates';
import { preparedRead } from '@server/db/prepared-reads';
import {
  coLivingApplications,
  contactMessages,
  inboxItems,
  inboxNotes,
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
import { INBOX_ITEM_TYPES, INBOX_SUBJECTS, type InboxNoteKind } from '@shared/domain/inbox';
import type { UrgencyLevel } from '@shared/domain/urgency';
import { and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';

export interface InboxNoteRow {
  id: string;
  kind: InboxNoteKind;
  body: string;
  author: string | null;
  createdAt: string;
}

export interface IntakeBatchVeteran {
  name: string | null;
  zipCode: string;
  urgency: UrgencyLevel;
  isMatched: boolean;
  organizationName: string | null;
  organizationEmail: string | null;
}

const assignee = alias(users, 'assignee');
const noteAuthor = alias(users, 'note_author');
const leadOrganization = alias(organizations, 'lead_organization');
const listing = alias(properties, 'listing');
const listingLandlord = alias(landlords, 'listing_landlord');
const referralOrganization = alias(organizations, 'referral_organization');
const referralVeteran = alias(veterans, 'referral_veteran');
const matchVeteran = alias(veterans, 'match_veteran');
const matchHome = alias(properties, 'match_home');
const coLivingVeteran = alias(veterans, 'co_living_veteran');
const decider = alias(users, 'decider');
const applicantLandlord = alias(landlords, 'applicant_landlord');
const batchVeteran = alias(veterans, 'batch_veteran');
const batchOrganization = alias(organizations, 'batch_organization');

/** The item's record is the row of `id`'s table: its type points to that table (INBOX_SUBJECTS). */
const isSubject = (subject: string, id: PgColumn) =>
  and(
    inArray(
      inboxItems.type,
      INBOX_ITEM_TYPES.filter((type) => INBOX_SUBJECTS[type] === subject),
    ),
    eq(id, inboxItems.subjectId),
  );

/** The rows as a JSON array of objects with these fields, in `order` (empty when there is none). */
const jsonRows = <Row>(fields: Record<keyof Row & string, SQLWrapper>, order: SQL) =>
  sql<Row[]>`coalesce(json_agg(json_build_object(${sql.join(
    Object.entries<SQLWrapper>(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )}) order by ${order}), '[]'::json)`;

/**
 * An item with its assignee, its history (oldest first) and the record it points to, whatever its type, in one
 * statement: each kind of record is left-joined on the item's type and subject, so only its own finds a row
 * (by primary key); an intake batch's veterans are gathered in a lateral subquery that only a housing request runs.
 */
function selectItemDetail(db: Database) {
  const notes = db
    .select({
      list: jsonRows<InboxNoteRow>(
        {
          id: inboxNotes.id,
          kind: inboxNotes.kind,
          body: inboxNotes.body,
          author: noteAuthor.displayName,
          createdAt: inboxNotes.createdAt,
        },
        sql`${inboxNotes.createdAt}, ${inboxNotes.id}`,
      ).as('note_list'),
    })
    .from(inboxNotes)
    .leftJoin(noteAuthor, eq(noteAuthor.id, inboxNotes.authorId))
    .where(eq(inboxNotes.itemId, inboxItems.id))
    .as('item_notes');
  const batch = db
    .select({
      veterans: jsonRows<IntakeBatchVeteran>(
        {
          name: batchVeteran.name,
          zipCode: batchVeteran.zipCode,
          urgency: batchVeteran.urgency,
          isMatched: batchVeteran.isMatched,
          organizationName: batchOrganization.name,
          organizationEmail: batchOrganization.email,
        },
        sql`${batchVeteran.createdAt}`,
      ).as('batch_veterans'),
    })
    .from(batchVeteran)
    .leftJoin(batchOrganization, eq(batchOrganization.id, batchVeteran.organizationId))
    .where(isSubject('intake_batch', batchVeteran.intakeBatchId))
    .as('intake_batch');
  return db
    .select({
      item: inboxItems,
      assigneeName: assignee.displayName,
      notes: notes.list,
      contactMessage: contactMessages,
      lead: landlordLeads,
      leadOrganizationName: leadOrganization.name,
      listing,
      landlordId: listingLandlord.id,
      landlordName: listingLandlord.name,
      landlordEmail: listingLandlord.email,
      landlordPhone: listingLandlord.phone,
      landlordUserId: listingLandlord.userId,
      landlordVerifiedAt: listingLandlord.verifiedAt,
      referral: referrals,
      referralOrganizationId: referralOrganization.id,
      referralOrganizationName: referralOrganization.name,
      referralOrganizationEmail: referralOrganization.email,
      referralOrganizationPhone: referralOrganization.phone,
      partnerSignInActive: partnerCredentials.isActive,
      referralVeteranName: referralVeteran.name,
      referralVeteranZip: referralVeteran.zipCode,
      match: matches,
      // null unless the item is a stalled match: its stall began at the match's last step
      matchLastStepAt,
      matchVeteranName: matchVeteran.name,
      matchUrgency: matchVeteran.urgency,
      matchAddress: matchHome.address,
      matchCity: matchHome.city,
      matchState: matchHome.state,
      coLivingApplication: coLivingApplications,
      coLivingVeteranName: coLivingVeteran.name,
      coLivingVeteranZip: coLivingVeteran.zipCode,
      partnerApplication: partnerApplications,
      deciderName: decider.displayName,
      applicantLandlordUserId: applicantLandlord.userId,
      intakeBatch: batch.veterans,
    })
    .from(inboxItems)
    .leftJoin(assignee, eq(assignee.id, inboxItems.assigneeId))
    .leftJoinLateral(notes, sql`true`)
    .leftJoin(contactMessages, isSubject('contact_message', contactMessages.id))
    .leftJoin(landlordLeads, isSubject('landlord_lead', landlordLeads.id))
    .leftJoin(leadOrganization, eq(leadOrganization.id, landlordLeads.organizationId))
    .leftJoin(listing, isSubject('property', listing.id))
    .leftJoin(listingLandlord, eq(listingLandlord.id, listing.landlordId))
    .leftJoin(referrals, isSubject('referral', referrals.id))
    .leftJoin(referralOrganization, eq(referralOrganization.id, referrals.organizationId))
    .leftJoin(partnerCredentials, eq(partnerCredentials.organizationId, referralOrganization.id))
    .leftJoin(referralVeteran, eq(referralVeteran.id, referrals.veteranId))
    .leftJoin(matches, isSubject('match', matches.id))
    .leftJoin(matchVeteran, eq(matchVeteran.id, matches.veteranId))
    .leftJoin(matchHome, eq(matchHome.id, matches.propertyId))
    .leftJoin(coLivingApplications, isSubject('co_living_application', coLivingApplications.id))
    .leftJoin(coLivingVeteran, eq(coLivingVeteran.id, coLivingApplications.veteranId))
    .leftJoin(partnerApplications, isSubject('partner_application', partnerApplications.id))
    .leftJoin(decider, eq(decider.id, partnerApplications.decidedBy))
    .leftJoin(applicantLandlord, eq(applicantLandlord.id, partnerApplications.landlordId))
    .leftJoinLateral(batch, sql`true`)
    .where(eq(inboxItems.id, sql.placeholder('id')));
}

/** An item with everything its detail shows; null when there is none. Prepared: its plan costs more than its run. */
export async function findInboxItemDetail(db: Database, id: string) {
  const statement = preparedRead(db, 'inbox_item_detail', () =>
    selectItemDetail(db).prepare('inbox_item_detail'),
  );
  const [row] = await statement.execute({ id });
  return row ?? null;
}

export type InboxItemDetailRow = NonNullable<Awaited<ReturnType<typeof findInboxItemDetail>>>;
