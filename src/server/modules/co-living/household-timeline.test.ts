import { coLivingApplications, coLivingMatches, veterans } from '@server/db/schema';
import { selectPersonTimeline } from '@server/modules/veterans';
import { loginUser, makeAdmin } from '@server/test/accounts.fixtures';
import { type SignedInPartner, signedInPartner } from '@server/test/partner-portal.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { ZCoLivingApplicationInput } from '@shared/contracts/co-living';
import {
  CO_LIVING_HOMES_PATH,
  CO_LIVING_RUN_PATH,
  coLivingMatchAdvancePath,
  coLivingMatchDeclinePath,
} from '@shared/contracts/co-living-households';
import { personStatus } from '@shared/domain/person-timeline';
import { eq, inArray } from 'drizzle-orm';
import { application, coLivingHome } from './co-living.fixtures';
import { seedProposedHousehold } from './households.fixtures';
import { submitCoLivingApplication } from './service';

describeApi('the timeline of a co-living household: offered, decided, moved in', (ctx) => {
  const db = () => ctx().handle.db;
  let admin: { cookie: string };
  let partner: SignedInPartner;
  let stranger: SignedInPartner;
  beforeAll(async () => {
    admin = { cookie: await loginUser(ctx().app, (await makeAdmin(db())).username) };
    partner = await signedInPartner(ctx());
    stranger = await signedInPartner(ctx());
  });
  const post = (url: string, payload: object, headers: Record<string, string> = admin) =>
    ctx().app.inject({ method: 'POST', url, payload, headers });
  const veteranOf = async (matchId: string) => {
    const [row] = await db()
      .select({ veteranId: coLivingApplications.veteranId })
      .from(coLivingMatches)
      .innerJoin(coLivingApplications, eq(coLivingApplications.id, coLivingMatches.applicationId))
      .where(eq(coLivingMatches.id, matchId));
    return row?.veteranId as string;
  };

  it('the application identifies the veteran with where they stay and since when', async () => {
    const input = ZCoLivingApplicationInput.parse(
      application({
        veteranZip: '12207',
        livingSituation: 101,
        homelessSince: '2025-10-01',
        disablingCondition: 'no',
      }),
    );
    const { id } = await submitCoLivingApplication(db(), input, { organizationId: null, ip: '127.0.0.1' });
    const [row] = await db().select().from(coLivingApplications).where(eq(coLivingApplications.id, id));
    const [identified] = await selectPersonTimeline(db(), row?.veteranId as string);
    expect(identified).toMatchObject({
      type: 'identified',
      details: { livingSituation: 101, homelessSince: '2025-10-01', disablingCondition: false },
    });
  });

  it('a formation run offers each member a room in the household’s home', async () => {
    const home = await post(CO_LIVING_HOMES_PATH, coLivingHome({ address: '18 Birch Ln' }));
    expect(home.statusCode).toBe(201);
    for (let i = 0; i < 3; i++) {
      const input = ZCoLivingApplicationInput.parse(application({ veteranZip: '78701' }));
      await submitCoLivingApplication(db(), input, { organizationId: null, ip: '127.0.0.1' });
    }
    expect((await post(CO_LIVING_RUN_PATH, {})).json().veteransPlaced).toBe(3);
    const proposals = await db().select().from(coLivingMatches);
    expect(proposals).toHaveLength(3);
    for (const proposal of proposals) {
      const timeline = await selectPersonTimeline(db(), await veteranOf(proposal.id));
      expect(timeline.at(-1)).toMatchObject({
        type: 'offered',
        recordedByKind: 'system',
        details: {
          offerKind: 'household',
          offerId: proposal.id,
          ceEvent: 15,
          propertyId: home.json().propertyId,
        },
      });
      expect(personStatus(timeline)).toBe('offered');
    }
  });

  it('the trial is each member’s yes; an active household moves them in with their share of the rent', async () => {
    const { matchIds } = await seedProposedHousehold(db(), partner.organizationId);
    const [own] = matchIds as [string];
    await db()
      .update(veterans)
      .set({ hasVoucher: true })
      .where(eq(veterans.id, await veteranOf(own)));
    for (const step of ['notified', 'interview', 'trial', 'placed'])
      for (const id of matchIds)
        expect((await post(coLivingMatchAdvancePath(id), { to: step })).statusCode).toBe(200);
    const timeline = await selectPersonTimeline(db(), await veteranOf(own));
    expect(timeline.map((event) => [event.type, event.recordedByKind, event.details])).toEqual([
      ['identified', 'partner', expect.anything()],
      ['offer_decided', 'admin', { offerKind: 'household', offerId: own, result: 'accepted', reason: null }],
      [
        'moved_in',
        'admin',
        { propertyId: expect.any(String), placementId: null, rentCents: 84_000, subsidy: 'hud_vash' },
      ],
    ]);
    expect(personStatus(timeline)).toBe('moved_in');
  });

  it('a decline names who said no; another organisation cannot decline for the member', async () => {
    const { matchIds } = await seedProposedHousehold(db(), partner.organizationId);
    const [own, other] = matchIds as [string, string];
    const refused = await post(
      coLivingMatchDeclinePath(own),
      { declinedBy: 'veteran', reason: 'Wants a place alone' },
      stranger.headers,
    );
    expect(refused.statusCode).toBe(404);
    const mine = await post(
      coLivingMatchDeclinePath(own),
      { declinedBy: 'veteran', reason: 'Wants a place alone' },
      partner.headers,
    );
    expect(mine.statusCode).toBe(200);
    expect(
      (await post(coLivingMatchDeclinePath(other), { declinedBy: 'housemate', reason: 'Too loud' }))
        .statusCode,
    ).toBe(200);
    const decided = await db()
      .select({ veteranId: coLivingApplications.veteranId, matchId: coLivingMatches.id })
      .from(coLivingMatches)
      .innerJoin(coLivingApplications, eq(coLivingApplications.id, coLivingMatches.applicationId))
      .where(inArray(coLivingMatches.id, [own, other]));
    const results = await Promise.all(
      decided.map(async ({ veteranId, matchId }) => {
        const last = (await selectPersonTimeline(db(), veteranId)).at(-1);
        return [matchId, last?.type, last?.recordedByKind, last?.details];
      }),
    );
    expect(results).toEqual(
      expect.arrayContaining([
        [
          own,
          'offer_decided',
          'partner',
          {
            offerKind: 'household',
            offerId: own,
            result: 'declined_by_veteran',
            reason: 'Wants a place alone',
          },
        ],
        [
          other,
          'offer_decided',
          'admin',
          { offerKind: 'household', offerId: other, result: 'declined_by_provider', reason: 'Too loud' },
        ],
      ]),
    );
  });
});
