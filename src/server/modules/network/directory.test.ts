import {
  addPlacements,
  containsSecret,
  lastYear,
  makeOrganization,
  today,
} from '@server/test/network-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import {
  PROFILE_NOT_FOUND_MESSAGE,
  UNKNOWN_ZIP_MESSAGE,
  VSO_NOT_FOUND_MESSAGE,
  VSOS_COUNT_CAP,
  type VsoCard,
} from '@shared/contracts/network';
import { sql } from 'drizzle-orm';
import { searchNearest } from './directory-page';

describeApi('directory: GET /api/vsos*', (context) => {
  const ids: Record<string, string> = {};
  let albanySlug = '';

  beforeAll(async () => {
    const { db } = context().handle;
    const albany = await makeOrganization(db, {
      name: 'Albany Housing Vets',
      zipCode: '12207',
      categories: ['housing', 'legal'],
      accredited: true,
    });
    ids.albany = albany.id;
    albanySlug = albany.slug;
    ids.schenectady = (
      await makeOrganization(db, {
        name: 'Schenectady Minds',
        zipCode: '12305',
        categories: ['mental_health'],
      })
    ).id;
    ids.poughkeepsie = (
      await makeOrganization(db, {
        name: 'Poughkeepsie Care',
        zipCode: '12601',
        categories: ['healthcare'],
        verified: false,
      })
    ).id;
    ids.boston = (
      await makeOrganization(db, {
        name: 'Boston Homes for Heroes',
        zipCode: '02108',
        categories: ['housing'],
      })
    ).id;
    ids.losAngeles = (
      await makeOrganization(db, { name: 'LA Legal Aid', zipCode: '90012', categories: ['legal'] })
    ).id;
    ids.denver = (
      await makeOrganization(db, {
        name: 'Denver Without Map',
        zipCode: '80202',
        categories: ['general'],
        located: false,
      })
    ).id;
    await addPlacements(db, ids.albany, 12, today());
    await addPlacements(db, ids.boston, 55, today());
    await addPlacements(db, ids.poughkeepsie, 3, today());
    await addPlacements(db, ids.losAngeles, 1, today());
    await addPlacements(db, ids.losAngeles, 1, lastYear());
  });

  const list = async (query: string) => {
    const res = await context().app.inject({ method: 'GET', url: `/api/vsos${query}` });
    return { res, cards: res.statusCode === 200 ? (res.json() as VsoCard[]) : [] };
  };
  const names = (cards: VsoCard[]) => cards.map((card) => card.name);

  it('lists every organisation by state, city and name, with the total in X-Total-Count', async () => {
    const { res, cards } = await list('');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('6');
    expect(res.headers['x-total-count-capped']).toBeUndefined();
    expect(names(cards)).toEqual([
      'LA Legal Aid',
      'Denver Without Map',
      'Boston Homes for Heroes',
      'Albany Housing Vets',
      'Poughkeepsie Care',
      'Schenectady Minds',
    ]);
    expect(cards.every((card) => card.distanceMiles === null)).toBe(true);
  });

  it('never answers phone, email or internal fields', async () => {
    const { res, cards } = await list('?zipCode=12207');
    expect(containsSecret(res.body)).toBe(false);
    for (const card of cards) {
      for (const key of ['phone', 'email', 'internalNotes', 'webhookUrl', 'dataQualityFlags', 'latitude']) {
        expect(card).not.toHaveProperty(key);
      }
    }
  });

  it('filters by state, by city and state (any case), and by organisation types', async () => {
    expect(names((await list('?state=ny')).cards)).toEqual([
      'Albany Housing Vets',
      'Poughkeepsie Care',
      'Schenectady Minds',
    ]);
    expect(names((await list('?orgTypes=legal,mental_health')).cards)).toEqual([
      'LA Legal Aid',
      'Albany Housing Vets',
      'Schenectady Minds',
    ]);
    expect(names((await list('?state=NY&orgTypes=housing')).cards)).toEqual(['Albany Housing Vets']);
    // a city the ZIP data does not know: organisations in that exact city, here none
    expect((await list('?city=Nowhere&state=NY')).cards).toEqual([]);
  });

  it('treats empty query values as no filter', async () => {
    const { res, cards } = await list('?city=&state=&zipCode=&orgTypes=');
    expect(res.statusCode).toBe(200);
    expect(cards).toHaveLength(6);
  });

  it('sorts nearest first from a ZIP, with distances, and organisations without coordinates last', async () => {
    const { res, cards } = await list('?zipCode=12207');
    expect(res.statusCode).toBe(200);
    expect(names(cards)).toEqual([
      'Albany Housing Vets',
      'Schenectady Minds',
      'Poughkeepsie Care',
      'Boston Homes for Heroes',
      'LA Legal Aid',
      'Denver Without Map',
    ]);
    const distances = cards.map((card) => card.distanceMiles);
    expect(distances[0]).toBeLessThan(1);
    expect(distances[1]).toBeGreaterThan(5);
    expect(distances[1]).toBeLessThan(25);
    expect(distances[4]).toBeGreaterThan(2000);
    expect(distances[5]).toBeNull();
    expect(res.headers['x-total-count']).toBe('6');
  });

  it('pages through the nearest-first order consistently', async () => {
    const whole = names((await list('?zipCode=12207')).cards);
    const paged: string[] = [];
    for (let offset = 0; offset < 6; offset += 1) {
      paged.push(...names((await list(`?zipCode=12207&limit=1&offset=${offset}`)).cards));
    }
    expect(paged).toEqual(whole);
    expect(names((await list('?zipCode=12207&limit=2&offset=2')).cards)).toEqual(whole.slice(2, 4));
  });

  it('gives every page of the nearest-first read the order of the whole list', async () => {
    const { db } = context().handle;
    const centre = { latitude: 42.6526, longitude: -73.7562 };
    const order = async (offset: number, limit: number) =>
      (await searchNearest(db, {}, centre, { limit, offset, cap: 1_000, yearStart: '2000-01-01' })).rows.map(
        (row) => row.organization.name,
      );
    const full = await order(0, 6);
    for (const [offset, limit] of [
      [0, 1],
      [0, 2],
      [1, 2],
      [2, 1],
      [3, 2],
      [4, 2],
    ] as const) {
      expect(await order(offset, limit)).toEqual(full.slice(offset, offset + limit));
    }
  });

  it('combines a ZIP with filters', async () => {
    const { cards } = await list('?zipCode=02108&orgTypes=housing');
    expect(names(cards)).toEqual(['Boston Homes for Heroes', 'Albany Housing Vets']);
  });

  it('refuses unknown ZIPs, bad states, unknown types and oversized pages with 400', async () => {
    const unknown = await list('?zipCode=00000');
    expect(unknown.res.statusCode).toBe(400);
    expect(unknown.res.json().message).toBe(UNKNOWN_ZIP_MESSAGE);
    expect((await list('?zipCode=12ab')).res.json().issues[0].path).toBe('zipCode');
    expect((await list('?state=New York')).res.statusCode).toBe(400);
    const types = await list('?orgTypes=housing,spaceships');
    expect(types.res.statusCode).toBe(400);
    expect(types.res.json().message).toMatch(/Organization types must be among/);
    expect((await list('?limit=51')).res.statusCode).toBe(400);
    expect((await list('?limit=50')).res.statusCode).toBe(200);
  });

  it('computes placement tiers and helped-this-year from placements', async () => {
    const { cards } = await list('');
    const byName = new Map(cards.map((card) => [card.name, card]));
    expect(byName.get('Albany Housing Vets')).toMatchObject({
      placements: 12,
      placementTier: 'teal',
      accredited: true,
    });
    expect(byName.get('Boston Homes for Heroes')).toMatchObject({ placements: 55, placementTier: 'plum' });
    expect(byName.get('Poughkeepsie Care')).toMatchObject({
      placements: 3,
      placementTier: 'unverified',
      isVerified: false,
    });
    expect(byName.get('Schenectady Minds')).toMatchObject({ placements: 0, placementTier: 'bronze' });
    const la = byName.get('LA Legal Aid');
    expect(la).toMatchObject({ placements: 2, placementTier: 'green' });
    expect(la?.helpedThisYear).toEqual({ year: new Date().getUTCFullYear(), count: 1 });
  });

  it('counts organisations, states and the four categories', async () => {
    const count = await context().app.inject({ method: 'GET', url: '/api/vsos/count' });
    expect(count.json()).toEqual({ count: 6 });
    const summary = await context().app.inject({ method: 'GET', url: '/api/vsos/summary' });
    expect(summary.json()).toEqual({
      count: 6,
      states: 4,
      categories: { housing: 2, mental_health: 1, legal: 2, emergency: 1 },
    });
  });

  it('answers one organisation by id, and 404 VSO not found for unknown or non-uuid ids', async () => {
    const res = await context().app.inject({ method: 'GET', url: `/api/vsos/${ids.albany}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.albany,
      name: 'Albany Housing Vets',
      city: 'Albany',
      state: 'NY',
      zipCode: '12207',
    });
    expect(containsSecret(res.body)).toBe(false);
    for (const id of ['3f1c2b7e-0000-4000-8000-000000000000', 'not-a-uuid', albanySlug]) {
      const missing = await context().app.inject({ method: 'GET', url: `/api/vsos/${id}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(VSO_NOT_FOUND_MESSAGE);
    }
  });

  it('answers the public profile by slug, without contact details', async () => {
    const res = await context().app.inject({ method: 'GET', url: `/api/partner/profile/${albanySlug}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.albany,
      slug: albanySlug,
      placementTier: 'teal',
      topReferralPartner: true,
    });
    expect(res.json()).not.toHaveProperty('distanceMiles');
    expect(containsSecret(res.body)).toBe(false);
    const missing = await context().app.inject({ method: 'GET', url: '/api/partner/profile/no-such-org' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PROFILE_NOT_FOUND_MESSAGE);
  });

  it('documents every network call in the OpenAPI document', async () => {
    const res = await context().app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/vsos',
      '/api/vsos/count',
      '/api/vsos/summary',
      '/api/vsos/{id}',
      '/api/vsos/{id}/report',
      '/api/veteran-referrals',
      '/api/referrals',
      '/api/placements',
      '/api/partner/profile/{slug}',
      '/api/partner/impact',
      '/api/landlord-leads',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('stops counting at the cap and says so in a header (runs last: it adds 1,000 organisations)', async () => {
    await context().handle.db.execute(sql`
      insert into organizations (slug, name, city, state, zip_code)
      select 'cap-org-' || i, 'Cap Org ' || i, 'Capville', 'TX', '75001' from generate_series(1, 1000) as i`);
    const { res, cards } = await list('?limit=5');
    expect(res.headers['x-total-count']).toBe(String(VSOS_COUNT_CAP));
    expect(res.headers['x-total-count-capped']).toBe('true');
    expect(cards).toHaveLength(5);
    expect((await list('?state=NY')).res.headers['x-total-count']).toBe('3');
    const count = await context().app.inject({ method: 'GET', url: '/api/vsos/count' });
    expect(count.json()).toEqual({ count: 1006 });
  });
});
