import type { Database } from '@server/db/client';
import { countedPage, rowsAndTotal } from '@server/db/counted-page';
import { preparedRead } from '@server/db/prepared-reads';
import {
  accountTokens,
  contactMessages,
  intakeReports,
  landlords,
  matches,
  organizations,
  outboxMessages,
  partnerCredentials,
  placements,
  properties,
  users,
  veterans,
} from '@server/db/schema';
import type { MessageListQuery } from '@shared/contracts/messages';
import { ACCOUNT_LINK_KINDS, ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_HOUR } from '@shared/domain/message-delivery';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { oneRecord } from './records';

export type OutboxRow = typeof outboxMessages.$inferSelect;

/**
 * The queued message with this id, row-locked until the transaction ends. Another server already
 * delivering it holds the lock, so this one skips it (no message is sent twice).
 */
export async function claimQueued<Records>(
  db: Database,
  id: string,
  records: SQL<Records>,
): Promise<(OutboxRow & { records: Records }) | null> {
  const [row] = await db
    .select({ ...getTableColumns(outboxMessages), records })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'queued')))
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function findMessage(db: Database, id: string): Promise<OutboxRow | null> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row ?? null;
}

/** The message with the records it is worded from, in one statement. */
export async function findMessageWithRecords<Records>(
  db: Database,
  id: string,
  records: SQL<Records>,
): Promise<(OutboxRow & { records: Records }) | null> {
  const [row] = await db
    .select({ ...getTableColumns(outboxMessages), records })
    .from(outboxMessages)
    .where(eq(outboxMessages.id, id));
  return row ?? null;
}

export async function markSent(
  db: Database,
  row: OutboxRow,
  sent: { recipientEmail: string; subject: string; at: Date },
): Promise<void> {
  await db
    .update(outboxMessages)
    .set({
      status: 'sent',
      attempts: row.attempts + 1,
      lastError: null,
      recipientEmail: sent.recipientEmail,
      subject: sent.subject,
      sentAt: sent.at,
    })
    .where(eq(outboxMessages.id, row.id));
}

/** One more failed attempt; `final` gives the message up (status failed) with the reason. */
export async function markAttemptFailed(
  db: Database,
  row: OutboxRow,
  failure: { reason: string; final: boolean; recipientEmail?: string; subject?: string },
): Promise<void> {
  await db
    .update(outboxMessages)
    .set({
      status: failure.final ? 'failed' : 'queued',
      attempts: row.attempts + 1,
      lastError: failure.reason,
      recipientEmail: failure.recipientEmail ?? row.recipientEmail,
      subject: failure.subject ?? row.subject,
    })
    .where(eq(outboxMessages.id, row.id));
}

/** The veteran's side was told about the engine's proposal: the dashboard shows it from now on. */
export async function markVeteranNotified(db: Database, matchId: string, at: Date): Promise<void> {
  await db
    .update(matches)
    .set({ veteranNotifiedAt: at })
    .where(and(eq(matches.id, matchId), isNull(matches.veteranNotifiedAt)));
}

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

/** Queued messages to hand to the job queue: never tried yet, or (for the sweep) waiting longer than `olderThan`. */
/**
 * Queued messages to hand to the job queue, account links first (issue 31: a reset never waits behind a backlog
 * of notices to be handed over either), then oldest first.
 */
export async function queuedMessageIds(
  db: Database,
  filter: { untriedOnly: true } | { olderThan: Date },
  limit = 2_000,
): Promise<{ id: string; kind: string }[]> {
  const where =
    'untriedOnly' in filter
      ? and(eq(outboxMessages.status, 'queued'), eq(outboxMessages.attempts, 0))
      : and(eq(outboxMessages.status, 'queued'), lt(outboxMessages.createdAt, filter.olderThan));
  return db
    .select({ id: outboxMessages.id, kind: outboxMessages.kind })
    .from(outboxMessages)
    .where(where)
    .orderBy(desc(inArray(outboxMessages.kind, [...ACCOUNT_LINK_KINDS])), asc(outboxMessages.createdAt))
    .limit(limit);
}

/**
 * The acknowledgement cap (issue 31): takes one of the address's slots for this kind of message, or answers false
 * when ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_HOUR were sent in the last hour or are being sent. One statement marks
 * the row with its address only while the others leave room, so deliveries running together can't all pass; on
 * PostgreSQL (`serialise`, inside the delivery's transaction) an advisory lock on the address makes the next
 * delivery to it wait for this one's commit.
 */
export async function reserveAcknowledgement(
  db: Database,
  row: OutboxRow,
  address: string,
  serialise: boolean,
): Promise<boolean> {
  if (serialise)
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`acknowledgement:${address}`}))`);
  const others = alias(outboxMessages, 'others');
  const taken = db
    .select({ n: count() })
    .from(others)
    .where(
      and(
        eq(others.kind, row.kind),
        eq(others.recipientEmail, address),
        ne(others.id, row.id),
        or(
          and(eq(others.status, 'sent'), gt(others.sentAt, sql`now() - interval '1 hour'`)),
          eq(others.status, 'queued'),
        ),
      ),
    );
  const reserved = await db
    .update(outboxMessages)
    .set({ recipientEmail: address })
    .where(and(eq(outboxMessages.id, row.id), sql`(${taken}) < ${ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_HOUR}`))
    .returning({ id: outboxMessages.id });
  return reserved.length > 0;
}

/** A page of messages, newest first, and how many match in all, in one prepared statement per filter. */
export async function listMessages(db: Database, query: MessageListQuery) {
  const name = query.status ? 'admin_messages_page_by_status' : 'admin_messages_page';
  const statement = preparedRead(db, name, () =>
    countedPage(
      db,
      outboxMessages,
      query.status ? eq(outboxMessages.status, sql.placeholder('status')) : undefined,
      [desc(outboxMessages.createdAt), desc(outboxMessages.id)],
    ).prepare(name),
  );
  return rowsAndTotal<OutboxRow>(await statement.execute(query));
}

/** A failed message goes back to the queue with a fresh count of attempts; false if it was not failed. */
export async function requeueFailed(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(outboxMessages)
    .set({ status: 'queued', attempts: 0, lastError: null })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'failed')))
    .returning({ id: outboxMessages.id });
  return rows.length > 0;
}
