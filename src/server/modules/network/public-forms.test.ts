import { landlordLeads, referrals, veterans } from '@server/db/schema';
import { signedInPartner } from '@server/test/accounts.fixtures';
import { makeOrganization, REFERRED_VETERAN } from '@server/test/network-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import {
  NO_DIRECT_REFERRALS_MESSAGE,
  OFFER_HOUSING_THANKS_MESSAGE,
  REFERRAL_FIELD_MESSAGES,
  VSO_NOT_FOUND_MESSAGE,
} from '@shared/contracts/network';
import type { PartnerReferralList } from '@shared/contracts/partner';
import { REFERRAL_REFERENCE_PATTERN } from '@shared/domain/match-reference';
import { eq } from 'drizzle-orm';

const UNKNOWN_ID = '3f1c2b7e-0000-4000-8000-000000000000';

describeApi('network: public referrals and landlord leads', (context) => {
  let partner: { organizationId: string; headers: { authorization: string } };
  let closedOrgId = '';

  beforeAll(async () => {
    const { db } = context().handle;
    partner = await signedInPartner(context(), { name: 'Capital Referral Partners' });
    closedOrgId = (
      await makeOrganization(db, {
        name: 'No Direct Referrals',
        zipCode: '12601',
        allowsDirectReferrals: false,
      })
    ).id;
  });

  const post = (url: string, payload: Record<string, unknown>) =>
    context().app.inject({ method: 'POST', url, payload });
  const dashboard = async () => {
    const res = await context().app.inject({
      method: 'GET',
      url: '/api/partner/referrals',
      headers: partner.headers,
    });
    return res.json() as PartnerReferralList;
  };
  const referralRow = async (id: string) => {
    const [row] = await context()
      .handle.db.select()
      .from(referrals)
      .innerJoin(veterans, eq(veterans.id, referrals.veteranId))
      .where(eq(referrals.id, id));
    if (!row) throw new Error('referral missing');
    return row;
  };

  describe('POST /api/veteran-referrals (the card modal)', () => {
    const modal = (overrides: Record<string, unknown> = {}) => ({
      orgId: partner.organizationId,
      veteranName: 'Casey Quinn',
      veteranPhone: '518-555-0161',
      veteranEmail: 'Casey.Quinn@Example.com',
      veteranZip: '12207',
      needType: 'housing',
      contactMethod: 'Call the VA case manager',
      referralSource: 'org-card-modal',
      status: 'pending',
      ...overrides,
    });

    it('stores a new referral for that organisation and answers its id and reference', async () => {
      const res = await post('/api/veteran-referrals', modal());
      expect(res.statusCode).toBe(201);
      const { id, reference } = res.json() as { id: string; reference: string };
      expect(reference).toMatch(REFERRAL_REFERENCE_PATTERN);
      const row = await referralRow(id);
      expect(row.referrals).toMatchObject({
        organizationId: partner.organizationId,
        status: 'new',
        source: 'org-card-modal',
        needType: 'housing',
        contactMethod: 'Call the VA case manager',
        reference,
      });
      expect(row.veterans).toMatchObject({
        name: 'Casey Quinn',
        phone: '5185550161',
        email: 'casey.quinn@example.com',
        zipCode: '12207',
        source: 'referral',
      });
      expect(row.veterans.organizationId).toBe(partner.organizationId);
      const listed = (await dashboard()).referrals.find((referral) => referral.id === id);
      expect(listed).toMatchObject({
        zipCode: '12207',
        status: 'new',
        reference,
        veteranName: 'Casey Quinn',
        veteranPhone: '518-555-0161',
        veteranEmail: 'casey.quinn@example.com',
        contactMethod: 'Call the VA case manager',
      });
    });

    it('accepts a missing or null contact method and ZIP+4', async () => {
      const { contactMethod: _dropped, ...withoutContact } = modal();
      expect((await post('/api/veteran-referrals', withoutContact)).statusCode).toBe(201);
      const res = await post(
        '/api/veteran-referrals',
        modal({ contactMethod: null, veteranZip: '12207-1234' }),
      );
      expect(res.statusCode).toBe(201);
      expect((await referralRow(res.json().id)).referrals.contactMethod).toBeNull();
    });

    it('refuses bad input with the spec messages', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ veteranZip: '1220' }, 'ZIP code must be at least 5 digits'],
        [{ veteranZip: '12207-123456' }, 'ZIP code too long'],
        [{ needType: undefined }, 'Please select the type of service needed'],
        [{ needType: 'spa' }, 'Please select the type of service needed'],
        [{ status: 'matched' }, 'Invalid input: expected "pending"'],
      ];
      for (const [overrides, message] of cases) {
        const res = await post('/api/veteran-referrals', modal(overrides));
        expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
        expect(res.json().issues.map((issue: { message: string }) => issue.message)).toContain(message);
      }
    });

    it('answers 404 for an unknown organisation, and 403 to one that takes no direct referrals, writing nothing', async () => {
      const missing = await post('/api/veteran-referrals', modal({ orgId: UNKNOWN_ID }));
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(VSO_NOT_FOUND_MESSAGE);
      const refused = await post('/api/veteran-referrals', modal({ orgId: closedOrgId }));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(NO_DIRECT_REFERRALS_MESSAGE);
      const stored = await context()
        .handle.db.select()
        .from(referrals)
        .where(eq(referrals.organizationId, closedOrgId));
      expect(stored).toEqual([]);
    });
  });

  describe('POST /api/referrals (organisation page and public profile)', () => {
    const named = (overrides: Record<string, unknown> = {}) => ({
      ...REFERRED_VETERAN,
      vsoId: partner.organizationId,
      vsoName: 'ignored by the server',
      ...overrides,
    });

    it('stores the veteran for that organisation and thanks by the stored name, with a reference', async () => {
      const res = await post('/api/referrals', named());
      expect(res.statusCode).toBe(201);
      const body = res.json() as { id: string; reference: string; message: string };
      expect(body.message).toBe('Thanks for referring a veteran to Capital Referral Partners');
      expect(body.reference).toMatch(REFERRAL_REFERENCE_PATTERN);
      const row = await referralRow(body.id);
      expect(row.referrals).toMatchObject({
        urgency: 'high',
        needsDescription: 'Needs a ground-floor unit',
        source: 'partner-profile',
        status: 'new',
        reference: body.reference,
      });
      expect(row.veterans).toMatchObject({
        name: 'Morgan Lee',
        phone: '5185550142',
        email: 'morgan@example.com',
        organizationId: partner.organizationId,
      });
      const listed = (await dashboard()).referrals.find((referral) => referral.id === body.id);
      expect(listed).toMatchObject({ veteranName: 'Morgan Lee', urgencyLevel: 'high' });
    });

    it('defaults urgency to normal and accepts an empty email', async () => {
      const res = await post(
        '/api/referrals',
        named({
          veteranName: 'Riley Park',
          veteranPhone: '518-555-0190',
          urgency: undefined,
          veteranEmail: '',
          notes: '',
        }),
      );
      expect(res.statusCode).toBe(201);
      const row = await referralRow(res.json().id);
      expect(row.referrals.urgency).toBe('normal');
      expect(row.veterans.email).toBeNull();
    });

    it('asks for each required field by name', async () => {
      const res = await post('/api/referrals', named({ veteranName: ' ', veteranPhone: '', zipCode: '' }));
      expect(res.statusCode).toBe(400);
      expect(Object.values(REFERRAL_FIELD_MESSAGES)).toContain(res.json().message);
      for (const issue of res.json().issues as {
        path: keyof typeof REFERRAL_FIELD_MESSAGES;
        message: string;
      }[])
        expect(issue.message).toBe(REFERRAL_FIELD_MESSAGES[issue.path]);
      expect(
        res
          .json()
          .issues.map((issue: { path: string }) => issue.path)
          .sort(),
      ).toEqual(['veteranName', 'veteranPhone', 'zipCode']);
      expect((await post('/api/referrals', named({ veteranEmail: 'nope' }))).statusCode).toBe(400);
      expect((await post('/api/referrals', named({ notes: 'x'.repeat(1001) }))).statusCode).toBe(400);
    });

    it('refuses organisations that do not accept direct referrals (403) and unknown ones (404)', async () => {
      const closed = await post('/api/referrals', named({ vsoId: closedOrgId }));
      expect(closed.statusCode).toBe(403);
      expect(closed.json().message).toBe(NO_DIRECT_REFERRALS_MESSAGE);
      const missing = await post('/api/referrals', named({ vsoId: UNKNOWN_ID }));
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('POST /api/landlord-leads (Offer Housing)', () => {
    const offer = (overrides: Record<string, unknown> = {}) => ({
      contactName: 'Dana Owner',
      contactEmail: 'Dana@Example.com',
      contactPhone: '518-555-0199',
      propertyAddress: '44 State Street',
      zipCode: '12207',
      propertyType: 'duplex',
      unitCount: 2,
      monthlyRent: 1250.5,
      notes: 'Near the bus line',
      organizationId: partner.organizationId,
      ...overrides,
    });

    it('saves a landlord lead with rent in cents, the place from the ZIP and the profile as source', async () => {
      const res = await post('/api/landlord-leads', offer());
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(OFFER_HOUSING_THANKS_MESSAGE);
      const [row] = await context()
        .handle.db.select()
        .from(landlordLeads)
        .where(eq(landlordLeads.id, res.json().id));
      expect(row).toMatchObject({
        contactEmail: 'dana@example.com',
        city: 'Albany',
        state: 'NY',
        propertyType: 'duplex',
        unitCount: 2,
        monthlyRentCents: 125_050,
        source: 'partner_profile',
        organizationId: partner.organizationId,
      });
    });

    it('accepts an offer without rent or organisation, and refuses bad input and unknown organisations', async () => {
      const bare = await post(
        '/api/landlord-leads',
        offer({ monthlyRent: undefined, organizationId: undefined }),
      );
      expect(bare.statusCode).toBe(201);
      const invalid = await post('/api/landlord-leads', offer({ contactName: '', propertyType: 'castle' }));
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().issues.map((issue: { path: string }) => issue.path)).toEqual([
        'contactName',
        'propertyType',
      ]);
      expect((await post('/api/landlord-leads', offer({ unitCount: 0 }))).statusCode).toBe(400);
      expect((await post('/api/landlord-leads', offer({ organizationId: UNKNOWN_ID }))).statusCode).toBe(404);
    });
  });
});
