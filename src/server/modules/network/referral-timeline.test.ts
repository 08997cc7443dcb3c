import { referrals } from '@server/db/schema';
import { selectPersonTimeline } from '@server/modules/veterans';
import { bearer, loginPartner, makePartner } from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { partnerReferralPath } from '@shared/contracts/partner';
import { personStatus } from '@shared/domain/person-timeline';
import { eq } from 'drizzle-orm';

describeApi('the timeline of a referral: referred, contacted, exited', (ctx) => {
  let partner: { organizationId: string; headers: { authorization: string } };
  let other: { headers: { authorization: string } };
  beforeAll(async () => {
    const { db } = ctx().handle;
    const made = await makePartner(db, { name: 'Timeline Referral Partners' });
    partner = {
      organizationId: made.organizationId,
      headers: bearer(await loginPartner(ctx().app, made.email)),
    };
    const another = await makePartner(db, { name: 'Another Partner' });
    other = { headers: bearer(await loginPartner(ctx().app, another.email)) };
  });

  const refer = async (name: string, phone: string) => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/veteran-referrals',
      payload: {
        orgId: partner.organizationId,
        veteranName: name,
        veteranPhone: phone,
        veteranZip: '12207',
        needType: 'housing',
        referralSource: 'org-card-modal',
        status: 'pending',
      },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    const [row] = await ctx().handle.db.select().from(referrals).where(eq(referrals.id, id));
    return { id, veteranId: row?.veteranId as string };
  };
  const patch = (id: string, payload: Record<string, unknown>, headers = partner.headers) =>
    ctx().app.inject({ method: 'PATCH', url: partnerReferralPath(id), headers, payload });

  it('a directory referral identifies the person and refers them to the organisation for the need', async () => {
    const { id, veteranId } = await refer('Morgan Ashby', '518-555-0191');
    const timeline = await selectPersonTimeline(ctx().handle.db, veteranId);
    expect(timeline.map((event) => [event.type, event.recordedByKind, event.organizationId])).toEqual([
      ['identified', 'public', partner.organizationId],
      ['referred', 'public', partner.organizationId],
    ]);
    expect(timeline[1]?.details).toEqual({ referralId: id, need: 'housing' });
    expect(personStatus(timeline)).toBe('referred');
  });

  it("the partner's contact is a contact by that organisation; closing with a destination is an exit", async () => {
    const { id, veteranId } = await refer('Dana Whitlock', '518-555-0192');
    expect((await patch(id, { status: 'contacted' })).statusCode).toBe(200);
    expect((await patch(id, { status: 'in_progress' })).statusCode).toBe(200);
    expect((await patch(id, { status: 'closed', destination: 422 })).statusCode).toBe(200);
    const timeline = await selectPersonTimeline(ctx().handle.db, veteranId);
    expect(timeline.slice(2).map((event) => [event.type, event.details, event.recordedBy])).toEqual([
      ['contacted', { livingSituation: null }, 'Timeline Referral Partners'],
      ['exited', { destination: 422 }, 'Timeline Referral Partners'],
    ]);
    expect(personStatus(timeline)).toBe('exited');
  });

  it('refuses a destination that is not HMIS 3.12 or without closing, and another partner records nothing', async () => {
    const { id, veteranId } = await refer('Ellis Crane', '518-555-0193');
    expect((await patch(id, { status: 'contacted', destination: 422 })).statusCode).toBe(400);
    expect((await patch(id, { status: 'contacted' }, other.headers)).statusCode).toBe(404);
    expect((await patch(id, { status: 'unable_to_reach', destination: 999 })).statusCode).toBe(400);
    const timeline = await selectPersonTimeline(ctx().handle.db, veteranId);
    expect(timeline.map((event) => event.type)).toEqual(['identified', 'referred']);
  });
});
