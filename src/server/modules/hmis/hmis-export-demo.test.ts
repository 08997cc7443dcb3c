import { DEMO_PASSWORD, seedDemoData } from '@server/seed';
import { describeApi } from '@server/test/test-app.fixtures';
import { ADMIN_HMIS_EXPORT_PATH, PARTNER_HMIS_EXPORT_PATH } from '@shared/contracts/hmis-export';
import { checkHmisCsv } from './csv-check';
import { readCsv } from './csv-read';
import { exportPeoplePages } from './export-repo';
import { unzip } from './hmis-zip.fixtures';

// The structure check passes with no error on the demo data: the network's export and a partner's, plain and hashed.
describeApi('HMIS CSV export of the demo data', (context) => {
  const headers: { admin: Record<string, string>; partner: Record<string, string> } = {
    admin: {},
    partner: {},
  };

  beforeAll(async () => {
    const { app, handle } = context();
    await seedDemoData(handle.db);
    const partner = await app.inject({
      method: 'POST',
      url: '/api/partner/login',
      payload: { email: 'partner@demo.org', password: DEMO_PASSWORD },
    });
    headers.partner = { authorization: `Bearer ${partner.json().token}` };
    const admin = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'admin', password: DEMO_PASSWORD },
    });
    headers.admin = { cookie: String(admin.headers['set-cookie']).split(';')[0] ?? '' };
  }, 120_000);

  const from = '2020-01-01';
  const to = new Date().toISOString().slice(0, 10);

  it.each([
    ['admin', ADMIN_HMIS_EXPORT_PATH, 'false'],
    ['admin', ADMIN_HMIS_EXPORT_PATH, 'true'],
    ['partner', PARTNER_HMIS_EXPORT_PATH, 'false'],
  ] as const)('%s: %s hashed=%s is well formed', async (caller, path, hashed) => {
    const response = await context().app.inject({
      method: 'GET',
      url: `${path}?from=${from}&to=${to}&hashed=${hashed}`,
      headers: headers[caller],
    });
    expect(response.statusCode, response.body).toBe(200);
    const files = await unzip(response.rawPayload);
    expect(checkHmisCsv(files)).toEqual([]);
    expect((readCsv(files.get('Enrollment.csv') ?? '') ?? []).length).toBeGreaterThan(1);
  });

  it('reads the same people a page at a time as at once, each once and in order', async () => {
    const { db } = context().handle;
    const ids = async (pageSize: number) => {
      const seen: string[] = [];
      for await (const page of exportPeoplePages(db, { network: true }, pageSize))
        seen.push(...page.map((person) => `${person.id}:${person.events.length}`));
      return seen;
    };
    const whole = await ids(100_000);
    expect(whole.length).toBeGreaterThan(20);
    expect(await ids(7)).toEqual(whole);
  });
});
