import { bearer, loginPartner, makePartner } from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { coLivingApplication, insertPerson, personNow, postForm } from './identity.fixtures';

/**
 * The attacks of issue 30 on the old rule (same phone, email, or name and ZIP = the same person, and every intake
 * updates them), each against the rule of decision 0030. Each failed on the old code (39db8bd).
 */
describeApi('identity attacks: what a caller sends never reads or rewrites a person on record', (ctx) => {
  const db = () => ctx().handle.db;
  const partner = { id: '', headers: { authorization: '' } };
  const owner = { id: '' };

  beforeAll(async () => {
    const attacker = await makePartner(db());
    partner.id = attacker.organizationId;
    partner.headers = bearer(await loginPartner(ctx().app, attacker.email));
    owner.id = (await makePartner(db())).organizationId;
  });

  /** Another organisation's veteran, with a record worth protecting. */
  const victim = (change: Parameters<typeof insertPerson>[1] = {}) =>
    insertPerson(db(), { organizationId: owner.id, ...change });

  it("gives a partner posting another organisation's veteran's phone, or name and ZIP, nothing of theirs", async () => {
    const person = await victim({ name: 'Vera Held', phone: '2125550101', email: 'vera@example.com' });
    const attempts = [
      { name: 'Anyone At All', phone: '212-555-0101', caseManagerEmail: 'spy@evil.test', zipCode: '94110' },
      { name: 'Vera Held', caseManagerEmail: 'spy@evil.test', zipCode: '10001' },
      // even the same name and phone: a partner is attached only to its own organisation's people
      { name: 'Vera Held', phone: '212-555-0101', caseManagerEmail: 'spy@evil.test', zipCode: '10001' },
    ];
    for (const form of attempts) {
      const response = await postForm(ctx(), '/api/veterans-housing', form, partner.headers);
      expect(response.statusCode).toBe(201);
      expect(response.json().existingVeteran).toBe(false);
      expect(response.json().caseloadVeteranId).not.toBe(person.id);
      expect(response.body).not.toContain('vera@example.com');
    }
    const read = await ctx().app.inject({
      method: 'GET',
      url: `/api/partner/caseload/${person.id}`,
      headers: partner.headers,
    });
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('Vera');
    expect(await personNow(db(), person.id)).toEqual(person);
  });

  it("shows in a partner's referral list only what an anonymous referral sent, never the person it matched", async () => {
    const person = await victim({ name: 'Wade Kept', phone: '2125550102', email: 'wade@example.com' });
    // a phone alone (another name), then the same name and phone (linked to the person on strong evidence)
    for (const veteranName of ['Phone Lookup', 'Wade Kept']) {
      const sent = await postForm(ctx(), '/api/referrals', {
        vsoId: partner.id,
        veteranName,
        veteranPhone: '212-555-0102',
        zipCode: '94110',
      });
      expect(sent.statusCode).toBe(201);
    }
    const list = await ctx().app.inject({
      method: 'GET',
      url: '/api/partner/referrals?status=all&sort=date&limit=10',
      headers: partner.headers,
    });
    expect(list.statusCode).toBe(200);
    const mine = list
      .json()
      .referrals.filter((r: { veteranPhone: string }) => r.veteranPhone === '212-555-0102');
    expect(mine.map((r: { veteranName: string }) => r.veteranName).sort()).toEqual([
      'Phone Lookup',
      'Wade Kept',
    ]);
    for (const referral of mine) expect(referral).toMatchObject({ veteranEmail: null, zipCode: '94110' });
    expect(list.body).not.toContain('wade@example.com');
    expect(list.body).not.toContain('10001');
    const exported = await ctx().app.inject({
      method: 'GET',
      url: '/api/partner/referrals/export',
      headers: partner.headers,
    });
    expect(exported.body).not.toContain('wade@example.com');
    expect((await personNow(db(), person.id))?.organizationId).toBe(owner.id);
  });

  it('still lets a partner record the placement of a person referred to it, and of nobody else', async () => {
    const person = await victim({ name: 'Uma Referred', phone: '2125550107' });
    const stranger = await victim({ name: 'Ulf Elsewhere', phone: '2125550108' });
    const referred = await postForm(ctx(), '/api/referrals', {
      vsoId: partner.id,
      veteranName: 'Uma Referred',
      veteranPhone: '212-555-0107',
      zipCode: '10001',
    });
    expect(referred.statusCode).toBe(201);
    const place = (veteranId: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/placements',
        headers: partner.headers,
        payload: {
          vsoId: partner.id,
          veteranId,
          veteranName: 'Uma Referred',
          propertyAddress: '1 Placement Way',
          placementDate: '2026-11-01',
          monthlyRent: 900,
        },
      });
    const placed = await place(person.id);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.body).not.toContain('owner.cm@vso.test');
    expect((await place(stranger.id)).statusCode).toBe(404);
    // placing reads nothing: the person stays out of the partner's caseload
    const read = await ctx().app.inject({
      method: 'GET',
      url: `/api/partner/caseload/${person.id}`,
      headers: partner.headers,
    });
    expect(read.statusCode).toBe(404);
  });

  it('lets no anonymous form change what is on record: bulk intake, housing intake, co-living', async () => {
    const person = await victim({ name: 'Yara Safe', phone: '2125550103' });
    const asOwned = { name: 'Yara Safe', phone: '212-555-0103' };
    const forms: [string, object][] = [
      [
        '/api/bulk-intake',
        {
          caseManagerEmail: 'spy@evil.test',
          veterans: [{ name: 'Yara Safe', zipCode: '10001', dischargeStatus: 'other', benefits: noBenefits }],
        },
      ],
      [
        '/api/veterans-housing',
        {
          ...asOwned,
          email: 'spy@evil.test',
          caseManagerEmail: 'spy@evil.test',
          zipCode: '99501',
          urgencyLevel: 'low',
          maxMonthlyRent: 1,
          hasVoucher: false,
        },
      ],
      [
        '/api/co-living-applications',
        coLivingApplication({ ...asOwned, email: 'spy@evil.test', zipCode: '99501' }, 'spy@evil.test'),
      ],
      [
        '/api/bulk-intake',
        {
          caseManagerEmail: 'spy@evil.test',
          veterans: [{ ...asOwned, zipCode: '10001', dischargeStatus: 'other', benefits: noBenefits }],
        },
      ],
    ];
    for (const [url, payload] of forms) {
      const response = await postForm(ctx(), url, payload);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
      expect(response.body).not.toContain(person.id);
      // discharge, disability, ZIP, urgency, budget, email and case manager: as the owner left them
      expect(await personNow(db(), person.id), url).toEqual(person);
    }
  });

  it("answers bulk intake with no record's id, for a name and ZIP or a name and phone", async () => {
    const person = await victim({ name: 'Zeke Hidden', phone: '2125550104' });
    const zeke = {
      name: 'Zeke Hidden',
      zipCode: '10001',
      dischargeStatus: 'honorable',
      benefits: noBenefits,
    };
    for (const veteran of [zeke, { ...zeke, phone: '2125550104' }]) {
      const response = await postForm(ctx(), '/api/bulk-intake', { veterans: [veteran] });
      expect(response.statusCode).toBe(201);
      expect(response.body).not.toContain(person.id);
      expect(response.json().results[0]).toMatchObject({
        caseloadVeteranId: null,
        existingVeteran: false,
        canNotify: false,
      });
    }
  });

  it('answers a co-living application the same whether or not the veteran is on record', async () => {
    const known = { name: 'Ari Applied', phone: '212-555-0105', email: 'ari@example.com', zipCode: '10001' };
    const first = await postForm(
      ctx(),
      '/api/co-living-applications',
      coLivingApplication(known, 'cm.a@vso.test'),
    );
    expect(first.statusCode).toBe(201);
    const stranger = await postForm(
      ctx(),
      '/api/co-living-applications',
      coLivingApplication(known, 'cm.b@vso.test'),
    );
    const fresh = await postForm(
      ctx(),
      '/api/co-living-applications',
      coLivingApplication(
        { ...known, name: 'Bo Unknown', phone: '212-555-0106', email: 'bo@example.com' },
        'cm.b@vso.test',
      ),
    );
    const shape = (r: typeof first) => {
      const { id, reference, ...rest } = r.json();
      return {
        status: r.statusCode,
        keys: Object.keys(r.json()).sort(),
        rest,
        id: typeof id,
        reference: typeof reference,
      };
    };
    expect(shape(stranger)).toEqual(shape(fresh));
    expect(stranger.json().id).not.toBe(first.json().id);
    expect(stranger.json().reference).not.toBe(first.json().reference);
  });
});

const noBenefits = { vash: false, giBill: false, disability: false, employment: false };
