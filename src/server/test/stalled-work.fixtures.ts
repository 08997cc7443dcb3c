import type { Database } from '@server/db/client';
import { matches, organizations, outboxMessages, properties } from '@server/db/schema';
import { makePartner } from '@server/test/accounts.fixtures';
import { insertTestHome } from '@server/test/homes.fixtures';
import { insertQueueVeteran } from '@server/test/housing-world.fixtures';
import type { HousingMatchStatus } from '@shared/domain/housing-match-status';
import type { MessageKind } from '@shared/domain/message-delivery';
import { and, eq, sql } from 'drizzle-orm';

/** Personal details (names, phones, an email) that no stalled-work reminder may carry. */
export const PERSONAL = ['Jordan Rivera', 'Sam Carter', '5185550100', '5185550199', 'jordan@example.com'];

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** A partner organisation with a sign-in and a contact email (where its reminders go). */
export async function makePartnerWithEmail(db: Database, email: string) {
  const partner = await makePartner(db, { name: 'Capital Vets Outreach' });
  await db.update(organizations).set({ email }).where(eq(organizations.id, partner.organizationId));
  return partner;
}

/**
 * A match between a new queue veteran (Sam Carter) and a new home, in `status`, whose last step (status
 * change) was at `lastStepAt`.
 */
export async function insertMatchAt(
  db: Database,
  status: HousingMatchStatus,
  lastStepAt: Date,
): Promise<string> {
  const veteranId = await insertQueueVeteran(db, '12207');
  const propertyId = await insertTestHome(db, '12207');
  const createdAt = ago(lastStepAt, DAY);
  const [row] = await db
    .insert(matches)
    .values({
      veteranId,
      propertyId,
      score: 80,
      reason: 'fits',
      status,
      origin: 'engine',
      createdAt,
      updatedAt: lastStepAt,
      contactedAt: status === 'pending' ? null : lastStepAt,
      placedAt: status === 'placed' ? lastStepAt : null,
    })
    .returning({ id: matches.id });
  if (!row) throw new Error('match not created');
  return row.id;
}

/** The queued messages of `kind` whose payload names `value` under `key` (or contains it, for lists). */
export async function messagesNaming(db: Database, kind: MessageKind, key: string, value: string) {
  return db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, kind), sql`${outboxMessages.payload}->>${key} like ${`%${value}%`}`));
}

/** The street of a match's home, as the digest names the match ("Sam C. · 123 Test St"). */
export async function matchStreet(db: Database, matchId: string): Promise<string> {
  const [row] = await db
    .select({ address: properties.address })
    .from(matches)
    .innerJoin(properties, eq(properties.id, matches.propertyId))
    .where(eq(matches.id, matchId));
  if (!row) throw new Error('match not found');
  return row.address;
}
