import { auditEvents, matches, referrals, veterans } from '@server/db/schema';
import { insertHomes } from '@server/test/bulk-intake.fixtures';
import { type SignedInPartner, signedInPartner } from '@server/test/partner-portal.fixtures';
import { appendStory } from '@server/test/person-events.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { caseloadVeteranPath } from '@shared/contracts/caseload';
import { and, eq } from 'drizzle-orm';

describeApi('GET /api/partner/caseload/:veteranId', (ctx) => {
  let partner: SignedInPartner;
  let other: SignedInPartner;
  let veteranId = '';
  const get = (id: string, headers: Record<string, string>) =>
    ctx().app.inject({ method: 'GET', url: caseloadVeteranPath(id), headers });
  const viewsOf = (id: string) =>
    ctx()
      .handle.db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'veteran.viewed'), eq(auditEvents.targetId, id)));

  beforeAll(async () => {
    const homes = await insertHomes(ctx());
    partner = await signedInPartner(ctx());
    other = await signedInPartner(ctx());
    const [row] = await ctx()
      .handle.db.insert(veterans)
      .values({
        name: 'Uma Detail',
        phone: '5185550123',
        email: 'uma@example.com',
        caseManagerEmail: 'cm@vso.org',
        zipCode: '12345',
        dischargeStatus: 'honorable',
        hasVoucher: true,
        hasPet: true,
        source: 'bulk_intake',
        organizationId: partner.organizationId,
      })
      .returning({ id: veterans.id });
    veteranId = row?.id as string;
    await ctx()
      .handle.db.insert(matches)
      .values([
        {
          veteranId,
          propertyId: homes['20 Cash Ct'] as string,
          score: 60,
          reason: 'same ZIP code',
          status: 'declined',
          declineReason: 'No pets allowed',
          origin: 'engine',
          declinedAt: new Date(),
        },
        {
          veteranId,
          propertyId: homes['10 Voucher Way'] as string,
          score: 88,
          reason: 'accepts HUD-VASH; same ZIP code; Plum Landlord',
          origin: 'engine',
        },
      ]);
    await ctx().handle.db.insert(referrals).values({
      organizationId: partner.organizationId,
      veteranId,
      source: 'test',
      reference: 'RF-UMA001',
      needType: 'housing',
    });
    await appendStory(
      ctx().handle.db,
      veteranId,
      ['identified', 'referred'],
      new Date(Date.now() - 120_000),
      {
        kind: 'partner',
        id: partner.organizationId,
      },
    );
    await appendStory(ctx().handle.db, veteranId, ['offered'], new Date(Date.now() - 60_000));
  });

  it('shows the veteran with contact, every match and the referral, and audits the read', async () => {
    const response = await get(veteranId, partner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({
      veteranId,
      name: 'Uma Detail',
      phone: '5185550123',
      email: 'uma@example.com',
      caseManagerEmail: 'cm@vso.org',
      status: 'offered',
      priority: 'High',
      dischargeStatus: 'honorable',
      benefits: { vash: true, giBill: false, disability: false, employment: false },
      needs: { requiresAccessibility: false, hasPet: true },
      referral: { reference: 'RF-UMA001', status: 'new', needType: 'housing' },
    });
    expect(body.matches.map((m: { status: string }) => m.status).sort()).toEqual(['declined', 'pending']);
    expect(body.matches).toContainEqual(
      expect.objectContaining({
        address: '20 Cash Ct',
        status: 'declined',
        declineReason: 'No pets allowed',
      }),
    );
    // the landlord's tier is internal: a case worker reads why the home fits, never "Plum Landlord" (issue 37)
    expect(body.matches).toContainEqual(
      expect.objectContaining({ address: '10 Voucher Way', reason: 'accepts HUD-VASH; same ZIP code' }),
    );
    expect(response.body).not.toMatch(/(Bronze|Green|Teal|Plum|Champion) Landlord/);
    expect(body.timeline).toEqual([
      expect.objectContaining({
        type: 'identified',
        recordedBy: expect.not.stringMatching(/^A partner organisation$/),
        sentence:
          'Identified as homeless: sleeping outside, in a vehicle or another place not meant for living',
        lateReason: null,
      }),
      expect.objectContaining({ type: 'referred', sentence: 'Referred for housing' }),
      expect.objectContaining({ type: 'offered', recordedBy: 'The platform', sentence: 'Offered a home' }),
    ]);
    expect(await viewsOf(veteranId)).toEqual([
      expect.objectContaining({
        actorType: 'partner',
        actorId: partner.organizationId,
        targetType: 'veteran',
        details: { status: 'offered' },
      }),
    ]);
  });

  it("answers 404 for another organisation's veteran or an unknown id, and audits nothing", async () => {
    const before = (await viewsOf(veteranId)).length;
    const theirs = await get(veteranId, other.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'We could not find this veteran in your caseload.' });
    expect((await get('00000000-0000-4000-8000-000000000000', partner.headers)).statusCode).toBe(404);
    expect((await viewsOf(veteranId)).length).toBe(before);
  });

  it('answers 401 without a session (even for a malformed id) and 400 for a malformed id', async () => {
    expect((await get(veteranId, {})).statusCode).toBe(401);
    expect((await get('not-an-id', {})).statusCode).toBe(401);
    expect((await get('not-an-id', partner.headers)).statusCode).toBe(400);
  });
});
