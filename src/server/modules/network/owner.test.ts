import { auditEvents, placements } from '@server/db/schema';
import { bearer, loginPartner, makePartner, makeReferral } from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { NOT_YOUR_ORGANIZATION_MESSAGE, type PlacementView } from '@shared/contracts/placements';
import { and, eq } from 'drizzle-orm';

type Partner = { organizationId: string; headers: { authorization: string } };
const DAY = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

describeApi('network: placements, profile edit, impact and report (owner only)', (context) => {
  let owner: Partner;
  let other: Partner;

  const signIn = async (name: string): Promise<Partner> => {
    const made = await makePartner(context().handle.db, { name });
    return {
      organizationId: made.organizationId,
      headers: bearer(await loginPartner(context().app, made.email)),
    };
  };
  beforeAll(async () => {
    owner = await signIn('Owner Vets');
    other = await signIn('Other Vets');
  });

  const request = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: Partner, payload?: object) =>
    context().app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const placement = (overrides: Record<string, unknown> = {}) => ({
    veteranName: 'Casey Brooks',
    propertyAddress: '12 Lark Street, Albany NY',
    placementDate: new Date().toISOString(),
    monthlyRent: 1150,
    isVABenefitBased: true,
    notes: 'HUD-VASH voucher',
    vsoId: owner.organizationId,
    ...overrides,
  });

  describe('POST /api/placements', () => {
    it('records a placement for the own organisation, rent in cents, audited', async () => {
      const res = await request('POST', '/api/placements', owner, placement());
      expect(res.statusCode, res.body).toBe(201);
      const view = res.json() as PlacementView;
      expect(view).toMatchObject({
        vsoId: owner.organizationId,
        veteranName: 'Casey Brooks',
        placementDate: isoDay(0),
        monthlyRent: 1150,
        isVABenefitBased: true,
        status: 'completed',
      });
      const id = view.id as string;
      const [row] = await context().handle.db.select().from(placements).where(eq(placements.id, id));
      expect(row?.monthlyRentCents).toBe(115_000);
      const audit = await context()
        .handle.db.select()
        .from(auditEvents)
        .where(and(eq(auditEvents.targetId, id), eq(auditEvents.action, 'placement.recorded')));
      expect(audit).toHaveLength(1);
    });

    it('needs a session (401) and the own organisation (403)', async () => {
      expect((await request('POST', '/api/placements', undefined, placement())).statusCode).toBe(401);
      const res = await request('POST', '/api/placements', other, placement());
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(NOT_YOUR_ORGANIZATION_MESSAGE);
    });

    it('refuses bad input with the spec messages', async () => {
      const res = await request(
        'POST',
        '/api/placements',
        owner,
        placement({ veteranName: '', propertyAddress: ' ', placementDate: '', monthlyRent: 0 }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().issues.map((issue: { message: string }) => issue.message)).toEqual([
        'Veteran name is required',
        'Property address is required',
        'Placement date is required',
        'Monthly rent must be greater than 0',
      ]);
      const future = await request('POST', '/api/placements', owner, placement({ placementDate: isoDay(3) }));
      expect(future.json().message).toBe('Placement date cannot be in the future');
      const text = await request('POST', '/api/placements', owner, placement({ monthlyRent: '900' }));
      expect(text.statusCode).toBe(400);
    });
  });

  describe('GET /api/placements?vsoId=', () => {
    beforeAll(async () => {
      for (const [name, days] of [
        ['Older Vet', -40],
        ['Newest Vet', -1],
        ['Middle Vet', -10],
      ] as const) {
        const res = await request(
          'POST',
          '/api/placements',
          owner,
          placement({ veteranName: name, placementDate: isoDay(days) }),
        );
        expect(res.statusCode).toBe(201);
      }
      await request(
        'POST',
        '/api/placements',
        other,
        placement({ vsoId: other.organizationId, veteranName: 'Secret Other' }),
      );
    });

    it('lists the owner’s placements newest first with the total, marked no-store', async () => {
      const res = await request('GET', `/api/placements?vsoId=${owner.organizationId}&limit=3`, owner);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-total-count']).toBe('4');
      expect((res.json() as PlacementView[]).map((p) => p.veteranName)).toEqual([
        'Casey Brooks',
        'Newest Vet',
        'Middle Vet',
      ]);
      expect(res.body).not.toContain('Secret Other');

      const rest = await request(
        'GET',
        `/api/placements?vsoId=${owner.organizationId}&limit=3&offset=3`,
        owner,
      );
      expect((rest.json() as PlacementView[]).map((p) => p.veteranName)).toEqual(['Older Vet']);
      const pastTheEnd = await request(
        'GET',
        `/api/placements?vsoId=${owner.organizationId}&offset=9`,
        owner,
      );
      expect(pastTheEnd.json()).toEqual([]);
      expect(pastTheEnd.headers['x-total-count']).toBe('4');
    });

    it('never shows one organisation’s placements to another, nor to a visitor', async () => {
      const stolen = await request('GET', `/api/placements?vsoId=${owner.organizationId}`, other);
      expect(stolen.statusCode).toBe(403);
      expect(stolen.body).not.toContain('Casey Brooks');
      expect((await request('GET', `/api/placements?vsoId=${owner.organizationId}`)).statusCode).toBe(401);
      expect((await request('GET', '/api/placements?vsoId=nope', owner)).statusCode).toBe(400);
    });
  });

  describe('GET /api/partner/impact', () => {
    it('counts referrals by status and placements, with the average response time', async () => {
      const { db } = context().handle;
      const created = new Date(Date.now() - 10 * 3_600_000);
      await makeReferral(db, owner.organizationId, { status: 'new' });
      await makeReferral(db, owner.organizationId, {
        status: 'contacted',
        createdAt: created,
        contactedAt: new Date(created.getTime() + 4 * 3_600_000),
      });
      await makeReferral(db, other.organizationId, { status: 'closed' });
      const res = await request('GET', '/api/partner/impact', owner);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        totalReferrals: 2,
        referralsByStatus: { new: 1, contacted: 1, closed: 0 },
        placementsTotal: 4,
        averageResponseHours: 4,
        placementTier: 'unverified',
        placementsToNextTier: null,
      });
      expect((await request('GET', '/api/partner/impact')).statusCode).toBe(401);
    });
  });

  describe('PATCH /api/partner/profile', () => {
    it('saves the owner’s changes, audits them, and keeps phone and email off the public profile', async () => {
      const res = await request('PATCH', '/api/partner/profile', owner, {
        description: 'We house veterans in the Capital Region.',
        phone: '518-555-7777',
        email: 'desk@secret.example',
        serviceCategories: ['housing', 'legal'],
        allowsDirectReferrals: false,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ phone: '518-555-7777', allowsDirectReferrals: false });
      const vso = await request('GET', `/api/vsos/${owner.organizationId}`);
      expect(vso.json()).toMatchObject({
        description: 'We house veterans in the Capital Region.',
        serviceCategories: ['housing', 'legal'],
      });
      expect(vso.body).not.toContain('518-555-7777');
      expect(vso.body).not.toContain('desk@secret.example');
      const audit = await context()
        .handle.db.select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.targetId, owner.organizationId),
            eq(auditEvents.action, 'partner.profile.updated'),
          ),
        );
      expect(audit[0]?.details).toMatchObject({ fields: expect.arrayContaining(['phone', 'description']) });
    });

    it('refuses empty and invalid changes, and visitors', async () => {
      expect((await request('PATCH', '/api/partner/profile', owner, {})).statusCode).toBe(400);
      const bad = await request('PATCH', '/api/partner/profile', owner, {
        website: 'not a url',
        brandColor: 'navy',
      });
      expect(bad.json().issues).toHaveLength(2);
      expect((await request('PATCH', '/api/partner/profile', owner, { verified: true })).statusCode).toBe(
        400,
      );
      expect(
        (await request('PATCH', '/api/partner/profile', undefined, { description: 'x' })).statusCode,
      ).toBe(401);
    });
  });

  describe('GET /api/vsos/{id}/report', () => {
    it('streams the owner a PDF named after the organisation, and audits the export', async () => {
      const res = await request('GET', `/api/vsos/${owner.organizationId}/report`, owner);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="org-[0-9a-f]+-impact-report\.pdf"$/,
      );
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(res.rawPayload.length).toBeGreaterThan(1000);
      const audit = await context()
        .handle.db.select()
        .from(auditEvents)
        .where(
          and(eq(auditEvents.targetId, owner.organizationId), eq(auditEvents.action, 'report.exported')),
        );
      expect(audit).toHaveLength(1);
    });

    it('streams the report of an organisation without placements or referrals', async () => {
      const fresh = await signIn('Fresh Vets');
      const res = await request('GET', `/api/vsos/${fresh.organizationId}/report`, fresh);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });

    it('refuses visitors (401), other organisations (403) and unknown ids (404)', async () => {
      expect((await request('GET', `/api/vsos/${owner.organizationId}/report`)).statusCode).toBe(401);
      const stolen = await request('GET', `/api/vsos/${owner.organizationId}/report`, other);
      expect(stolen.statusCode).toBe(403);
      expect(stolen.headers['content-type']).toMatch(/json/);
      expect(
        (await request('GET', '/api/vsos/3f1c2b7e-0000-4000-8000-000000000000/report', owner)).statusCode,
      ).toBe(404);
    });
  });
});
