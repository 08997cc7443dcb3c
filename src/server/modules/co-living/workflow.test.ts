import {
  auditEvents,
  coLivingApplications,
  coLivingHouseholds,
  coLivingMatches,
  outboxMessages,
  veterans,
} from '@server/db/schema';
import { payloadOf } from '@server/modules/messages';
import { loginUser, makeAdmin } from '@server/test/accounts.fixtures';
import { type SignedInPartner, signedInPartner } from '@server/test/partner-portal.fixtures';
import { personStatusIn } from '@server/test/person-events.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import {
  coLivingHouseholdPath,
  coLivingMatchAdvancePath,
  coLivingMatchDeclinePath,
  type HouseholdView,
  PARTNER_CO_LIVING_PATH,
} from '@shared/contracts/co-living-households';
import { and, eq, inArray } from 'drizzle-orm';
import { type seedHousehold, seedProposedHousehold } from './households.fixtures';

const DAY_MS = 86_400_000;

describeApi('co-living households and the placement workflow', (ctx) => {
  const db = () => ctx().handle.db;
  let admin: { cookie: string };
  let partner: SignedInPartner;
  let stranger: SignedInPartner;

  beforeAll(async () => {
    const { username } = await makeAdmin(db());
    admin = { cookie: await loginUser(ctx().app, username) };
    partner = await signedInPartner(ctx());
    stranger = await signedInPartner(ctx());
  });

  type As = Record<string, string> | undefined;
  const get = (url: string, headers: As) => ctx().app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: As = admin) =>
    ctx().app.inject({ method: 'POST', url, payload, headers });
  const advance = (matchId: string, to: string, headers: As = admin) =>
    post(coLivingMatchAdvancePath(matchId), { to }, headers);
  const decline = (matchId: string, declinedBy: string, reason: string, headers: As = admin) =>
    post(coLivingMatchDeclinePath(matchId), { declinedBy, reason }, headers);
  const householdRow = async (id: string) =>
    (await db().select().from(coLivingHouseholds).where(eq(coLivingHouseholds.id, id)))[0];
  const matchRow = async (id: string) =>
    (await db().select().from(coLivingMatches).where(eq(coLivingMatches.id, id)))[0];
  const applicationRow = async (id: string) =>
    (await db().select().from(coLivingApplications).where(eq(coLivingApplications.id, id)))[0];

  /** Three applicants (the first brought by `partner`) proposed to one household. */
  const world = (options: Parameters<typeof seedHousehold>[2] = {}) =>
    seedProposedHousehold(db(), partner.organizationId, options);

  it('lists households for admins, newest first, with the total; nobody gets 401', async () => {
    const older = await world();
    const newer = await world();
    const response = await get('/api/co-living/households?limit=1', admin);
    expect(response.statusCode).toBe(200);
    expect(Number(response.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    expect(response.json().map((h: HouseholdView) => h.id)).toEqual([newer.householdId]);
    const trial = await get('/api/co-living/households?status=trial', admin);
    expect(trial.json()).toEqual([]);
    expect(older.householdId).not.toBe(newer.householdId);
    expect((await get('/api/co-living/households', undefined)).statusCode).toBe(401);
    expect((await get('/api/co-living/households', partner.headers)).statusCode).toBe(401);
    expect((await get(coLivingHouseholdPath(newer.householdId), undefined)).statusCode).toBe(401);
  });

  it('shows an admin every member, pair and figure; a partner only its own applicant by name', async () => {
    const { householdId, applicants, matchIds } = await world();
    const full = (await get(coLivingHouseholdPath(householdId), admin)).json() as HouseholdView;
    expect(full).toMatchObject({
      householdName: 'Maple House, Albany',
      status: 'forming',
      maxOccupants: 3,
      currentOccupants: 0,
      monthlyRent: 2520,
      securityDeposit: 2100,
      trialEndsAt: null,
      home: { baseRoomRate: 700, utilitiesIncluded: true, quietHours: { start: '22:00', end: '07:00' } },
    });
    expect(full.members.map((m) => m.veteranName)).toEqual(applicants.map((a) => a.veteranName));
    expect(full.members[0]).toMatchObject({
      matchId: matchIds[0],
      nextSteps: ['notified'],
      canDecline: true,
    });
    expect(full.pairs).toHaveLength(3);
    expect(full.score).toEqual(expect.any(Number));

    const mine = await get(coLivingHouseholdPath(householdId), partner.headers);
    expect(mine.statusCode).toBe(200);
    const members = (mine.json() as HouseholdView).members;
    expect(members.map((m) => m.veteranName)).toEqual([applicants[0]?.veteranName, null, null]);
    expect(members.map((m) => m.nextSteps)).toEqual([['notified'], [], []]);
    expect(members.map((m) => m.canDecline)).toEqual([true, false, false]);
    const text = mine.body;
    for (const other of applicants.slice(1)) expect(text).not.toContain(other.veteranName);
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, householdId), eq(auditEvents.actorId, partner.organizationId)));
    expect(audit).toMatchObject([{ action: 'co_living.household_viewed', actorType: 'partner' }]);

    expect((await get(coLivingHouseholdPath(householdId), stranger.headers)).statusCode).toBe(404);
    // a stranger cannot act on the household either, nor learn that the proposal exists
    expect((await advance(matchIds[1] as string, 'notified', stranger.headers)).statusCode).toBe(404);
    expect((await advance(matchIds[1] as string, 'notified', partner.headers)).statusCode).toBe(404);

    const list = await get(PARTNER_CO_LIVING_PATH, partner.headers);
    expect(list.json()).toContainEqual(
      expect.objectContaining({
        applicationId: applicants[0]?.id,
        veteranName: applicants[0]?.veteranName,
        status: 'proposed',
        householdId,
        matchStatus: 'pending',
      }),
    );
    const theirs = (await get(PARTNER_CO_LIVING_PATH, stranger.headers)).json();
    expect(theirs).toEqual([]);
    expect((await get(PARTNER_CO_LIVING_PATH, undefined)).statusCode).toBe(401);
  });

  it('moves each member step by step: trial when all accept, active when all are placed', async () => {
    const { householdId, matchIds, applicants } = await world();
    const [first, second, third] = matchIds as [string, string, string];
    // the partner moves its own applicant; admins the others
    expect((await advance(first, 'notified', partner.headers)).statusCode).toBe(200);
    expect((await matchRow(first))?.notifiedAt).toBeInstanceOf(Date);
    const skipped = await advance(second, 'trial');
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().message).toBe('This proposal is proposed: its next step is notified, not trial.');

    for (const id of [second, third]) expect((await advance(id, 'notified')).statusCode).toBe(200);
    for (const id of matchIds) expect((await advance(id, 'interview')).statusCode).toBe(200);
    expect((await advance(first, 'trial')).statusCode).toBe(200);
    expect((await advance(first, 'placed')).json().message).toBe(
      'A member is placed once the whole household is on trial.',
    );
    expect((await advance(second, 'trial')).statusCode).toBe(200);
    expect((await householdRow(householdId))?.status).toBe('forming');
    const started = await advance(third, 'trial');
    expect(started.statusCode).toBe(200);
    const view = started.json() as HouseholdView;
    expect(view).toMatchObject({ status: 'trial', currentOccupants: 3 });
    const onTrial = await householdRow(householdId);
    const days = view.recommendedTrialPeriod ?? 90;
    const length = (onTrial?.trialEndsAt?.getTime() ?? 0) - (onTrial?.trialStartedAt?.getTime() ?? 0);
    expect(length).toBe(days * DAY_MS);
    expect((await matchRow(third))?.trialStartedAt).toBeInstanceOf(Date);

    for (const id of matchIds) expect((await advance(id, 'placed')).statusCode).toBe(200);
    const active = await householdRow(householdId);
    expect(active).toMatchObject({ status: 'active', activeAt: expect.any(Date) });
    const applications = await db()
      .select({ status: coLivingApplications.status })
      .from(coLivingApplications)
      .where(
        inArray(
          coLivingApplications.id,
          applicants.map((a) => a.id),
        ),
      );
    expect(applications.map((a) => a.status)).toEqual(['placed', 'placed', 'placed']);
    // a placed veteran leaves every matching queue
    const placedVeterans = await db()
      .select({ id: veterans.id })
      .from(veterans)
      .innerJoin(coLivingApplications, eq(coLivingApplications.veteranId, veterans.id))
      .where(
        inArray(
          coLivingApplications.id,
          applicants.map((a) => a.id),
        ),
      );
    const statuses = await Promise.all(placedVeterans.map((v) => personStatusIn(db(), v.id)));
    expect(statuses).toEqual(['moved_in', 'moved_in', 'moved_in']);
    const closed = await decline(first, 'veteran', 'Changed my mind');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toContain('household is active');

    const audit = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, first))
      .orderBy(auditEvents.createdAt);
    expect(audit.map((a) => a.action)).toEqual(Array(4).fill('co_living.match_advanced'));
    expect(audit[0]).toMatchObject({ actorType: 'partner', details: { from: 'pending', to: 'notified' } });
  });

  it('tells each case manager of the proposal without anyone’s name', async () => {
    const { matchIds, applicants } = await world();
    await Promise.all(matchIds.map((id) => advance(id, 'notified')));
    const queued = await db()
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.kind, 'co_living.proposal'),
          inArray(
            outboxMessages.recipientId,
            applicants.map((a) => a.id),
          ),
        ),
      );
    // the veteran and the case manager of each applicant
    expect(queued).toHaveLength(6);
    const mine = queued.find(
      (q) => q.recipientId === applicants[0]?.id && payloadOf(q).audience === 'case_manager',
    );
    const preview = (await get(`/api/admin/messages/${mine?.id}`, admin)).json();
    expect(preview.subject).toBe(`Co-living household proposed: ${applicants[0]?.reference}`);
    expect(preview.text).toContain('Maple House, Albany, at ');
    expect(preview.text).toContain(
      'The housemates: a veteran of the Army (Post-9/11); a veteran of the Army (Any era).',
    );
    expect(preview.text).toContain('The monthly rent share is $840.');
    expect(preview.text).toContain('The recommended trial period is 60 days');
    expect(preview.text).toContain('Agree quiet hours');
    expect(preview.text).toContain('/partner/co-living/households/');
    for (const applicant of applicants) expect(preview.text).not.toContain(applicant.veteranName);
  });

  it('declines: the applicant waits again with the reason, a trial goes back to forming, none left dissolves', async () => {
    const { householdId, matchIds, applicants } = await world({ status: 'trial', matchStatus: 'trial' });
    const [first, second, third] = matchIds as [string, string, string];
    expect((await decline(first, 'staff', '')).statusCode).toBe(400);
    const response = await decline(first, 'housemate', 'Different schedules', partner.headers);
    expect(response.statusCode).toBe(200);
    expect(await matchRow(first)).toMatchObject({
      status: 'declined',
      declinedBy: 'housemate',
      declineReason: 'Different schedules',
      declinedAt: expect.any(Date),
    });
    expect(await applicationRow(applicants[0]?.id as string)).toMatchObject({
      status: 'pending',
      waitingReason: 'Declined by a housemate: Different schedules',
    });
    expect(await householdRow(householdId)).toMatchObject({ status: 'forming', trialEndsAt: null });
    const view = response.json() as HouseholdView;
    expect(view.members.map((m) => m.status)).toEqual(['trial', 'trial', 'declined']);
    expect(view.monthlyRent).toBe(1680);
    expect(view.pairs).toHaveLength(1);
    expect((await decline(first, 'veteran', 'Again')).json().message).toBe(
      'This proposal is declined: it can no longer be declined.',
    );
    const queued = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipientId, applicants[0]?.id as string));
    const declined = queued.find(
      (q) => q.kind === 'co_living.proposal_declined' && payloadOf(q).audience === 'case_manager',
    );
    const preview = (await get(`/api/admin/messages/${declined?.id}`, admin)).json();
    expect(preview.subject).toBe(`Co-living proposal declined: ${applicants[0]?.reference}`);
    expect(preview.text).toContain('(Maple House, Albany) was declined by a housemate.');

    for (const id of [second, third])
      expect((await decline(id, 'landlord', 'Home sold')).statusCode).toBe(200);
    expect(await householdRow(householdId)).toMatchObject({
      status: 'dissolved',
      dissolvedAt: expect.any(Date),
    });
    const seen = (await get(coLivingHouseholdPath(householdId), partner.headers)).json() as HouseholdView;
    expect(seen.members.map((m) => m.declineReason)).toEqual(['Different schedules', null, null]);
    expect((await advance(second, 'placed')).json().message).toContain('household is dissolved');
  });

  it('lets one of two racing steps through and refuses the other', async () => {
    const { matchIds } = await world();
    const match = matchIds[0] as string;
    const codes = (await Promise.all([advance(match, 'notified'), advance(match, 'notified')])).map(
      (r) => r.statusCode,
    );
    expect(codes.sort()).toEqual([200, 409]);
  });
});
