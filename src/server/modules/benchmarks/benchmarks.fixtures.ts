import { continuums, organizations, veterans } from '@server/db/schema';
import { appendPersonEvents, type NewPersonEvent } from '@server/modules/veterans';
import { loginPartner, loginUser, makeAdmin, makePartner } from '@server/test/accounts.fixtures';
import { makeOrganization } from '@server/test/network-world.fixtures';
import type { TestContext } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';

const DAY_MS = 86_400_000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/**
 * Two communities: NY-505 (the signed-in partner P) and CA-600 (Harbor). P identified p1 (10 days ago, waiting),
 * p2 (40 days ago, moved in 5 days ago: 35 days) and p3 (200 days ago, chronic: A1); Harbor identified q1
 * (20 days ago) and q2 (30 days ago), who was referred to P 25 days ago. Nobody identified r1 (a public form).
 */
export async function buildBenchmarksWorld(ctx: TestContext) {
  const { db } = ctx.handle;
  const admin = await makeAdmin(db);
  const partner = await makePartner(db, { name: 'Albany Veterans Desk' });
  const harbor = await makeOrganization(db, { name: 'Harbor Vets', zipCode: '90001', verified: true });
  await db.insert(continuums).values([
    { code: 'NY-505', name: 'Syracuse, Auburn/Onondaga, Oswego, Cayuga Counties CoC' },
    { code: 'CA-600', name: 'Los Angeles City & County CoC', inactiveAfterDays: 60 },
  ]);
  await db
    .update(organizations)
    .set({ cocCode: 'NY-505' })
    .where(eq(organizations.id, partner.organizationId));
  await db.update(organizations).set({ cocCode: 'CA-600' }).where(eq(organizations.id, harbor.id));

  const person = async (name: string) => {
    const [row] = await db
      .insert(veterans)
      .values({ name, zipCode: '12207', source: 'housing_intake' })
      .returning({ id: veterans.id });
    if (!row) throw new Error('veteran not created');
    return row.id;
  };
  const ids = {
    p1: await person('Pat One'),
    p2: await person('Pat Two'),
    p3: await person('Pat Three'),
    q1: await person('Quinn One'),
    q2: await person('Quinn Two'),
    r1: await person('Robin Public'),
  };
  const by = { kind: 'partner' as const, id: partner.organizationId };
  const byHarbor = { kind: 'partner' as const, id: harbor.id };
  const identified = (veteranId: string, days: number, organizationId: string | null, chronic = false) =>
    ({
      veteranId,
      type: 'identified',
      occurredAt: daysAgo(days),
      recordedBy:
        organizationId === harbor.id ? byHarbor : organizationId ? by : { kind: 'public', id: null },
      organizationId,
      lateReason: 'recorded for the test',
      details: {
        livingSituation: 116,
        homelessSince: chronic ? '2020-01-01' : null,
        disablingCondition: chronic,
      },
    }) as NewPersonEvent;
  await appendPersonEvents(db, [
    identified(ids.p1, 10, partner.organizationId),
    identified(ids.p2, 40, partner.organizationId),
    {
      veteranId: ids.p2,
      type: 'moved_in',
      occurredAt: daysAgo(5),
      recordedBy: by,
      organizationId: partner.organizationId,
      details: { propertyId: null, placementId: null, rentCents: null, subsidy: null },
    },
    identified(ids.p3, 200, partner.organizationId, true),
    identified(ids.q1, 20, harbor.id),
    identified(ids.q2, 30, harbor.id),
    {
      veteranId: ids.q2,
      type: 'referred',
      occurredAt: daysAgo(25),
      recordedBy: byHarbor,
      organizationId: partner.organizationId,
      lateReason: 'recorded for the test',
      details: { referralId: null, need: 'housing' },
    },
    identified(ids.r1, 15, null),
  ]);
  return {
    ids,
    harborId: harbor.id,
    partner,
    adminCookie: await loginUser(ctx.app, admin.username),
    partnerToken: await loginPartner(ctx.app, partner.email),
  };
}
export type BenchmarksWorld = Awaited<ReturnType<typeof buildBenchmarksWorld>>;
