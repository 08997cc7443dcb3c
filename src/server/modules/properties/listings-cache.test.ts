import { coLivingHomes, properties } from '@server/db/schema';
import { loginUser, makeAdmin, makeLandlord } from '@server/test/accounts.fixtures';
import { insertTestHome } from '@server/test/homes.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq, sql } from 'drizzle-orm';
import { listAvailable } from './repo';
import { toPropertyView } from './view';

// Decision 0031: the public listings are kept by the version the database moves with every change to properties
// and co_living_homes. Whatever writes, the next answer is the one the rows give now.
const statements: string[] = [];

const listing = { address: '40 Cache St', zipCode: '12345', roomCount: 3, rentPerRoom: 850, acceptsVA: true };

describeApi(
  'public listings kept by their version: never stale',
  (ctx) => {
    const db = () => ctx().handle.db;
    const call = (
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      headers: Record<string, string>,
      payload?: object,
    ) => ctx().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    let admin = { cookie: '' };
    let landlord = { cookie: '' };

    beforeAll(async () => {
      admin = { cookie: await loginUser(ctx().app, (await makeAdmin(db())).username) };
      landlord = { cookie: await loginUser(ctx().app, (await makeLandlord(db())).email) };
      for (const n of [1, 2, 3]) await insertTestHome(db(), '12207', { address: `${n} Seeded Rd` });
    });

    const pages = [
      { limit: 50, offset: 0 },
      { limit: 2, offset: 1 },
    ];
    const urlOf = (page: { limit: number; offset: number }) =>
      `/api/properties?limit=${page.limit}&offset=${page.offset}`;

    /** Each page asked for twice (the second kept): the listings and the total the rows give now. */
    async function readAll(): Promise<Map<string, string>> {
      const tags = new Map<string, string>();
      for (const page of pages) {
        const url = urlOf(page);
        await call('GET', url, {});
        const kept = await call('GET', url, {});
        expect(kept.statusCode, url).toBe(200);
        const truth = await listAvailable(db(), page);
        expect(kept.json(), url).toEqual(JSON.parse(JSON.stringify(truth.rows.map(toPropertyView))));
        expect(kept.headers['x-total-count'], url).toBe(String(truth.total));
        tags.set(url, String(kept.headers.etag));
      }
      return tags;
    }

    /** After a change, every page is the truth again, and a browser's old copy is not revalidated. */
    async function changes(before: Map<string, string>, change: () => Promise<unknown>) {
      await change();
      for (const [url, etag] of before) {
        const res = await call('GET', url, { 'if-none-match': etag });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers.etag, url).not.toBe(etag);
      }
      return readAll();
    }

    const listed = async () =>
      (await call('GET', urlOf({ limit: 50, offset: 0 }), {})).json() as { id: string }[];

    it('answers 304 while nothing changed, from one statement, and a kept page from one statement', async () => {
      const first = await call('GET', '/api/properties', {});
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"listings-[0-9a-z]+-\d{4}"$/);
      statements.length = 0;
      const again = await call('GET', '/api/properties', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(statements).toHaveLength(1);
      statements.length = 0;
      const kept = await call('GET', '/api/properties?offset=0&limit=50', {});
      expect(statements).toHaveLength(1);
      expect(kept.body).toBe(first.body);
      expect(kept.headers['x-total-count']).toBe(first.headers['x-total-count']);
    });

    it('gives the next answer from the rows after every kind of change, through the API or not', async () => {
      let tags = await readAll();
      // an admin's listing is published at once
      let published = '';
      tags = await changes(tags, async () => {
        const res = await call('POST', '/api/properties', admin, listing);
        expect(res.statusCode, res.body).toBe(201);
        published = res.json().id;
      });
      expect((await listed()).map((home) => home.id)).toContain(published);
      // a landlord's waits for review, then an admin approves it
      let reviewed = '';
      tags = await changes(tags, async () => {
        const res = await call('POST', '/api/properties', landlord, { ...listing, address: '41 Cache St' });
        reviewed = res.json().id;
      });
      expect((await listed()).map((home) => home.id)).not.toContain(reviewed);
      tags = await changes(tags, async () => {
        const res = await call('POST', `/api/admin/listings/${reviewed}/approve`, admin);
        expect(res.statusCode, res.body).toBe(200);
      });
      expect((await listed()).map((home) => home.id)).toContain(reviewed);
      // the admin edits the published listing
      tags = await changes(tags, async () => {
        const res = await call('PUT', `/api/properties/${published}`, admin, {
          ...listing,
          address: '40 Cache Street',
          rentPerRoom: 900,
        });
        expect(res.statusCode, res.body).toBe(200);
      });
      expect((await listed()).find((home) => home.id === published)).toMatchObject({
        address: '40 Cache Street',
        rentPerRoom: 900,
      });
      // the landlord pauses theirs
      tags = await changes(tags, async () => {
        const res = await call('POST', `/api/landlord/listings/${reviewed}/status`, landlord, {
          status: 'paused',
        });
        expect(res.statusCode, res.body).toBe(200);
      });
      expect((await listed()).map((home) => home.id)).not.toContain(reviewed);
      // by hand, or from another app server: a home filled, a listing made a co-living home, one deleted
      tags = await changes(tags, () =>
        db().update(properties).set({ status: 'filled' }).where(eq(properties.id, published)),
      );
      const [seeded] = await listed();
      if (!seeded) throw new Error('no listing left');
      tags = await changes(tags, () =>
        db()
          .insert(coLivingHomes)
          .values({ propertyId: seeded.id, roomTypes: ['shared_bath'] }),
      );
      expect((await listed()).map((home) => home.id)).not.toContain(seeded.id);
      tags = await changes(tags, () =>
        db().delete(coLivingHomes).where(eq(coLivingHomes.propertyId, seeded.id)),
      );
      expect((await listed()).map((home) => home.id)).toContain(seeded.id);
      await changes(tags, () => db().delete(properties).where(eq(properties.id, seeded.id)));
    });

    it('moves the listings version only: a change to the directory leaves the listings revalidated (304)', async () => {
      const before = await call('GET', '/api/properties', {});
      await db().execute(sql`update organizations set name = name`);
      const after = await call('GET', '/api/properties', { 'if-none-match': String(before.headers.etag) });
      expect(after.statusCode).toBe(304);
    });
  },
  { queryLog: (statement) => statements.push(statement) },
);
