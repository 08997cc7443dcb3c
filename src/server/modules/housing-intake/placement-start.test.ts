import { outboxMessages, referrals, veterans } from '@server/db/schema';
import { makeOrganization } from '@server/test/network-world.fixtures';
import { signedInPartner } from '@server/test/partner-portal.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';

const intake = {
  name: 'Robin Placement',
  phone: '518-555-0177',
  email: '',
  caseManagerEmail: 'cm@vso.org',
  zipCode: '12207',
  hasVoucher: true,
  requiresAccessibility: false,
  hasPet: false,
  urgencyLevel: 'high',
  additionalNotes: 'Needs a ground floor',
};

describeApi("an organisation's 'Start Housing Placement': the intake refers the veteran to it", (ctx) => {
  const post = (payload: object, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'POST', url: '/api/veterans-housing', payload, headers });

  it('registers the veteran for housing and refers them to the organisation, which is told', async () => {
    const { db } = ctx().handle;
    const organization = await makeOrganization(db, {
      name: 'Placement Partners',
      zipCode: '12207',
      categories: ['housing'],
    });
    const response = await post({ ...intake, organizationId: organization.id });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.referral).toEqual({
      organizationName: 'Placement Partners',
      reference: expect.stringMatching(/^RF-[2-9A-HJ-NP-Z]{6}$/),
    });
    const [referral] = await db
      .select()
      .from(referrals)
      .where(eq(referrals.reference, body.referral.reference));
    expect(referral).toMatchObject({ organizationId: organization.id, needType: 'housing', urgency: 'high' });
    const [veteran] = await db
      .select()
      .from(veterans)
      .where(eq(veterans.id, referral?.veteranId ?? ''));
    // the housing answers are kept on the one record the organisation now holds
    expect(veteran).toMatchObject({
      organizationId: organization.id,
      hasVoucher: true,
      caseManagerEmail: 'cm@vso.org',
    });
    const notices = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipientId, organization.id));
    expect(notices.map((n) => n.kind)).toContain('referral.received');
  });

  it('keeps a signed-in partner’s veteran in its own organisation, with no referral elsewhere', async () => {
    const { db } = ctx().handle;
    const other = await makeOrganization(db, {
      name: 'Another Org',
      zipCode: '12207',
      categories: ['housing'],
    });
    const partner = await signedInPartner(ctx());
    const response = await post(
      { ...intake, phone: '518-555-0178', organizationId: other.id },
      partner.headers,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().referral).toBeNull();
    expect(await db.select().from(referrals).where(eq(referrals.organizationId, other.id))).toEqual([]);
  });

  it('refuses an organisation that is not a real id, or unknown', async () => {
    const bad = await post({ ...intake, organizationId: 'not-an-id' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose the organization from the directory');
    const unknown = await post({ ...intake, organizationId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('VSO not found');
    // a veteran already on record, sent to an unknown organisation: still 404, never a 500 (found by the fuzz)
    expect((await post({ ...intake, phone: '518-555-0179' })).statusCode).toBe(201);
    const again = await post({
      ...intake,
      phone: '518-555-0179',
      organizationId: '00000000-0000-1000-8000-000000000000',
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses (403) an organisation that takes no direct referrals, writing nothing', async () => {
    const { db } = ctx().handle;
    const closed = await makeOrganization(db, {
      name: 'Closed To Referrals',
      zipCode: '12207',
      categories: ['housing'],
      allowsDirectReferrals: false,
    });
    const response = await post({ ...intake, phone: '518-555-0181', organizationId: closed.id });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This organization does not accept direct referrals');
    expect(await db.select().from(referrals).where(eq(referrals.organizationId, closed.id))).toEqual([]);
    expect(await db.select().from(veterans).where(eq(veterans.phone, '5185550181'))).toEqual([]);
  });
});
