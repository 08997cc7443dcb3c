import { veterans } from '@server/db/schema';
import { makeLandlord, makePartner } from '@server/test/accounts.fixtures';
import { insertTestHome } from '@server/test/homes.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';
import { coLivingApplication, postForm } from './identity.fixtures';
import { selectPersonTimeline } from './timeline';

/**
 * Issue 33, point 2: every intake asks where the veteran is staying (HMIS 3.917) and since when, and the
 * person's `identified` event carries both; a blank answer is "not given", and an intake without them still works.
 */
describeApi('every intake identifies the veteran with the living situation and the date', (ctx) => {
  const db = () => ctx().handle.db;
  const ids = { organization: '', home: '' };
  beforeAll(async () => {
    ids.organization = (await makePartner(db(), { name: 'Situation Partners' })).organizationId;
    ids.home = await insertTestHome(db(), '12345', {
      acceptsVouchers: true,
      inspected: true,
      landlordId: (await makeLandlord(db())).landlordId,
    });
  });

  /** The first event of the one person with this name (identification comes before anything else). */
  const identifiedOf = async (name: string) => {
    const people = await db().select({ id: veterans.id }).from(veterans).where(eq(veterans.name, name));
    expect(people).toHaveLength(1);
    const [first] = await selectPersonTimeline(db(), people[0]?.id as string);
    return first;
  };
  const situation = { livingSituation: 101, homelessSince: '2026-03-15' };
  const noBenefits = { vash: false, giBill: false, disability: false, employment: false };

  const intakes: { path: string; payload: (name: string, phone: string, answers?: object) => object }[] = [
    {
      path: '/api/bulk-intake',
      payload: (name, phone, answers = situation) => ({
        veterans: [
          { name, phone, zipCode: '12207', dischargeStatus: 'honorable', benefits: noBenefits, ...answers },
        ],
      }),
    },
    {
      path: '/api/co-living-applications',
      payload: (name, phone, answers = situation) => ({
        ...coLivingApplication(
          { name, phone, email: `${phone.slice(-4)}@example.org`, zipCode: '12207' },
          'cm@example.org',
        ),
        ...answers,
      }),
    },
    {
      path: '/api/veteran-referrals',
      payload: (name, phone, answers = situation) => ({
        orgId: ids.organization,
        veteranName: name,
        veteranPhone: phone,
        veteranZip: '12207',
        needType: 'housing',
        ...answers,
      }),
    },
    {
      path: '/api/referrals',
      payload: (name, phone, answers = situation) => ({
        vsoId: ids.organization,
        veteranName: name,
        veteranPhone: phone,
        zipCode: '12207',
        needType: 'housing',
        ...answers,
      }),
    },
    {
      path: '/api/match-requests',
      payload: (name, phone, answers = situation) => ({
        propertyId: ids.home,
        zipCode: '12345',
        dischargeStatus: 'honorable',
        benefits: { ...noBenefits, vash: true },
        name,
        phone,
        ...answers,
      }),
    },
  ];

  it.each(intakes.map((intake, index) => [intake.path, intake, index] as const))(
    '%s: the identified event carries where the veteran stays and since when',
    async (_path, intake, index) => {
      const name = `Situation Person ${index}`;
      const res = await postForm(ctx(), intake.path, intake.payload(name, `518-555-02${index}1`));
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect(await identifiedOf(name)).toMatchObject({
        type: 'identified',
        details: { livingSituation: 101, homelessSince: '2026-03-15' },
      });
    },
  );

  it.each(intakes.map((intake, index) => [intake.path, intake, index] as const))(
    '%s: blank answers are not given, and codes off the list are refused',
    async (_path, intake, index) => {
      const name = `Blank Person ${index}`;
      const blank = intake.payload(name, `518-555-03${index}1`, { livingSituation: '', homelessSince: '' });
      const res = await postForm(ctx(), intake.path, blank);
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect((await identifiedOf(name))?.details).toMatchObject({
        livingSituation: null,
        homelessSince: null,
      });
      const wrong = intake.payload('Wrong Person', '518-555-0399', { livingSituation: 555 });
      const refused = await postForm(ctx(), intake.path, wrong);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('Choose where the veteran is staying');
    },
  );
});
