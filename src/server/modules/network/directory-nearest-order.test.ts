import { organizations } from '@server/db/schema';
import { lookupZip } from '@server/lib/zip-lookup';
import { describeApi } from '@server/test/test-app.fixtures';
import type { VsoCard } from '@shared/contracts/network';
import { distanceMiles, type LatLng } from '@shared/domain/geo';
import type { ServiceCategory } from '@shared/domain/partner-tiers';
import { searchNearest } from './directory-page';

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Placed {
  id: string;
  point: LatLng | null;
  categories: ServiceCategory[];
}

const COUNT = 300;

describeApi('directory: nearest first is exactly the haversine order', (context) => {
  const placed: Placed[] = [];

  beforeAll(async () => {
    const next = random(20261125);
    const points: (LatLng | null)[] = [];
    for (let i = 0; i < COUNT; i += 1) {
      const roll = next();
      const earlier = points[Math.floor(next() * points.length)];
      // about 1 in 10 without coordinates, 1 in 10 on an earlier organisation's point (a tie broken by id),
      // the rest anywhere on the globe, and a cluster near Albany where the first pages come from
      if (roll < 0.1) points.push(null);
      else if (roll < 0.2 && earlier) points.push(earlier);
      else if (roll < 0.5) points.push({ latitude: 42 + next() * 2, longitude: -75 + next() * 3 });
      else points.push({ latitude: next() * 180 - 90, longitude: next() * 360 - 180 });
    }
    const categories: ServiceCategory[] = ['housing', 'legal', 'mental_health'];
    const rows = await context()
      .handle.db.insert(organizations)
      .values(
        points.map((point, i) => ({
          slug: `random-org-${i}`,
          name: `Random Organization ${i}`,
          city: 'Somewhere',
          state: 'NY',
          zipCode: '12207',
          latitude: point?.latitude ?? null,
          longitude: point?.longitude ?? null,
          serviceCategories: [categories[i % categories.length] as ServiceCategory],
        })),
      )
      .returning({ id: organizations.id, categories: organizations.serviceCategories });
    placed.push(
      ...rows.map((row, i) => ({
        id: row.id,
        point: points[i] ?? null,
        categories: row.categories as ServiceCategory[],
      })),
    );
  });

  /** The order one by one: haversine miles ascending, ties by id, organisations without coordinates last. */
  const expected = (centre: LatLng, keep: (org: Placed) => boolean = () => true) =>
    placed
      .filter(keep)
      .map((org) => ({ id: org.id, miles: org.point ? distanceMiles(centre, org.point) : null }))
      .sort((a, b) => {
        if (a.miles !== b.miles) {
          if (a.miles === null) return 1;
          if (b.miles === null) return -1;
          return a.miles - b.miles;
        }
        return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
      });

  /** Every page of 50 of the API's answer, in order. */
  const everyPage = async (query: string) => {
    const cards: VsoCard[] = [];
    for (let offset = 0; ; offset += 50) {
      const res = await context().app.inject({
        method: 'GET',
        url: `/api/vsos?${query}&limit=50&offset=${offset}`,
      });
      expect(res.statusCode).toBe(200);
      const page = res.json() as VsoCard[];
      cards.push(...page);
      if (page.length < 50) return { cards, total: res.headers['x-total-count'] };
    }
  };

  it.each(['12207', '90012', '59001', '99501', '96813', '33101'])(
    'orders every page from ZIP %s as a one-by-one haversine sort, with the same miles',
    async (zipCode) => {
      const centre = lookupZip(zipCode);
      if (!centre) throw new Error(`unknown ZIP ${zipCode}`);
      const want = expected(centre);
      const { cards, total } = await everyPage(`zipCode=${zipCode}`);
      expect(cards.map((card) => card.id)).toEqual(want.map((org) => org.id));
      expect(cards.map((card) => card.distanceMiles)).toEqual(
        want.map((org) => (org.miles === null ? null : Math.round(org.miles * 10) / 10)),
      );
      expect(total).toBe(String(COUNT));
    },
  );

  it('keeps the exact order with a type filter and within a radius', async () => {
    const centre = lookupZip('12207') as LatLng;
    const legal = await everyPage('zipCode=12207&orgTypes=legal');
    const wantLegal = expected(centre, (org) => org.categories.includes('legal'));
    expect(legal.cards.map((card) => card.id)).toEqual(wantLegal.map((org) => org.id));
    const near = await everyPage('zipCode=12207&radius=100');
    const wantNear = expected(centre).filter((org) => org.miles !== null && org.miles <= 100);
    expect(wantNear.length).toBeGreaterThan(20);
    expect(near.cards.map((card) => card.id)).toEqual(wantNear.map((org) => org.id));
    expect(near.total).toBe(String(wantNear.length));
  });

  it('returns the haversine miles unrounded from the repository, page by page', async () => {
    const centre = { latitude: 42.6526, longitude: -73.7562 };
    const want = expected(centre);
    for (const [offset, limit] of [
      [0, 7],
      [7, 40],
      [250, 50],
      [295, 10],
    ] as const) {
      const { rows } = await searchNearest(context().handle.db, {}, centre, {
        limit,
        offset,
        cap: 1_000,
        yearStart: '2000-01-01',
      });
      const slice = want.slice(offset, offset + limit);
      expect(rows.map((row) => row.organization.id)).toEqual(slice.map((org) => org.id));
      rows.forEach((row, i) => {
        const miles = slice[i]?.miles ?? null;
        if (miles === null) expect(row.distance).toBeNull();
        else expect(row.distance).toBeCloseTo(miles, 6);
      });
    }
  });
});
