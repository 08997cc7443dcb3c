import { coLivingApplications, intakeReports, matches, referrals, veterans } from '@server/db/schema';
import { makeLandlord, signedInAdmin, signedInPartner } from '@server/test/accounts.fixtures';
import { insertTestHome } from '@server/test/homes.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq, inArray } from 'drizzle-orm';
import { coLivingApplication, postForm } from './identity.fixtures';

/**
 * Issue 30, point 4: on every path that takes a person, two people who give one phone (a shelter's desk) stay two
 * records and each request, referral or application carries its own person's name where the admin and the
 * organisation read it; the same person twice (same name and phone) stays one record.
 */
describeApi('two people, one shelter phone, on every intake path', (ctx) => {
  const db = () => ctx().handle.db;
  const partner = { id: '', headers: { authorization: '' } };
  let adminCookie = '';
  const get = (url: string, headers: Record<string, string>) =>
    ctx().app.inject({ method: 'GET', url, headers });
  const asAdmin = (url: string) => get(url, { cookie: adminCookie });
  const peopleWithPhone = async (phone: string) =>
    (await db().select().from(veterans).where(eq(veterans.phone, phone))).map((row) => row.name).sort();
  const partnerReferralNames = async (phone: string) => {
    const list = await get('/api/partner/referrals?status=all&sort=date&limit=50', partner.headers);
    return list
      .json()
      .referrals.filter((r: { veteranPhone: string }) => r.veteranPhone === phone)
      .map((r: { veteranName: string }) => r.veteranName)
      .sort();
  };

  beforeAll(async () => {
    const made = await signedInPartner(ctx());
    partner.id = made.organizationId;
    partner.headers = made.headers;
    adminCookie = (await signedInAdmin(ctx())).cookie;
  });

  it('housing intake: two people stay two in the admin list; the same person twice stays one', async () => {
    const form = { phone: '518-555-0301', caseManagerEmail: 'desk@shelter.test', zipCode: '12207' };
    for (const name of ['Ann Shelter', 'Ben Shelter', 'ann  shelter']) {
      expect((await postForm(ctx(), '/api/veterans-housing', { ...form, name })).statusCode).toBe(201);
    }
    expect(await peopleWithPhone('5185550301')).toEqual(['Ann Shelter', 'Ben Shelter']);
    const listed = (await asAdmin('/api/veterans-housing?search=Shelter')).json();
    expect(listed.map((row: { name: string }) => row.name).sort()).toEqual(['Ann Shelter', 'Ben Shelter']);
  });

  it("the organisation page's intake: each referral reaches the organisation under its own person's name", async () => {
    const form = { phone: '518-555-0302', caseManagerEmail: 'desk@shelter.test', zipCode: '12207' };
    for (const name of ['Cam Shelter', 'Dee Shelter', 'Cam Shelter']) {
      const sent = await postForm(ctx(), '/api/veterans-housing', {
        ...form,
        name,
        organizationId: partner.id,
      });
      expect(sent.statusCode).toBe(201);
    }
    expect(await peopleWithPhone('5185550302')).toEqual(['Cam Shelter', 'Dee Shelter']);
    expect(await partnerReferralNames('518-555-0302')).toEqual(['Cam Shelter', 'Cam Shelter', 'Dee Shelter']);
  });

  it('directory and profile referrals: each reaches the organisation under its own name', async () => {
    const modal = (veteranName: string) => ({
      orgId: partner.id,
      veteranName,
      veteranPhone: '518-555-0303',
      veteranZip: '12207',
      needType: 'housing',
      contactMethod: 'Call the shelter desk',
      referralSource: 'org-card-modal',
    });
    const named = (veteranName: string) => ({
      vsoId: partner.id,
      veteranName,
      veteranPhone: '518-555-0303',
      zipCode: '12207',
    });
    expect((await postForm(ctx(), '/api/veteran-referrals', modal('Eve Shelter'))).statusCode).toBe(201);
    expect((await postForm(ctx(), '/api/referrals', named('Fay Shelter'))).statusCode).toBe(201);
    expect((await postForm(ctx(), '/api/referrals', named('EVE SHELTER'))).statusCode).toBe(201);
    expect(await peopleWithPhone('5185550303')).toEqual(['Eve Shelter', 'Fay Shelter']);
    expect(await partnerReferralNames('518-555-0303')).toEqual(['EVE SHELTER', 'Eve Shelter', 'Fay Shelter']);
    // each referral is the person whose name it carries
    const rows = await db()
      .select({ referral: referrals.id, name: veterans.name })
      .from(referrals)
      .innerJoin(veterans, eq(veterans.id, referrals.veteranId))
      .where(eq(veterans.phone, '5185550303'));
    expect(rows.map((row) => row.name).sort()).toEqual(['Eve Shelter', 'Eve Shelter', 'Fay Shelter']);
  });

  it("bulk intake: two people stay two in the partner's caseload; the same person twice stays one", async () => {
    const row = (name: string) => ({
      name,
      phone: '518-555-0304',
      zipCode: '12207',
      dischargeStatus: 'honorable',
      benefits: { vash: false, giBill: false, disability: false, employment: true },
    });
    const first = await postForm(
      ctx(),
      '/api/bulk-intake',
      { veterans: [row('Gus Shelter'), row('Hal Shelter')] },
      partner.headers,
    );
    expect(first.statusCode).toBe(201);
    const again = await postForm(
      ctx(),
      '/api/bulk-intake',
      { veterans: [row('Gus Shelter')] },
      partner.headers,
    );
    expect(again.json().results[0]).toMatchObject({ existingVeteran: true });
    expect(await peopleWithPhone('5185550304')).toEqual(['Gus Shelter', 'Hal Shelter']);
    const caseload = (await get('/api/partner/caseload?search=Shelter&limit=50', partner.headers)).json();
    const names = caseload.items.map((item: { name: string }) => item.name);
    expect(names.filter((name: string) => name.startsWith('Gus') || name.startsWith('Hal')).sort()).toEqual([
      'Gus Shelter',
      'Hal Shelter',
    ]);
  });

  it("Request Match: the housing dashboard lists each request under its own person's name", async () => {
    const landlordId = (await makeLandlord(db())).landlordId;
    const homes = [
      await insertTestHome(db(), '12345', { acceptsVouchers: true, landlordId }),
      await insertTestHome(db(), '12345', { acceptsVouchers: true, landlordId }),
    ];
    const ask = (propertyId: string | undefined, name: string, email: string) =>
      postForm(ctx(), '/api/match-requests', {
        propertyId,
        name,
        phone: '518-555-0305',
        email,
        zipCode: '12345',
        dischargeStatus: 'honorable',
        benefits: { vash: true, giBill: false, disability: false, employment: false },
      });
    const casey = (await ask(homes[0], 'Casey Morgan', 'casey@example.com')).json();
    const marcus = (await ask(homes[0], 'Marcus Reed', 'marcus@example.com')).json();
    expect((await ask(homes[1], 'Marcus Reed', 'marcus@example.com')).statusCode).toBe(201);
    expect(await peopleWithPhone('5185550305')).toEqual(['Casey Morgan', 'Marcus Reed']);
    const listed = (await asAdmin('/api/housing-matches?limit=100')).json();
    const byReference = (reference: string) =>
      listed.find((row: { reference: string }) => row.reference === reference)?.veteranName;
    expect(byReference(casey.reference)).toBe('Casey Morgan');
    expect(byReference(marcus.reference)).toBe('Marcus Reed');
    const requests = await db().select().from(matches).where(inArray(matches.propertyId, homes));
    expect(new Set(requests.map((match) => match.veteranId)).size).toBe(2);
  });

  it("co-living: the admin's waiting list shows each application under its own person's name", async () => {
    const who = (name: string, email: string) => ({ name, phone: '518-555-0306', email, zipCode: '12207' });
    const ivy = await postForm(
      ctx(),
      '/api/co-living-applications',
      coLivingApplication(who('Ivy Shelter', 'ivy@example.com'), 'desk@shelter.test'),
    );
    const jo = await postForm(
      ctx(),
      '/api/co-living-applications',
      coLivingApplication(who('Jo Shelter', 'jo@example.com'), 'desk@shelter.test'),
    );
    // the same person again, from the same case manager: their application is updated, one person
    const ivyAgain = await postForm(
      ctx(),
      '/api/co-living-applications',
      coLivingApplication(who('Ivy Shelter', 'ivy@example.com'), 'desk@shelter.test'),
    );
    expect(ivyAgain.json().id).toBe(ivy.json().id);
    expect(await peopleWithPhone('5185550306')).toEqual(['Ivy Shelter', 'Jo Shelter']);
    const waiting = (await asAdmin('/api/co-living/dashboard')).json().waiting;
    const nameOf = (id: string) =>
      waiting.find((row: { applicationId: string }) => row.applicationId === id)?.veteranName;
    expect(nameOf(ivy.json().id)).toBe('Ivy Shelter');
    expect(nameOf(jo.json().id)).toBe('Jo Shelter');
    // each application keeps what its intake said
    const reports = await db()
      .select({ subject: intakeReports.subjectId, linked: intakeReports.linked })
      .from(intakeReports)
      .innerJoin(coLivingApplications, eq(coLivingApplications.id, intakeReports.subjectId))
      .where(eq(coLivingApplications.id, ivy.json().id));
    expect(reports.map((report) => report.linked).sort()).toEqual([false, true]);
  });
});
