import type { Database } from '@server/db/client';
import { matches, veterans } from '@server/db/schema';
import { bearer, signedInAdmin, signedInLandlord, signedInPartner } from '@server/test/accounts.fixtures';
import type { TestContext } from '@server/test/test-app.fixtures';
import { sql } from 'drizzle-orm';

/** For API tests: a veteran waiting in the housing queue (intake form), no needs unless changed. */
export async function insertQueueVeteran(
  db: Database,
  zipCode: string,
  change: Partial<typeof veterans.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(veterans)
    .values({
      name: 'Sam Carter',
      phone: '5185550199',
      email: 'sam@example.com',
      caseManagerEmail: 'cm@example.org',
      zipCode,
      source: 'housing_intake',
      ...change,
    })
    .returning({ id: veterans.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** For API tests: a person an organisation brought in by bulk intake (no contact details), near ZIP 12207. */
export async function insertBroughtInPerson(
  db: Database,
  organizationId: string,
  name: string,
): Promise<string> {
  const [row] = await db
    .insert(veterans)
    .values({ name, zipCode: '12207', source: 'bulk_intake', organizationId })
    .returning({ id: veterans.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** For API tests: an engine match of the veteran and the home (score 70), pending unless changed. */
export async function insertTestMatch(
  db: Database,
  veteranId: string,
  propertyId: string,
  change: Partial<typeof matches.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(matches)
    .values({ veteranId, propertyId, score: 70, reason: 'test', origin: 'engine', ...change })
    .returning({ id: matches.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** For API tests: a queue veteran near ZIP 12207 (as `veteran` says) and their engine match on `propertyId`. */
export async function insertMatchedVeteran(
  db: Database,
  propertyId: string,
  veteran: Partial<typeof veterans.$inferInsert>,
  match: Partial<typeof matches.$inferInsert> = {},
): Promise<{ veteranId: string; matchId: string }> {
  const veteranId = await insertQueueVeteran(db, '12207', veteran);
  return { veteranId, matchId: await insertTestMatch(db, veteranId, propertyId, match) };
}

/** For API tests: an engine proposal the veteran has been told about (status as the engine leaves it unless changed). */
export const insertAnnouncedProposal = (
  db: Database,
  veteranId: string,
  propertyId: string,
  change: Partial<typeof matches.$inferInsert> = {},
): Promise<string> =>
  insertTestMatch(db, veteranId, propertyId, { reason: 'x', veteranNotifiedAt: new Date(), ...change });

/** Empties the tables an engine run reads and writes, so each test starts from nothing. */
export async function clearHousing(db: Database): Promise<void> {
  await db.execute(sql`delete from outbox_messages`);
  await db.execute(sql`delete from matches`);
  await db.execute(sql`delete from veterans`);
  await db.execute(sql`delete from properties`);
}

/**
 * An admin, a landlord and two partners, all signed in. Call inside describeApi; fills in beforeAll.
 */
export function housingActors(ctx: () => TestContext) {
  const actors = {
    adminCookie: '',
    landlordCookie: '',
    landlordId: '',
    partnerToken: '',
    partnerOrgId: '',
    otherPartnerToken: '',
    otherPartnerOrgId: '',
  };
  beforeAll(async () => {
    const landlord = await signedInLandlord(ctx());
    const partner = await signedInPartner(ctx());
    const other = await signedInPartner(ctx());
    actors.adminCookie = (await signedInAdmin(ctx())).cookie;
    actors.landlordCookie = landlord.cookie;
    actors.landlordId = landlord.landlordId;
    actors.partnerToken = partner.token;
    actors.partnerOrgId = partner.organizationId;
    actors.otherPartnerToken = other.token;
    actors.otherPartnerOrgId = other.organizationId;
  });

  type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
  const send = (method: Method, url: string, headers: Record<string, string> = {}, payload?: unknown) =>
    ctx().app.inject({ method, url, headers, payload: payload as object | undefined });
  const asAdmin = (method: Method, url: string, payload?: unknown) =>
    send(method, url, { cookie: actors.adminCookie }, payload);
  const asLandlord = (method: Method, url: string, payload?: unknown) =>
    send(method, url, { cookie: actors.landlordCookie }, payload);
  const asPartner = (method: Method, url: string, payload?: unknown, other = false) =>
    send(method, url, bearer(other ? actors.otherPartnerToken : actors.partnerToken), payload);

  return { actors, send, asAdmin, asLandlord, asPartner };
}
