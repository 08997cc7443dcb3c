import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { organizations, placements } from '@server/db/schema';
import { PUBLIC_ANSWERS_MAX_BYTES, publicAnswers } from '@server/plugins/public-answers';
import { bearer, loginPartner, loginUser, makeAdmin, makePartner } from '@server/test/accounts.fixtures';
import { addPlacements, lastYear, makeOrganization, today } from '@server/test/network-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { ZVsoQuery } from '@shared/contracts/directory-query';
import { VSOS_TOTAL_HEADER } from '@shared/contracts/network';
import { eq } from 'drizzle-orm';
import { publicProfile, searchDirectory, vsoCard, vsoSummary } from './directory';

// Decision 0031: the directory's public answers are kept by the version the database moves with every change to
// organizations and placements. Whatever writes, the next answer is the one the rows give now.
const statements: string[] = [];

describeApi(
  'directory answers kept by their version: never stale',
  (ctx) => {
    const db = () => ctx().handle.db;
    const get = (url: string, headers: Record<string, string> = {}) =>
      ctx().app.inject({ method: 'GET', url, headers });
    let partner = { organizationId: '', token: '', slug: '' };
    let adminCookie = '';
    let otherId = '';

    beforeAll(async () => {
      const made = await makePartner(db(), { name: 'Capital Vets' });
      const [row] = await db()
        .select({ slug: organizations.slug })
        .from(organizations)
        .where(eq(organizations.id, made.organizationId));
      partner = {
        organizationId: made.organizationId,
        token: await loginPartner(ctx().app, made.email),
        slug: row?.slug ?? '',
      };
      adminCookie = await loginUser(ctx().app, (await makeAdmin(db())).username);
      otherId = (
        await makeOrganization(db(), { name: 'Troy Legal', zipCode: '12180', categories: ['legal'] })
      ).id;
      await addPlacements(db(), partner.organizationId, 2, lastYear());
    });

    /** Each answer with what the rows give now, read without the cache (the services the routes call). */
    const answers = () => [
      {
        url: '/api/vsos?state=NY',
        truth: async () => (await searchDirectory(db(), ZVsoQuery.parse({ state: 'NY' }))).cards,
      },
      {
        url: '/api/vsos?zipCode=12207&orgTypes=legal,housing',
        truth: async () =>
          (await searchDirectory(db(), ZVsoQuery.parse({ zipCode: '12207', orgTypes: 'legal,housing' })))
            .cards,
      },
      { url: `/api/vsos/${partner.organizationId}`, truth: () => vsoCard(db(), partner.organizationId) },
      { url: `/api/partner/profile/${partner.slug}`, truth: () => publicProfile(db(), partner.slug) },
      { url: '/api/vsos/summary', truth: () => vsoSummary(db()) },
    ];

    /** Every answer, asked for twice so the second comes from the cache; each must be today's truth. */
    async function readAll(): Promise<Map<string, string>> {
      const tags = new Map<string, string>();
      for (const { url, truth } of answers()) {
        await get(url);
        const kept = await get(url);
        expect(kept.statusCode, url).toBe(200);
        expect(kept.json(), url).toEqual(JSON.parse(JSON.stringify(await truth())));
        tags.set(url, String(kept.headers.etag));
      }
      return tags;
    }

    /** After a change, every answer is today's truth again, and a browser's old copy is not revalidated. */
    async function changes(before: Map<string, string>, change: () => Promise<unknown>) {
      await change();
      for (const [url, etag] of before) {
        const res = await get(url, { 'if-none-match': etag });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers.etag, url).not.toBe(etag);
      }
      return readAll();
    }

    it('answers 304 to the tag it gave while nothing changed, from one statement, and serves kept answers', async () => {
      const first = await get('/api/vsos?state=NY');
      expect(first.statusCode).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"directory-[0-9a-z]+-\d{4}"$/);
      statements.length = 0;
      const again = await get('/api/vsos?state=NY', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(statements).toHaveLength(1);
      expect(statements[0]).toMatch(/from "public_versions"/);
      // a list of tags, weak or strong, or '*'
      for (const tags of [`"nope", ${etag}`, etag.slice(2), '*']) {
        expect((await get('/api/vsos?state=NY', { 'if-none-match': tags })).statusCode, tags).toBe(304);
      }
      expect((await get('/api/vsos?state=NY', { 'if-none-match': '"nope"' })).statusCode).toBe(200);
      // a kept answer: the version only, the same bytes and headers; the order of the types changes nothing
      statements.length = 0;
      const kept = await get('/api/vsos?state=ny');
      expect(statements).toHaveLength(1);
      expect(kept.body).toBe(first.body);
      expect(kept.headers[VSOS_TOTAL_HEADER.toLowerCase()]).toBe(
        first.headers[VSOS_TOTAL_HEADER.toLowerCase()],
      );
      expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
      // the project sets no Cache-Control on public answers: browsers revalidate with the tag each time
      expect(kept.headers['cache-control']).toBeUndefined();
      await get('/api/vsos?orgTypes=housing,legal');
      statements.length = 0;
      await get('/api/vsos?orgTypes=legal,housing');
      expect(statements).toHaveLength(1);
      expect(publicAnswers(db()).kept.bytes).toBeLessThanOrEqual(PUBLIC_ANSWERS_MAX_BYTES);
    });

    it('sends a kept answer compressed once, in the encoding the client accepts', async () => {
      const plain = await get('/api/vsos');
      expect(plain.body.length).toBeGreaterThanOrEqual(1024);
      expect(plain.headers.vary).toBe('accept-encoding');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await get('/api/vsos', { 'accept-encoding': 'gzip, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('accept-encoding');
      expect(br.headers.etag).toBe(plain.headers.etag);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect((await get('/api/vsos', { 'accept-encoding': 'br' })).rawPayload).toEqual(br.rawPayload);
      const gzip = await get('/api/vsos', { 'accept-encoding': 'br;q=0, gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      // small answers go as they are
      const small = await get(`/api/vsos/${partner.organizationId}`, { 'accept-encoding': 'br' });
      expect(small.body.length).toBeLessThan(1024);
      expect(small.headers['content-encoding']).toBeUndefined();
    });

    it('sends no tag with a refusal and keeps nothing of it', async () => {
      const unknown = await get('/api/vsos/00000000-0000-4000-8000-000000000000');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers.etag).toBeUndefined();
      expect((await get('/api/vsos?zipCode=00000')).statusCode).toBe(400);
    });

    it('gives the next answer from the rows after every kind of change, through the API or not', async () => {
      let tags = await readAll();
      // the partner edits its profile
      tags = await changes(tags, async () => {
        const res = await ctx().app.inject({
          method: 'PATCH',
          url: '/api/partner/profile',
          headers: bearer(partner.token),
          payload: { description: 'Now with a walk-in office.', phone: null },
        });
        expect(res.statusCode, res.body).toBe(200);
      });
      expect((await get(`/api/vsos/${partner.organizationId}`)).json().description).toBe(
        'Now with a walk-in office.',
      );
      // an admin changes it
      tags = await changes(tags, async () => {
        const res = await ctx().app.inject({
          method: 'PATCH',
          url: `/api/admin/organizations/${partner.organizationId}`,
          headers: { cookie: adminCookie },
          payload: { verified: false, integrationTier: 4 },
        });
        expect(res.statusCode, res.body).toBe(200);
      });
      expect((await get(`/api/partner/profile/${partner.slug}`)).json()).toMatchObject({
        isVerified: false,
        integrationTier: 4,
      });
      // a placement moves the counts
      tags = await changes(tags, async () => {
        const res = await ctx().app.inject({
          method: 'POST',
          url: '/api/placements',
          headers: bearer(partner.token),
          payload: {
            veteranName: 'Alex Doe',
            propertyAddress: '5 Elm St',
            placementDate: today(),
            monthlyRent: 900,
            vsoId: partner.organizationId,
          },
        });
        expect(res.statusCode, res.body).toBe(201);
      });
      expect((await get(`/api/vsos/${partner.organizationId}`)).json()).toMatchObject({
        placements: 3,
        helpedThisYear: { count: 1 },
      });
      // a new organisation is provisioned
      tags = await changes(tags, () => makePartner(db(), { name: 'Another Albany Group' }));
      // by hand, or from another app server: the database moves the version all the same
      tags = await changes(tags, () =>
        db().update(organizations).set({ name: 'Troy Legal Aid' }).where(eq(organizations.id, otherId)),
      );
      tags = await changes(tags, () =>
        db().delete(placements).where(eq(placements.organizationId, partner.organizationId)),
      );
      tags = await changes(tags, () => db().delete(organizations).where(eq(organizations.id, otherId)));
      expect((await get('/api/vsos/summary')).json().categories.legal).toBe(0);
    });
  },
  { queryLog: (statement) => statements.push(statement) },
);
