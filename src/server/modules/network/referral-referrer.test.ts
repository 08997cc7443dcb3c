import { referrals } from '@server/db/schema';
import { bearer, loginPartner, makePartner } from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import type { PartnerReferralList } from '@shared/contracts/partner';
import { CASE_MANAGER_NAME_MESSAGE, CASE_MANAGER_REACH_MESSAGE } from '@shared/domain/referrer';
import { eq } from 'drizzle-orm';

/** Issue 34, point 8: a directory referral carries the need, the urgency and who referred. */
describeApi('network: what a directory referral carries', (context) => {
  let organizationId = '';
  let headers: { authorization: string };

  beforeAll(async () => {
    const made = await makePartner(context().handle.db, { name: 'Referrer Check Partners' });
    organizationId = made.organizationId;
    headers = bearer(await loginPartner(context().app, made.email));
  });

  const post = (url: string, payload: Record<string, unknown>) =>
    context().app.inject({ method: 'POST', url, payload });
  const modal = (overrides: Record<string, unknown> = {}) => ({
    orgId: organizationId,
    veteranName: 'Avery Stone',
    veteranPhone: '518-555-0171',
    veteranZip: '12207',
    needType: 'mental_health',
    urgency: 'critical',
    referredBy: 'case_manager',
    caseManagerName: 'Dana Ruiz',
    caseManagerPhone: '(512) 555-0190',
    caseManagerEmail: 'Dana@VA.example.gov',
    ...overrides,
  });
  const profileForm = (overrides: Record<string, unknown> = {}) => ({
    veteranName: 'Blake Young',
    veteranPhone: '518-555-0172',
    zipCode: '12207',
    urgency: 'high',
    needType: 'legal',
    vsoId: organizationId,
    ...overrides,
  });
  const partnerCard = async (reference: string) => {
    const res = await context().app.inject({
      method: 'GET',
      url: '/api/partner/referrals?limit=50',
      headers,
    });
    const card = (res.json() as PartnerReferralList).referrals.find((r) => r.reference === reference);
    if (!card) throw new Error(`no card for ${reference}`);
    return card;
  };

  it("keeps a case manager's need, urgency, name and contact, and the partner's card shows them", async () => {
    const res = await post('/api/veteran-referrals', modal());
    expect(res.statusCode).toBe(201);
    const { reference } = res.json() as { reference: string };
    expect(await partnerCard(reference)).toMatchObject({
      serviceType: 'mental_health',
      urgencyLevel: 'critical',
      referredBy: 'case_manager',
      caseManagerName: 'Dana Ruiz',
      caseManagerPhone: '512-555-0190',
      caseManagerEmail: 'dana@va.example.gov',
    });
  });

  it('takes a self-referral with no referrer details, and drops any typed for a case manager', async () => {
    const res = await post(
      '/api/referrals',
      profileForm({ referredBy: 'veteran', caseManagerName: 'Not Me', caseManagerPhone: '518-555-0000' }),
    );
    expect(res.statusCode).toBe(201);
    const { id, reference } = res.json() as { id: string; reference: string };
    const [row] = await context().handle.db.select().from(referrals).where(eq(referrals.id, id));
    expect(row).toMatchObject({
      referredBy: 'veteran',
      caseManagerName: null,
      caseManagerPhone: null,
      needType: 'legal',
      urgency: 'high',
    });
    expect(await partnerCard(reference)).toMatchObject({ referredBy: 'veteran', serviceType: 'legal' });
  });

  it("keeps the spec's payloads working: no referrer means the veteran, no urgency means normal", async () => {
    const res = await post('/api/veteran-referrals', {
      orgId: organizationId,
      veteranName: 'Casey Old',
      veteranPhone: '518-555-0173',
      veteranZip: '12207',
      needType: 'housing',
      contactMethod: null,
      referralSource: 'org-card-modal',
      status: 'pending',
    });
    expect(res.statusCode).toBe(201);
    expect(await partnerCard((res.json() as { reference: string }).reference)).toMatchObject({
      referredBy: 'veteran',
      urgencyLevel: 'normal',
      caseManagerName: null,
    });
  });

  it('asks a case manager for a name and a phone or an email, on both forms, writing nothing', async () => {
    const before = await context().handle.db.$count(referrals);
    for (const [url, body] of [
      [
        '/api/veteran-referrals',
        modal({ caseManagerName: '', caseManagerPhone: undefined, caseManagerEmail: null }),
      ],
      ['/api/referrals', profileForm({ referredBy: 'case_manager' })],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode).toBe(400);
      const issues = (res.json() as { issues: { path: string; message: string }[] }).issues;
      expect(issues).toEqual(
        expect.arrayContaining([
          { path: 'caseManagerName', message: CASE_MANAGER_NAME_MESSAGE },
          { path: 'caseManagerPhone', message: CASE_MANAGER_REACH_MESSAGE },
        ]),
      );
    }
    const bad = await post('/api/veteran-referrals', modal({ urgency: 'urgent', referredBy: 'landlord' }));
    expect(bad.statusCode).toBe(400);
    expect(await context().handle.db.$count(referrals)).toBe(before);
  });
});
