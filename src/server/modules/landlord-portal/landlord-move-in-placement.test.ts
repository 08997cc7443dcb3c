import {
  auditEvents,
  matches,
  outboxMessages,
  personEvents,
  placements,
  properties,
  referrals,
} from '@server/db/schema';
import { insertTestHome } from '@server/test/homes.fixtures';
import {
  clearHousing,
  housingActors,
  insertQueueVeteran,
  insertTestMatch,
} from '@server/test/housing-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { landlordMatchOutcomePath } from '@shared/contracts/landlord-answers';
import { placementsPath } from '@shared/contracts/placements';
import { and, eq } from 'drizzle-orm';

const today = () => new Date().toISOString().slice(0, 10);

/** Brief tim34 step 1: a landlord's "moved in" is a placement, written by the one placements path, all or nothing. */
describeApi("a landlord's move-in records the placement", (ctx) => {
  const { actors, asLandlord, asPartner } = housingActors(ctx);
  const db = () => ctx().handle.db;
  let home = '';
  let n = 0;

  beforeAll(async () => {
    await clearHousing(db());
    home = await insertTestHome(db(), '12207', {
      landlordId: actors.landlordId,
      address: '14 Placement Way',
      unitsAvailable: 3,
    });
  });

  /** An approved match on the landlord's home; the veteran referred to the partner when `referred`. */
  const approvedMatch = async (referred: boolean) => {
    n += 1;
    const veteranId = await insertQueueVeteran(db(), '12207', {
      name: `Casey ${n} Placed`,
      phone: `518555${String(2000 + n)}`,
      email: `casey${n}@example.com`,
      hasVoucher: true,
    });
    const [referral] = referred
      ? await db()
          .insert(referrals)
          .values({ organizationId: actors.partnerOrgId, veteranId, source: 'test', status: 'contacted' })
          .returning({ id: referrals.id })
      : [];
    const matchId = await insertTestMatch(db(), veteranId, home, {
      status: 'approved',
      reference: `VH-P${n}`,
    });
    return { veteranId, matchId, referralId: referral?.id };
  };
  const units = async () =>
    (await db().select().from(properties).where(eq(properties.id, home)))[0]?.unitsAvailable;
  const movedIn = async (veteranId: string) =>
    (await db().select().from(personEvents).where(eq(personEvents.veteranId, veteranId))).filter(
      (event) => event.type === 'moved_in',
    );

  it('writes the placement the partner sees, the referral and match placed, a unit taken, moved_in once', async () => {
    const { veteranId, matchId, referralId } = await approvedMatch(true);
    const before = await units();
    const res = await asLandlord('POST', landlordMatchOutcomePath(matchId), {
      outcome: 'moved_in',
      date: today(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'placed', answer: 'moved_in' });

    const list = await asPartner('GET', placementsPath(actors.partnerOrgId));
    expect(list.statusCode).toBe(200);
    const mine = list.json().filter((row: { veteranId: string }) => row.veteranId === veteranId);
    expect(mine).toEqual([
      expect.objectContaining({
        propertyId: home,
        placementDate: today(),
        monthlyRent: 800,
        isVABenefitBased: true,
        status: 'completed',
        veteranName: `Casey ${n} Placed`,
      }),
    ]);
    const [referral] = await db()
      .select()
      .from(referrals)
      .where(eq(referrals.id, referralId ?? ''));
    expect(referral?.status).toBe('placed');
    const [match] = await db().select().from(matches).where(eq(matches.id, matchId));
    expect(match?.status).toBe('placed');
    expect(await units()).toBe((before ?? 0) - 1);
    const events = await movedIn(veteranId);
    expect(events).toHaveLength(1);
    expect(events[0]?.recordedByKind).toBe('landlord');
    expect(events[0]?.details).toMatchObject({
      placementId: mine[0].id,
      propertyId: home,
      subsidy: 'hud_vash',
    });
    const audits = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'placement.recorded'), eq(auditEvents.targetId, mine[0].id)));
    expect(audits).toEqual([expect.objectContaining({ actorType: 'landlord' })]);
    const notices = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'placement.recorded'));
    expect(
      notices.filter((row) => (row.payload as { placementId?: string }).placementId === mine[0].id),
    ).toHaveLength(1);
  });

  it('a veteran no organisation works with: the match is placed and the timeline says so, with no placements row', async () => {
    const { veteranId, matchId } = await approvedMatch(false);
    const res = await asLandlord('POST', landlordMatchOutcomePath(matchId), {
      outcome: 'moved_in',
      date: today(),
    });
    expect(res.json()).toMatchObject({ status: 'placed' });
    expect(await db().select().from(placements).where(eq(placements.veteranId, veteranId))).toEqual([]);
    expect(await movedIn(veteranId)).toHaveLength(1);
  });

  it('all or nothing: with no unit left, nothing is written (no placement, referral and match as they were)', async () => {
    const { veteranId, matchId, referralId } = await approvedMatch(true);
    await db().update(properties).set({ unitsAvailable: 0 }).where(eq(properties.id, home));
    const res = await asLandlord('POST', landlordMatchOutcomePath(matchId), {
      outcome: 'moved_in',
      date: today(),
    });
    expect(res.statusCode).toBe(409);
    expect(await db().select().from(placements).where(eq(placements.veteranId, veteranId))).toEqual([]);
    const [referral] = await db()
      .select()
      .from(referrals)
      .where(eq(referrals.id, referralId ?? ''));
    expect(referral?.status).toBe('contacted');
    const [match] = await db().select().from(matches).where(eq(matches.id, matchId));
    expect(match?.status).toBe('approved');
    expect(await movedIn(veteranId)).toEqual([]);
  });
});
