import { auditEvents, landlordLeads, landlords, matches, organizations } from '@server/db/schema';
import {
  loginPartner,
  loginUser,
  makeAdmin,
  makeLandlord,
  makePartner,
  makeReferral,
} from '@server/test/accounts.fixtures';
import { insertTestHome } from '@server/test/homes.fixtures';
import { insertQueueVeteran } from '@server/test/housing-world.fixtures';
import { addPlacements, makeOrganization } from '@server/test/network-world.fixtures';
import type { TestContext } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';

export const daysAgo = (days: number, hours = 0) =>
  new Date(Date.now() - days * 86_400_000 - hours * 3_600_000);
const hoursAfter = (at: Date, hours: number) => new Date(at.getTime() + hours * 3_600_000);

/**
 * The network the admin oversight tests read (ages in days):
 * - referrals: 12207 Albany NY critical 1 (new), normal 20 (contacted after 2 h); 10001 New York NY high 60
 *   (closed, contacted after 6 h), all to the partner; 90001 Los Angeles CA low 200 (in progress, contacted
 *   after 10 h) and 500 (matched), to Harbor.
 * - landlord leads: 12207 at 3, 10001 at 100. Landlords: an account (now, no listing), Green Homes (5, first
 *   listing at 12208 with 2 units free), Plum Rentals (40, listing at 90001, filled). An unowned home at
 *   10001 (10, 1 unit free).
 * - matches: 12208 made 2 (pending); 90001 made 45, placed 35; 10001 made 6, placed 1.
 */
export async function buildNetworkWorld(ctx: TestContext) {
  const { db } = ctx.handle;
  const admin = await makeAdmin(db);
  const landlord = await makeLandlord(db);
  const partner = await makePartner(db, { name: 'Albany Veterans Desk' });
  const harbor = await makeOrganization(db, { name: 'Harbor Vets', zipCode: '90001', verified: true });
  const zenith = await makeOrganization(db, { name: 'Zenith Vets', zipCode: '10001', verified: false });
  await db.update(organizations).set({ email: null }).where(eq(organizations.id, zenith.id));
  await addPlacements(db, harbor.id, 12, '2024-05-01');

  type ReferralSpec = {
    urgency?: 'critical' | 'high' | 'normal' | 'low';
    status: string;
    contactedAfter?: number;
  };
  const referral = (organizationId: string, zipCode: string, days: number, spec: ReferralSpec) => {
    const createdAt = daysAgo(days);
    return makeReferral(db, organizationId, {
      zipCode,
      createdAt,
      urgency: spec.urgency ?? 'normal',
      status: spec.status as 'new',
      contactedAt: spec.contactedAfter === undefined ? null : hoursAfter(createdAt, spec.contactedAfter),
    });
  };
  await referral(partner.organizationId, '12207', 1, { urgency: 'critical', status: 'new' });
  await referral(partner.organizationId, '12207', 20, { status: 'contacted', contactedAfter: 2 });
  await referral(partner.organizationId, '10001', 60, {
    urgency: 'high',
    status: 'closed',
    contactedAfter: 6,
  });
  await referral(harbor.id, '90001', 200, { urgency: 'low', status: 'in_progress', contactedAfter: 10 });
  await referral(harbor.id, '90001', 500, { status: 'matched' });

  const lead = { contactName: 'Casey Owner', contactEmail: 'casey@example.com', propertyAddress: '9 Oak St' };
  await db.insert(landlordLeads).values([
    { ...lead, zipCode: '12207', city: 'Albany', state: 'NY', createdAt: daysAgo(3) },
    { ...lead, zipCode: '10001', city: 'New York', state: 'NY', createdAt: daysAgo(100) },
  ]);
  const landlordAt = async (name: string, days: number) => {
    const [row] = await db
      .insert(landlords)
      .values({
        name,
        email: `${name.replace(/\W/g, '').toLowerCase()}@example.com`,
        createdAt: daysAgo(days),
      })
      .returning({ id: landlords.id });
    if (!row) throw new Error('landlord not created');
    return row.id;
  };
  const green = await landlordAt('Green Homes', 5);
  const plum = await landlordAt('Plum Rentals', 40);
  const p1 = await insertTestHome(db, '12208', {
    landlordId: green,
    unitsAvailable: 2,
    createdAt: daysAgo(5),
  });
  const p2 = await insertTestHome(db, '90001', {
    landlordId: plum,
    unitsAvailable: 0,
    status: 'filled',
    createdAt: daysAgo(40),
  });
  const p3 = await insertTestHome(db, '10001', { createdAt: daysAgo(10) });
  const match = async (propertyId: string, made: number, placed: number | null) =>
    db.insert(matches).values({
      veteranId: await insertQueueVeteran(db, '12207', { createdAt: daysAgo(made + 1) }),
      propertyId,
      score: 80,
      reason: 'test',
      origin: 'engine',
      status: placed === null ? 'pending' : 'placed',
      placedAt: placed === null ? null : daysAgo(placed),
      createdAt: daysAgo(made),
    });
  await match(p1, 2, null);
  await match(p2, 45, 35);
  await match(p3, 6, 1);

  return {
    adminCookie: await loginUser(ctx.app, admin.username),
    landlordCookie: await loginUser(ctx.app, landlord.email),
    partnerToken: await loginPartner(ctx.app, partner.email),
    partner,
    harborId: harbor.id,
    zenithId: zenith.id,
  };
}

export type NetworkWorld = Awaited<ReturnType<typeof buildNetworkWorld>>;

/** The world's overview totals per time frame. */
export const EXPECTED_TOTALS = {
  '7': { totalReferrals: 1, totalLandlordLeads: 3, totalMatchOpportunities: 2, totalPlacements: 1 },
  '30': { totalReferrals: 2, totalLandlordLeads: 3, totalMatchOpportunities: 2, totalPlacements: 1 },
  '90': { totalReferrals: 3, totalLandlordLeads: 4, totalMatchOpportunities: 3, totalPlacements: 2 },
  '365': { totalReferrals: 4, totalLandlordLeads: 5, totalMatchOpportunities: 3, totalPlacements: 2 },
  all: { totalReferrals: 5, totalLandlordLeads: 5, totalMatchOpportunities: 3, totalPlacements: 2 },
} as const;

/** Only for the tests' own checks: the lead-flow period with the same number of days. */
export const LEAD_FLOW_PERIOD = { '7': 'week', '30': 'month', '90': 'quarter', '365': 'year' } as const;

export type Method = 'GET' | 'POST' | 'PATCH';

/** Requests as nobody in particular (`send`) or as the world's admin, and the audit lines of one action. */
export function oversightRequests(ctx: () => TestContext, world: () => NetworkWorld) {
  const send = (method: Method, url: string, headers: Record<string, string> = {}, payload?: object) =>
    ctx().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const asAdmin = (method: Method, url: string, payload?: object) =>
    send(method, url, { cookie: world().adminCookie }, payload);
  const get = async (url: string) => {
    const response = await asAdmin('GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const auditsOf = (action: string) =>
    ctx().handle.db.select().from(auditEvents).where(eq(auditEvents.action, action));
  return { send, asAdmin, get, auditsOf };
}
