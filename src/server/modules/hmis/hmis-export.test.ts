import { auditEvents, continuums, organizations, veterans } from '@server/db/schema';
import { appendPersonEvents } from '@server/modules/veterans';
import { loginUser, makeAdmin, makeReferral } from '@server/test/accounts.fixtures';
import { type SignedInPartner, signedInPartner } from '@server/test/partner-portal.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import {
  ADMIN_HMIS_EXPORT_PATH,
  COC_NOT_FOUND_MESSAGE,
  PARTNER_HMIS_EXPORT_PATH,
} from '@shared/contracts/hmis-export';
import { eq } from 'drizzle-orm';
import { checkHmisCsv } from './csv-check';
import { readCsv } from './csv-read';
import { unzip } from './hmis-zip.fixtures';

const PERIOD = 'from=2025-01-01&to=2026-12-31';
const personalIds = (files: Map<string, string>) =>
  (readCsv(files.get('Client.csv') ?? '') ?? []).slice(1).map((row) => row[0]);

describeApi('HMIS CSV export: GET /api/partner/hmis-export, /api/admin/hmis-export', (context) => {
  let partnerA: SignedInPartner;
  let partnerB: SignedInPartner;
  let adminCookie = '';
  const people = { a: '', b: '' };

  /** A person referred to the organisation, identified and offered a home, with their timeline. */
  async function personOf(partner: SignedInPartner, name: string) {
    const { db } = context().handle;
    await makeReferral(db, partner.organizationId, { veteranName: name });
    const [row] = await db.select({ id: veterans.id }).from(veterans).where(eq(veterans.name, name));
    const veteranId = row?.id ?? '';
    const recordedBy = { kind: 'partner' as const, id: partner.organizationId };
    const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();
    await appendPersonEvents(
      db,
      [
        {
          veteranId,
          recordedBy,
          organizationId: partner.organizationId,
          type: 'identified',
          occurredAt: at(2),
          details: { livingSituation: 116, homelessSince: null },
        },
        { veteranId, recordedBy, type: 'contacted', occurredAt: at(3), details: { livingSituation: 101 } },
        {
          veteranId,
          recordedBy,
          type: 'offered',
          occurredAt: at(4),
          details: { offerKind: 'match', offerId: 'm1', ceEvent: 15, propertyId: null },
        },
      ],
      new Date(at(5)),
    );
    return veteranId;
  }

  beforeAll(async () => {
    partnerA = await signedInPartner(context());
    partnerB = await signedInPartner(context());
    people.a = await personOf(partnerA, 'Ann Alpha');
    people.b = await personOf(partnerB, 'Bob Beta');
    const { db } = context().handle;
    await db
      .insert(continuums)
      .values({ code: 'NY-505', name: 'Syracuse, Auburn/Onondaga, Oswego, Cayuga Counties CoC' });
    await db
      .update(organizations)
      .set({ cocCode: 'NY-505' })
      .where(eq(organizations.id, partnerA.organizationId));
    const admin = await makeAdmin(db);
    adminCookie = await loginUser(context().app, admin.username);
  });

  const get = (url: string, headers: Record<string, string>) =>
    context().app.inject({ method: 'GET', url, headers });

  it('gives a partner a zip of the FY2026 files with its own people only, well formed, and audits it', async () => {
    const response = await get(`${PARTNER_HMIS_EXPORT_PATH}?${PERIOD}`, partnerA.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toBe('no-store');
    const files = await unzip(response.rawPayload);
    expect(checkHmisCsv(files)).toEqual([]);
    expect(personalIds(files)).toEqual([people.a]);
    expect(response.rawPayload.toString('latin1')).not.toContain('Bob');
    const audits = await context()
      .handle.db.select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'hmis.exported'));
    expect(audits).toContainEqual(
      expect.objectContaining({
        actorType: 'partner',
        actorId: partnerA.organizationId,
        targetId: partnerA.organizationId,
      }),
    );
    expect(JSON.stringify(audits)).not.toContain('Ann');
  });

  it('another partner never receives the first one’s people, whatever it asks', async () => {
    const response = await get(
      `${PARTNER_HMIS_EXPORT_PATH}?${PERIOD}&organizationId=${partnerA.organizationId}`,
      partnerB.headers,
    );
    expect(response.statusCode).toBe(400);
    const own = await unzip(
      (await get(`${PARTNER_HMIS_EXPORT_PATH}?${PERIOD}`, partnerB.headers)).rawPayload,
    );
    expect(personalIds(own)).toEqual([people.b]);
    expect((await get(`${ADMIN_HMIS_EXPORT_PATH}?${PERIOD}`, partnerB.headers)).statusCode).toBe(401);
    expect((await get(`${PARTNER_HMIS_EXPORT_PATH}?${PERIOD}`, {})).statusCode).toBe(401);
  });

  it('gives an admin the network, hashed on request (HashStatus 4, no names), well formed', async () => {
    const response = await get(`${ADMIN_HMIS_EXPORT_PATH}?${PERIOD}&hashed=true`, { cookie: adminCookie });
    expect(response.statusCode, response.body).toBe(200);
    const files = await unzip(response.rawPayload);
    expect(checkHmisCsv(files)).toEqual([]);
    expect(personalIds(files)).toEqual(expect.arrayContaining([people.a, people.b]));
    expect(readCsv(files.get('Export.csv') ?? '')?.[1]?.[17]).toBe('4');
    expect(files.get('Client.csv')).not.toMatch(/Ann|Bob/);
  });

  it('gives an admin one Continuum of Care: the people its organisations identified', async () => {
    const response = await get(`${ADMIN_HMIS_EXPORT_PATH}?${PERIOD}&coc=NY-505`, { cookie: adminCookie });
    expect(response.statusCode, response.body).toBe(200);
    const files = await unzip(response.rawPayload);
    expect(checkHmisCsv(files)).toEqual([]);
    expect(personalIds(files)).toEqual([people.a]);
  });

  it('refuses an unknown or malformed CoC, a reversed period and a malformed date', async () => {
    const unknown = await get(`${ADMIN_HMIS_EXPORT_PATH}?${PERIOD}&coc=CA-600`, { cookie: adminCookie });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(COC_NOT_FOUND_MESSAGE);
    expect(
      (await get(`${ADMIN_HMIS_EXPORT_PATH}?${PERIOD}&coc=ny505`, { cookie: adminCookie })).statusCode,
    ).toBe(400);
    expect(
      (await get(`${ADMIN_HMIS_EXPORT_PATH}?from=2026-02-01&to=2026-01-01`, { cookie: adminCookie }))
        .statusCode,
    ).toBe(400);
    expect(
      (await get(`${PARTNER_HMIS_EXPORT_PATH}?from=2026-1-1&to=2026-02-01`, partnerA.headers)).statusCode,
    ).toBe(400);
  });

  it('limits how often one caller exports', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await get(`${PARTNER_HMIS_EXPORT_PATH}?${PERIOD}`, partnerB.headers)).statusCode);
    expect(statuses).toContain(429);
  });
});
