import type { Readable } from 'node:stream';
import { auditEvents, communityEvents, communityImports } from '@server/db/schema';
import { type BenchmarksWorld, buildBenchmarksWorld } from '@server/modules/benchmarks/benchmarks.fixtures';
import { bearer } from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { ADMIN_HMIS_EXPORT_PATH } from '@shared/contracts/hmis-export';
import {
  ADMIN_HMIS_IMPORT_PATH,
  HMIS_IMPORT_INVALID_MESSAGE,
  HMIS_IMPORT_MAX_BYTES,
  HMIS_IMPORT_NOT_ZIP_MESSAGE,
} from '@shared/contracts/hmis-import';
import { eq } from 'drizzle-orm';
import { zipOf } from './export-zip';
import { unzip } from './hmis-zip.fixtures';

const FIGURES = ['a', 'b', 'c', 'd', 'functionalZero', 'trend'] as const;
const today = () => new Date().toISOString().slice(0, 10);

async function bufferOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describeApi('HMIS CSV import: POST /api/admin/hmis-import, the community figures', (ctx) => {
  let world: BenchmarksWorld;
  let ownExport: Buffer;
  beforeAll(async () => {
    world = await buildBenchmarksWorld(ctx());
    const exported = await ctx().app.inject({
      method: 'GET',
      url: `${ADMIN_HMIS_EXPORT_PATH}?from=2019-01-01&to=${today()}`,
      headers: { cookie: world.adminCookie },
    });
    expect(exported.statusCode, exported.body).toBe(200);
    ownExport = exported.rawPayload;
  });
  const upload = (body: Buffer | string, coc = 'NY-505', headers: Record<string, string> = {}) =>
    ctx().app.inject({
      method: 'POST',
      url: `${ADMIN_HMIS_IMPORT_PATH}?coc=${coc}`,
      headers: { cookie: world.adminCookie, 'content-type': 'application/zip', ...headers },
      payload: body,
    });
  const asAdmin = (url: string) =>
    ctx().app.inject({ method: 'GET', url, headers: { cookie: world.adminCookie } });

  it('our own export, imported again, gives the same benchmark figures, kept apart and audited', async () => {
    const imported = await upload(ownExport);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ coc: 'NY-505', people: 6 });
    const ours = (await asAdmin('/api/admin/benchmarks')).json();
    const response = await asAdmin('/api/admin/benchmarks?coc=NY-505&source=community');
    expect(response.statusCode, response.body).toBe(200);
    const community = response.json();
    for (const figure of FIGURES) expect(community[figure], figure).toEqual(ours[figure]);
    expect(community).toMatchObject({ peopleCounted: 6, community: { code: 'NY-505' } });
    expect(community.importedAt).toBe(imported.json().importedAt);
    // the network's own figures are untouched: nobody was added to its records
    expect((await asAdmin('/api/admin/benchmarks')).json().peopleCounted).toBe(6);
    const { db } = ctx().handle;
    const audits = await db.select().from(auditEvents).where(eq(auditEvents.action, 'hmis.imported'));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0]?.details)).not.toMatch(/Pat|Quinn|Robin/);
  });

  it('a broken export is refused with every issue by file, row and column, and nothing half-imported', async () => {
    const { db } = ctx().handle;
    const before = await db.select().from(communityEvents);
    const files = await unzip(ownExport);
    const enrollment = (files.get('Enrollment.csv') ?? '').split('\r\n');
    const row = (enrollment[1] ?? '').split(',');
    row[3] = '2026-13-45';
    enrollment[1] = row.join(',');
    files.set('Enrollment.csv', enrollment.join('\r\n'));
    files.delete('Funder.csv');
    const response = await upload(await bufferOf(zipOf(files, new Date())));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(HMIS_IMPORT_INVALID_MESSAGE);
    expect(response.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'Funder.csv', message: 'The file is missing' },
        { path: 'Enrollment.csv, row 2, EntryDate', message: 'is not a date as yyyy-mm-dd: 2026-13-45' },
      ]),
    );
    expect(await db.select().from(communityEvents)).toHaveLength(before.length);
    expect(await db.select().from(communityImports)).toHaveLength(1);
  });

  it('refuses what is not a zip, a zip too large, an unknown CoC and a missing import', async () => {
    const notZip = await upload('PersonalID,FirstName\n1,Ann');
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json().message).toBe(HMIS_IMPORT_NOT_ZIP_MESSAGE);
    expect((await upload(Buffer.alloc(HMIS_IMPORT_MAX_BYTES + 1))).statusCode).toBe(413);
    expect((await upload(ownExport, 'ZZ-999')).statusCode).toBe(404);
    expect((await upload(ownExport, 'nope')).statusCode).toBe(400);
    expect((await asAdmin('/api/admin/benchmarks?coc=CA-600&source=community')).statusCode).toBe(404);
    expect((await asAdmin('/api/admin/benchmarks?source=community')).statusCode).toBe(400);
  });

  it('admins only: a partner or nobody cannot import, nor read the community figures', async () => {
    const asPartner = await ctx().app.inject({
      method: 'POST',
      url: `${ADMIN_HMIS_IMPORT_PATH}?coc=NY-505`,
      headers: { ...bearer(world.partnerToken), 'content-type': 'application/zip' },
      payload: ownExport,
    });
    expect([401, 403]).toContain(asPartner.statusCode);
    const anonymous = await ctx().app.inject({
      method: 'POST',
      url: `${ADMIN_HMIS_IMPORT_PATH}?coc=NY-505`,
      headers: { 'content-type': 'application/zip' },
      payload: ownExport,
    });
    expect(anonymous.statusCode).toBe(401);
    const read = await ctx().app.inject({
      method: 'GET',
      url: '/api/admin/benchmarks?coc=NY-505&source=community',
      headers: bearer(world.partnerToken),
    });
    expect([401, 403]).toContain(read.statusCode);
    const { db } = ctx().handle;
    expect(await db.select().from(auditEvents).where(eq(auditEvents.action, 'hmis.imported'))).toHaveLength(
      1,
    );
  });
});
