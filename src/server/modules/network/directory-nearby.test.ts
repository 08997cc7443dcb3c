import { makeOrganization } from '@server/test/network-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import type { VsoCard } from '@shared/contracts/network';

describeApi('directory: near a city or a ZIP, within a radius', (context) => {
  beforeAll(async () => {
    const { db } = context().handle;
    for (const [name, zipCode] of [
      ['Albany Housing Vets', '12207'],
      ['Schenectady Minds', '12305'],
      ['Poughkeepsie Care', '12601'],
      ['Boston Homes for Heroes', '02108'],
      ['LA Legal Aid', '90012'],
    ] as const) {
      await makeOrganization(db, { name, zipCode, categories: ['housing'] });
    }
  });

  const list = async (query: string) => {
    const res = await context().app.inject({ method: 'GET', url: `/api/vsos${query}` });
    return { res, cards: res.statusCode === 200 ? (res.json() as VsoCard[]) : [] };
  };
  const names = (cards: VsoCard[]) => cards.map((card) => card.name);

  it("finds the nearest organisations to a 'City, ST' from the city's centre, across city and state lines", async () => {
    const schenectady = await list('?city=Schenectady&state=ny');
    expect(names(schenectady.cards).slice(0, 4)).toEqual([
      'Schenectady Minds',
      'Albany Housing Vets',
      'Poughkeepsie Care',
      'Boston Homes for Heroes',
    ]);
    expect(schenectady.cards[1]?.distanceMiles).toBeGreaterThan(10);
    expect(schenectady.cards[1]?.distanceMiles).toBeLessThan(25);
    // the radius keeps what is near: within 25 miles of Schenectady, Schenectady and Albany only
    const near = await list('?city=Schenectady&state=NY&radius=25');
    expect(names(near.cards)).toEqual(['Schenectady Minds', 'Albany Housing Vets']);
    expect(near.res.headers['x-total-count']).toBe('2');
  });

  it('limits a ZIP search to the chosen radius, with the count of what is inside', async () => {
    const within = await list('?zipCode=12207&radius=100');
    expect(names(within.cards)).toEqual(['Albany Housing Vets', 'Schenectady Minds', 'Poughkeepsie Care']);
    expect(within.res.headers['x-total-count']).toBe('3');
    expect(names((await list('?zipCode=12207&radius=10')).cards)).toEqual(['Albany Housing Vets']);
    const refused = await list('?zipCode=12207&radius=30');
    expect(refused.res.statusCode).toBe(400);
    expect(refused.res.json().message).toBe('Choose a distance of 10, 25, 50, 100 miles');
  });
});
