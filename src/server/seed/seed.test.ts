import type { Database } from '@server/db/client';
import {
  coLivingApplications,
  coLivingHomes,
  coLivingHouseholds,
  coLivingRuns,
  inboxItems,
  landlords,
  organizations,
  partnerCredentials,
  personEvents,
  placements,
  properties,
  referrals,
  users,
  veterans,
} from '@server/db/schema';
import { lookupZip } from '@server/lib/zip-lookup';
import { selectPersonPaths } from '@server/modules/veterans';
import { describeApi } from '@server/test/test-app.fixtures';
import { SERVICE_CATEGORIES } from '@shared/domain/partner-tiers';
import { PERSON_STATUSES } from '@shared/domain/person-timeline';
import { PLACEMENT_TIERS, placementTier } from '@shared/domain/placement-tiers';
import { REFERRAL_STATUSES } from '@shared/domain/referral-status';
import { isValidSlug } from '@shared/domain/slug';
import { URGENCY_LEVELS } from '@shared/domain/urgency';
import { and, count, eq, inArray, min, sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS_SUMMARY, DEMO_PASSWORD, seedDemoData } from '.';
import { CO_LIVING_DEMO_HOMES } from './co-living-homes';
import { DEMO_PARTNER_EMAILS } from './demo-accounts';
import { seedHomes } from './homes';
import { NETWORK_SIZE } from './network';
import { DEMO_HOME_ZIPS } from './places';
import { createRandom } from './random';

const DEMO_SLUGS = ['capital-region-veterans-alliance', 'hudson-valley-veteran-services'];

async function placementCount(db: Database) {
  const [row] = await db.select({ n: count() }).from(placements);
  return row?.n ?? 0;
}

async function demoLandlordId(db: Database): Promise<string> {
  const [row] = await db.select().from(landlords).where(eq(landlords.email, 'landlord@demo.org'));
  if (!row) throw new Error('no demo landlord');
  return row.id;
}

