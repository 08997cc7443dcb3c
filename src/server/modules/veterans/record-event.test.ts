import { auditEvents, veterans } from '@server/db/schema';
import { loginUser, makeAdmin, makeLandlord } from '@server/test/accounts.fixtures';
import { type SignedInPartner, signedInPartner } from '@server/test/partner-portal.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import {
  adminPersonEventsPath,
  LATE_REASON_MESSAGE,
  partnerPersonEventsPath,
} from '@shared/contracts/person-events';
import { and, eq } from 'drizzle-orm';
import { selectPersonTimeline } from './index';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describeApi('recording a contact, transitional housing, an exit or a return', (ctx) => {
  const db = () => ctx().handle.db;
  let partner: SignedInPartner;
  let stranger: SignedInPartner;
  let admin = '';
  let landlord = '';
  beforeAll(async () => {
    partner = await signedInPartner(ctx());
    stranger = await signedInPartner(ctx());
    admin = await loginUser(ctx().app, (await makeAdmin(db())).username);
    landlord = await loginUser(ctx().app, (await makeLandlord(db())).email);
  });
  const person = async (organizationId: string | null) => {
    const [row] = await db()
      .insert(veterans)
      .values({ name: 'Avery Holt', zipCode: '12207', source: 'housing_intake', organizationId })
      .returning({ id: veterans.id });
    return row?.id as string;
  };
  const post = (url: string, payload: unknown, headers: Record<string, string>) =>
    ctx().app.inject({ method: 'POST', url, payload: payload as object, headers });

  it("a case worker records a contact where the person sleeps on their own person's timeline", async () => {
    const id = await person(partner.organizationId);
    const res = await post(
      partnerPersonEventsPath(id),
      { type: 'contacted', livingSituation: 116 },
      partner.headers,
    );
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().status).toBe('waiting');
    const [event] = await selectPersonTimeline(db(), id);
    expect(event).toMatchObject({
      type: 'contacted',
      recordedByKind: 'partner',
      organizationId: partner.organizationId,
      details: { livingSituation: 116 },
    });
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, id), eq(auditEvents.action, 'person_event.recorded')));
    expect(audit).toMatchObject({ actorType: 'partner', actorId: partner.organizationId });
  });

  it('an earlier event needs its reason after 7 days; a future one is refused; nothing is written', async () => {
    const id = await person(partner.organizationId);
    const late = { type: 'transitional_entered', programme: 'grant_per_diem', occurredAt: daysAgo(20) };
    const refused = await post(partnerPersonEventsPath(id), late, partner.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([{ path: 'lateReason', message: LATE_REASON_MESSAGE }]);
    const future = await post(
      partnerPersonEventsPath(id),
      { type: 'transitional_left', occurredAt: daysAgo(-3) },
      partner.headers,
    );
    expect(future.statusCode).toBe(400);
    expect(await selectPersonTimeline(db(), id)).toEqual([]);
    const kept = await post(
      partnerPersonEventsPath(id),
      { ...late, lateReason: 'From the outreach paper log' },
      partner.headers,
    );
    expect(kept.statusCode).toBe(201);
    expect(kept.json().timeline).toMatchObject([
      { type: 'transitional_entered', lateReason: 'From the outreach paper log' },
    ]);
  });

  it('an admin records an exit and a return for anyone; the status follows', async () => {
    const id = await person(null);
    await post(
      adminPersonEventsPath(id),
      { type: 'contacted', livingSituation: 101, occurredAt: daysAgo(3) },
      { cookie: admin },
    );
    const exited = await post(
      adminPersonEventsPath(id),
      { type: 'exited', destination: 423, occurredAt: daysAgo(2) },
      { cookie: admin },
    );
    expect(exited.statusCode).toBe(201);
    expect(exited.json().status).toBe('exited');
    const back = await post(
      adminPersonEventsPath(id),
      { type: 'returned', from: 'from_housing' },
      { cookie: admin },
    );
    expect(back.json().status).toBe('waiting');
    const events = await selectPersonTimeline(db(), id);
    expect(events.map((event) => [event.type, event.recordedByKind, event.recordedBy])).toEqual([
      ['contacted', 'admin', 'Test Admin'],
      ['exited', 'admin', 'Test Admin'],
      ['returned', 'admin', 'Test Admin'],
    ]);
  });

  it("refuses another organisation's person (404), a landlord, nobody, and what other workflows record", async () => {
    const id = await person(partner.organizationId);
    const contact = { type: 'contacted', livingSituation: 116 };
    expect((await post(partnerPersonEventsPath(id), contact, stranger.headers)).statusCode).toBe(404);
    expect((await post(partnerPersonEventsPath(id), contact, {})).statusCode).toBe(401);
    expect((await post(adminPersonEventsPath(id), contact, { cookie: landlord })).statusCode).toBe(403);
    expect((await post(adminPersonEventsPath(id), contact, partner.headers)).statusCode).toBe(401);
    const moved = { type: 'moved_in', propertyId: null, placementId: null, rentCents: 1, subsidy: null };
    expect((await post(partnerPersonEventsPath(id), moved, partner.headers)).statusCode).toBe(400);
    const offered = { type: 'offered', offerKind: 'match', offerId: id, ceEvent: 15, propertyId: null };
    expect((await post(adminPersonEventsPath(id), offered, { cookie: admin })).statusCode).toBe(400);
    expect(
      (await post(partnerPersonEventsPath(id), { type: 'contacted', livingSituation: 555 }, partner.headers))
        .statusCode,
    ).toBe(400);
    expect((await post(partnerPersonEventsPath('not-a-uuid'), contact, partner.headers)).statusCode).toBe(
      400,
    );
    expect(await selectPersonTimeline(db(), id)).toEqual([]);
  });
});
