import { signedInPartner } from '@server/test/accounts.fixtures';
import { directoryReferral } from '@server/test/network-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { REACH_VETERAN_MESSAGE, VETERAN_NAME_MESSAGE } from '@shared/contracts/network';
import type { PartnerReferralList } from '@shared/contracts/partner';
import { REFERRAL_REFERENCE_PATTERN } from '@shared/domain/match-reference';

type Partner = { organizationId: string; headers: { authorization: string } };

describeApi('network: who a directory referral names, and its reference', (context) => {
  let partner: Partner;
  let otherPartner: Partner;
  beforeAll(async () => {
    partner = await signedInPartner(context(), { name: 'Hudson Valley Veterans Network' });
    otherPartner = await signedInPartner(context(), { name: 'Another Partner' });
  });

  const post = (url: string, payload: Record<string, unknown>) =>
    context().app.inject({ method: 'POST', url, payload });
  const get = (url: string, headers: Partner['headers']) =>
    context().app.inject({ method: 'GET', url, headers });
  const modal = (overrides: Record<string, unknown> = {}) =>
    directoryReferral(partner.organizationId, {
      referralSource: 'org-card-modal',
      status: 'pending',
      ...overrides,
    });

  describe('the veteran’s name and a way to reach them', () => {
    it('answers 400 with a clear message when the name is missing or blank', async () => {
      for (const veteranName of [undefined, '', '   ']) {
        const res = await post('/api/veteran-referrals', modal({ veteranName }));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          message: VETERAN_NAME_MESSAGE,
          issues: [{ path: 'veteranName', message: VETERAN_NAME_MESSAGE }],
        });
      }
    });

    it('answers 400 with a clear message when neither a phone nor an email is given', async () => {
      for (const contact of [
        { veteranPhone: undefined, veteranEmail: undefined },
        { veteranPhone: '', veteranEmail: ' ' },
        { veteranPhone: null, veteranEmail: null },
      ]) {
        const res = await post('/api/veteran-referrals', modal(contact));
        expect(res.statusCode, JSON.stringify(contact)).toBe(400);
        expect(res.json().message).toBe(REACH_VETERAN_MESSAGE);
        expect(res.json().issues).toContainEqual({ path: 'veteranPhone', message: REACH_VETERAN_MESSAGE });
      }
    });

    it('names every missing field at once, and checks a given phone or email itself', async () => {
      const both = await post(
        '/api/veteran-referrals',
        modal({ veteranName: '', veteranPhone: '', veteranEmail: '' }),
      );
      expect(both.statusCode).toBe(400);
      expect(both.json().issues).toEqual([
        { path: 'veteranName', message: VETERAN_NAME_MESSAGE },
        { path: 'veteranPhone', message: REACH_VETERAN_MESSAGE },
      ]);
      const badPhone = await post('/api/veteran-referrals', modal({ veteranPhone: '555', veteranEmail: '' }));
      expect(badPhone.statusCode).toBe(400);
      expect(badPhone.json().issues).toEqual([
        { path: 'veteranPhone', message: 'Enter a 10-digit phone number, like 518-555-0142' },
      ]);
      const badEmail = await post('/api/veteran-referrals', modal({ veteranEmail: 'avery@' }));
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json().issues.map((issue: { path: string }) => issue.path)).toEqual(['veteranEmail']);
    });

    it('takes a phone alone or an email alone', async () => {
      const phoneOnly = await post(
        '/api/veteran-referrals',
        modal({ veteranName: 'Phone Only', veteranPhone: '845-555-0101', veteranEmail: '' }),
      );
      expect(phoneOnly.statusCode).toBe(201);
      const emailOnly = await post(
        '/api/veteran-referrals',
        modal({ veteranName: 'Email Only', veteranPhone: undefined, veteranEmail: 'email.only@example.com' }),
      );
      expect(emailOnly.statusCode).toBe(201);
    });
  });

  describe('the reference', () => {
    it('gives every referral its own RF- reference, from both public forms', async () => {
      const references = new Set<string>();
      for (let n = 0; n < 12; n++) {
        const res = await post(
          '/api/veteran-referrals',
          modal({
            veteranName: `Veteran ${n}`,
            veteranPhone: `845-555-02${String(n).padStart(2, '0')}`,
            veteranEmail: '',
          }),
        );
        expect(res.statusCode).toBe(201);
        const { id, reference } = res.json() as { id: string; reference: string };
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
        expect(reference).toMatch(REFERRAL_REFERENCE_PATTERN);
        references.add(reference);
      }
      const named = await post('/api/referrals', {
        veteranName: 'Named Referral',
        veteranPhone: '845-555-0300',
        zipCode: '12601',
        vsoId: partner.organizationId,
      });
      expect(named.statusCode).toBe(201);
      expect(named.json().reference).toMatch(REFERRAL_REFERENCE_PATTERN);
      references.add(named.json().reference);
      expect(references.size).toBe(13);
    });
  });

  describe('what the partner sees', () => {
    it('lists and exports the name, phone, email and preferred contact method to its organisation only', async () => {
      const res = await post(
        '/api/veteran-referrals',
        modal({
          veteranName: 'Jordan Vale',
          veteranPhone: '845-555-0401',
          veteranEmail: 'Jordan.Vale@example.com',
          contactMethod: 'Email, not phone',
        }),
      );
      expect(res.statusCode).toBe(201);
      const { id, reference } = res.json() as { id: string; reference: string };

      const list = (await get('/api/partner/referrals', partner.headers)).json() as PartnerReferralList;
      expect(list.referrals.find((referral) => referral.id === id)).toMatchObject({
        reference,
        veteranName: 'Jordan Vale',
        veteranPhone: '845-555-0401',
        veteranEmail: 'jordan.vale@example.com',
        contactMethod: 'Email, not phone',
        serviceType: 'mental_health',
      });
      const csv = await get('/api/partner/referrals/export', partner.headers);
      expect(csv.statusCode).toBe(200);
      const [header, ...rows] = csv.body.slice(1).trimEnd().split('\r\n');
      expect(header).toContain('Reference,Veteran name,Phone,Email,Preferred contact');
      expect(rows.find((row) => row.includes(reference))).toContain(
        `"${reference}","Jordan Vale","845-555-0401","jordan.vale@example.com","Email, not phone"`,
      );

      const theirs = (
        await get('/api/partner/referrals', otherPartner.headers)
      ).json() as PartnerReferralList;
      expect(theirs.referrals.map((referral) => referral.id)).not.toContain(id);
      const theirCsv = await get('/api/partner/referrals/export', otherPartner.headers);
      expect(theirCsv.body).not.toContain('Jordan Vale');
      expect(theirCsv.body).not.toContain(reference);
      const patch = await context().app.inject({
        method: 'PATCH',
        url: `/api/partner/referrals/${id}`,
        headers: otherPartner.headers,
        payload: { notes: 'not mine' },
      });
      expect(patch.statusCode).toBe(404);
    });
  });
});