async function tableCounts(db: Database) {
  const tables = { users, organizations, partnerCredentials, referrals, veterans, properties };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describeApi('seedDemoData on an empty database', (ctx) => {
  it('seeds homes, veterans, the demo accounts and referrals, and lists the accounts in the summary', async () => {
    const result = await seedDemoData(ctx().handle.db);
    expect(result?.summary).toMatch(/^\d+ homes, \d+ veterans; 2 partner organizations, 32 referrals\n/);
    expect(result?.summary).toContain(DEMO_ACCOUNTS_SUMMARY);
    expect(DEMO_ACCOUNTS_SUMMARY).toBe(
      'Demo accounts: admin / veterans-demo (admin), partner@demo.org, partner2@demo.org / veterans-demo (partners), landlord@demo.org / veterans-demo (landlord)',
    );
  });

  it('gives both demo partners referrals in every status and every urgency', async () => {
    const { db } = ctx().handle;
    for (const email of DEMO_PARTNER_EMAILS) {
      const [cred] = await db.select().from(partnerCredentials).where(eq(partnerCredentials.email, email));
      if (!cred) throw new Error(`no credentials for ${email}`);
      const rows = await db
        .select({ status: referrals.status, urgency: referrals.urgency, contactedAt: referrals.contactedAt })
        .from(referrals)
        .where(eq(referrals.organizationId, cred.organizationId));
      expect(rows.length).toBeGreaterThanOrEqual(14);
      expect(rows.length).toBeLessThanOrEqual(18);
      // placed is reached only by recording a placement from the referral
      expect(new Set(rows.map((r) => r.status))).toEqual(
        new Set(REFERRAL_STATUSES.filter((status) => status !== 'placed')),
      );
      expect(new Set(rows.map((r) => r.urgency))).toEqual(new Set(URGENCY_LEVELS));
      for (const row of rows) expect(row.contactedAt === null).toBe(row.status === 'new');
    }
  });

  it('describes the two organisations as the design says', async () => {
    const rows = await ctx()
      .handle.db.select()
      .from(organizations)
      .where(inArray(organizations.slug, DEMO_SLUGS))
      .orderBy(organizations.integrationTier);
    expect(rows.map((o) => [o.name, o.city, o.zipCode, o.integrationTier, o.verified])).toEqual([
      ['Hudson Valley Veteran Services', 'Poughkeepsie', '12601', 1, false],
      ['Capital Region Veterans Alliance', 'Albany', '12207', 2, true],
    ]);
    expect(rows[1]?.serviceCategories).toEqual(['housing', 'benefits', 'mental_health']);
    expect(rows[1]?.accredited).toBe(true);
    expect(rows[0]?.serviceCategories).toEqual(['housing', 'legal']);
  });

  it('builds a directory of 150+ organisations in 40+ states with real places and every tier', async () => {
    const { db } = ctx().handle;
    const rows = await db.select().from(organizations);
    const counts = await db
      .select({ id: placements.organizationId, n: count() })
      .from(placements)
      .groupBy(placements.organizationId);
    const placed = new Map(counts.map((row) => [row.id, row.n]));
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(new Set(rows.map((o) => o.state)).size).toBeGreaterThanOrEqual(40);
    for (const org of rows) {
      expect(lookupZip(org.zipCode), org.zipCode).toMatchObject({ city: org.city, state: org.state });
      expect(isValidSlug(org.slug), org.slug).toBe(true);
    }
    expect(new Set(rows.map((o) => o.slug)).size).toBe(rows.length);
    expect(new Set(rows.flatMap((o) => o.serviceCategories))).toEqual(new Set(SERVICE_CATEGORIES));
    expect(new Set(rows.map((o) => o.integrationTier))).toEqual(new Set([1, 2, 3, 4, 5]));
    const tiers = new Set(rows.map((o) => placementTier(placed.get(o.id) ?? 0, o.verified)));
    expect(tiers).toEqual(new Set(PLACEMENT_TIERS));
    for (const flag of ['accredited', 'verified', 'allowsDirectReferrals'] as const) {
      expect(new Set(rows.map((o) => o[flag]))).toEqual(new Set([true, false]));
    }
    const albany = rows.find((o) => o.slug === 'capital-region-veterans-alliance');
    expect(placed.get(albany?.id ?? '')).toBeGreaterThan(0);
  });

  it('signs every demo account in with the demo password', async () => {
    const { app } = ctx();
    for (const email of DEMO_PARTNER_EMAILS) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/partner/login',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, organization: { email } });
    }
    const admin = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'admin', password: DEMO_PASSWORD },
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({
      success: true,
      user: { username: 'admin', role: 'admin', displayName: 'Demo Admin' },
    });
    const landlord = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'landlord@demo.org', password: DEMO_PASSWORD },
    });
    expect(landlord.json()).toMatchObject({
      success: true,
      user: { role: 'landlord', displayName: 'Demo Landlord' },
    });
  });

  it('gives the demo landlord the seeded homes around ZIP 12345', async () => {
    const { db } = ctx().handle;
    const owned = await db
      .select({ zipCode: properties.zipCode })
      .from(properties)
      .where(and(eq(properties.landlordId, await demoLandlordId(db)), eq(properties.source, 'seed')));
    expect(owned.map((home) => home.zipCode).sort()).toEqual([...DEMO_HOME_ZIPS].sort());
  });

  it('makes the demo landlord a verified account and keeps every demo home out of the review queue', async () => {
    const { db } = ctx().handle;
    const [landlord] = await db.select().from(landlords).where(eq(landlords.email, 'landlord@demo.org'));
    expect(landlord?.verifiedAt).toBeInstanceOf(Date);
    const statuses = await db.selectDistinct({ status: properties.status }).from(properties);
    expect(statuses.map((row) => row.status).sort()).toEqual(['available', 'filled']);
  });

  it('fills the operations inbox through the forms: a question, a plan request, a lead and stalled matches', async () => {
    const { db } = ctx().handle;
    const items = await db.select({ type: inboxItems.type, summary: inboxItems.summary }).from(inboxItems);
    expect(
      items
        .filter(
          (item) => !['stalled_match', 'co_living_application', 'possible_duplicate'].includes(item.type),
        )
        .sort((a, b) => a.type.localeCompare(b.type)),
    ).toEqual([
      { type: 'contact_message', summary: 'Dana Brooks: Room near Albany' },
      { type: 'landlord_lead', summary: 'Glen Porter offers 2 units at 41 Quail St, 12206' },
      { type: 'plan_request', summary: 'Ruth Alvarez: Ongoing Support plan' },
    ]);
    expect(items.some((item) => item.type === 'stalled_match')).toBe(true);
  });

  it('seeds the co-living program: about 60 applicants, homes, a first run, and a home listed after it', async () => {
    const { db } = ctx().handle;
    const applications = await db
      .select({ status: coLivingApplications.status, organizationId: coLivingApplications.organizationId })
      .from(coLivingApplications);
    expect(applications.length).toBe(60);
    expect(applications.filter((a) => a.organizationId !== null).length).toBeGreaterThan(0);
    const households = await db.select({ id: coLivingHouseholds.id }).from(coLivingHouseholds);
    expect(households.length).toBeGreaterThan(0);
    expect(applications.filter((a) => a.status === 'proposed').length).toBeGreaterThanOrEqual(
      3 * households.length - households.length,
    );
    const homes = await db.select({ id: coLivingHomes.propertyId }).from(coLivingHomes);
    expect(homes.length).toBe(CO_LIVING_DEMO_HOMES.length);
    const [run] = await db.select().from(coLivingRuns);
    expect(run?.totalCompatibility).toBeLessThanOrEqual(run?.upperBound ?? 0);
  });

  it('keeps what each intake reported: every referral, match request, co-living application and person has its report', async () => {
    const { db } = ctx().handle;
    const result = (await db.execute(sql`
      select
        (select count(*)::int from referrals r where not exists (select 1 from intake_reports i where i.subject_id = r.id)) as referrals,
        (select count(*)::int from co_living_applications a
          where not exists (select 1 from intake_reports i where i.subject_id = a.id)) as applications,
        (select count(*)::int from veterans v where not exists (select 1 from intake_reports i where i.veteran_id = v.id)) as people`)) as unknown as {
      rows: unknown[];
    };
    expect(result.rows[0]).toEqual({ referrals: 0, applications: 0, people: 0 });
  });

  it('gives every person a year of history: identified with where they slept, and every kind of status', async () => {
    const { db } = ctx().handle;
    const people = await db.select({ id: veterans.id }).from(veterans);
    const paths = await selectPersonPaths(db, sql`select id from veterans`);
    expect(paths.size).toBe(people.length);
    const statuses = new Set([...paths.values()].map((path) => path.status));
    expect([...statuses].sort()).toEqual([...PERSON_STATUSES].sort());
    const [oldest] = await db.select({ at: min(personEvents.occurredAt) }).from(personEvents);
    expect(Date.now() - (oldest?.at?.getTime() ?? Date.now())).toBeGreaterThan(180 * 86_400_000);
  });

  it('seeds nothing the second time', async () => {
    const { db } = ctx().handle;
    const before = await tableCounts(db);
    expect(await seedDemoData(db)).toBeNull();
    expect(await tableCounts(db)).toEqual(before);
  });
});

describeApi('seedDemoData on a database seeded by the previous release', (ctx) => {
  it('adds the accounts and referrals and gives the existing homes to the demo landlord', async () => {
    const { db } = ctx().handle;
    await seedHomes(db, createRandom(1));
    const homesBefore = (await tableCounts(db)).properties;

    const result = await seedDemoData(db);
    expect(result?.summary).toBe(
      `2 partner organizations, 32 referrals\n${DEMO_ACCOUNTS_SUMMARY}; ` +
        `${NETWORK_SIZE} network organizations, ${await placementCount(db)} placements; ` +
        `60 co-living applicants, ${CO_LIVING_DEMO_HOMES.length} co-living homes, ` +
        `${(await db.select().from(coLivingHouseholds)).length} households`,
    );
    expect((await tableCounts(db)).properties).toBe((homesBefore ?? 0) + CO_LIVING_DEMO_HOMES.length);
    const owned = await db
      .select({ n: count() })
      .from(properties)
      .where(and(eq(properties.landlordId, await demoLandlordId(db)), eq(properties.source, 'seed')));
    expect(owned[0]?.n).toBe(DEMO_HOME_ZIPS.length);
  });
});
