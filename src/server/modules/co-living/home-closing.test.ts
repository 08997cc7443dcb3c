import {
  coLivingApplications,
  coLivingHouseholds,
  coLivingMatches,
  outboxMessages,
  veterans,
} from '@server/db/schema';
import { loginUser, makeAdmin } from '@server/test/accounts.fixtures';
import { signedInPartner } from '@server/test/partner-portal.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { LISTING_CLOSED_MATCH_REASON } from '@shared/domain/inventory';
import { and, eq, inArray } from 'drizzle-orm';
import { readBlocks } from './formation-repo';
import { seedProposedHousehold } from './households.fixtures';

describeApi('a paused or filled co-living home closes the households still forming on it', (ctx) => {
  const db = () => ctx().handle.db;
  let cookie = '';
  let organizationId = '';
  beforeAll(async () => {
    cookie = await loginUser(ctx().app, (await makeAdmin(db())).username);
    organizationId = (await signedInPartner(ctx())).organizationId;
  });
  const setStatus = (propertyId: string, status: string) =>
    ctx().app.inject({
      method: 'POST',
      url: `/api/landlord/listings/${propertyId}/status`,
      headers: { cookie },
      payload: { status },
    });

  it('ends the household with the reason, returns the members to the waiting list and tells them', async () => {
    const world = await seedProposedHousehold(db(), organizationId);
    const [firstMatch] = world.matchIds;
    const applicationIds = world.applicants.map((a) => a.id);
    await db()
      .update(veterans)
      .set({ email: 'member.one@example.com' })
      .where(
        eq(
          veterans.id,
          (
            await db()
              .select()
              .from(coLivingApplications)
              .where(eq(coLivingApplications.id, applicationIds[0] ?? ''))
          )[0]?.veteranId ?? '',
        ),
      );

    const paused = await setStatus(world.propertyId, 'paused');
    expect(paused.statusCode, paused.body).toBe(200);
    const reason = LISTING_CLOSED_MATCH_REASON.paused;

    const [household] = await db()
      .select()
      .from(coLivingHouseholds)
      .where(eq(coLivingHouseholds.id, world.householdId));
    expect(household).toMatchObject({ status: 'dissolved', endedReason: reason });
    expect(household?.dissolvedAt).toBeInstanceOf(Date);
    const matches = await db()
      .select()
      .from(coLivingMatches)
      .where(inArray(coLivingMatches.id, world.matchIds));
    expect(matches.map((m) => [m.status, m.declinedBy, m.declineReason])).toEqual(
      world.matchIds.map(() => ['declined', 'landlord', reason]),
    );
    const applications = await db()
      .select()
      .from(coLivingApplications)
      .where(inArray(coLivingApplications.id, applicationIds));
    for (const row of applications)
      expect(row).toMatchObject({ status: 'pending', waitingReason: `The proposed home closed: ${reason}` });

    // each member and their case manager: two messages per member
    const told = await db()
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.kind, 'co_living.household_closed'),
          inArray(outboxMessages.recipientId, applicationIds),
        ),
      );
    expect(told).toHaveLength(6);
    const toMember = told.find(
      (m) => m.recipientId === applicationIds[0] && (m.payload as { audience: string }).audience === 'member',
    );
    expect(toMember?.payload).toMatchObject({ matchId: firstMatch });
    const preview = await ctx().app.inject({
      method: 'GET',
      url: `/api/admin/messages/${toMember?.id}`,
      headers: { cookie },
    });
    expect(preview.json().subject).toMatch(/^Co-living household will not go ahead: /);
    expect(preview.json().text).toContain(`The reason: ${reason}.`);

    // nobody refused anyone: the next run may propose these applicants together, and on this home again
    const blocks = await readBlocks(db());
    const involved = (ids: string[]) => ids.some((id) => applicationIds.includes(id));
    expect(blocks.pairs.filter(involved)).toEqual([]);
    expect(blocks.homes.filter(([applicationId]) => applicationIds.includes(applicationId))).toEqual([]);
  });

  it('keeps a household on trial (its members live there) and ends nothing when the home reopens', async () => {
    const world = await seedProposedHousehold(db(), organizationId, {
      status: 'trial',
      matchStatus: 'trial',
    });
    expect((await setStatus(world.propertyId, 'filled')).statusCode).toBe(200);
    const [household] = await db()
      .select()
      .from(coLivingHouseholds)
      .where(eq(coLivingHouseholds.id, world.householdId));
    expect(household).toMatchObject({ status: 'trial', endedReason: null });
    expect((await setStatus(world.propertyId, 'available')).statusCode).toBe(200);
  });
});
