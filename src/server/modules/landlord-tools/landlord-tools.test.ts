import type { Database } from '@server/db/client';
import { veterans } from '@server/db/schema';
import { insertTestHome } from '@server/test/homes.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';

async function addVeterans(db: Database, zipCodes: string[]) {
  await db.insert(veterans).values(zipCodes.map((zipCode) => ({ zipCode, source: 'seed' as const })));
}

describeApi('POST /api/property-score', (ctx) => {
  const score = (payload: Record<string, unknown>) =>
    ctx().app.inject({ method: 'POST', url: '/api/property-score', payload });
  const valid = { zipCode: '12345', bedrooms: 3, ownershipType: 'private' };

  it('scores a home and explains every factor', async () => {
    const response = await score(valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      score: 6,
      maxScore: 10,
      factors: [
        { label: 'Bedrooms', points: 3, maxPoints: 4, detail: expect.stringContaining('3 bedrooms') },
        { label: 'Ownership', points: 2, maxPoints: 2, detail: expect.stringContaining('directly') },
        { label: 'Location', points: 1, maxPoints: 1, detail: 'Your ZIP code is in Schenectady, NY.' },
        {
          label: 'Local veteran demand',
          points: 0,
          maxPoints: 3,
          detail: expect.stringContaining('0 veterans'),
        },
      ],
    });
  });

  it('counts veterans within 25 miles for local demand', async () => {
    const demand = async () => (await score({ ...valid, bedrooms: 5 })).json().factors[3].points;
    await addVeterans(ctx().handle.db, ['12305', '12401', '13202']);
    expect(await demand()).toBe(1);
    await addVeterans(ctx().handle.db, ['12203', '12180', '12866', '12345', '12801']);
    expect(await demand()).toBe(2);
    await addVeterans(
      ctx().handle.db,
      Array.from({ length: 15 }, () => '12345'),
    );
    expect(await demand()).toBe(3);
    const best = await score({ ...valid, bedrooms: 5 });
    expect(best.json().score).toBe(10);
    expect(best.json().factors[3].detail).toBe(
      '20 veterans looking for housing with us live within 25 miles.',
    );
  });

  it('gives an unknown ZIP no location or demand points', async () => {
    const response = await score({ ...valid, zipCode: '00000', ownershipType: 'manager' });
    expect(response.statusCode).toBe(200);
    expect(response.json().score).toBe(3 + 1);
  });

  it.each([
    ['zipCode', { zipCode: '' }, 'Enter the ZIP code of the home'],
    ['zipCode', { zipCode: 'abc' }, 'Enter a 5-digit ZIP code'],
    ['bedrooms', { bedrooms: undefined }, 'Choose how many bedrooms the home has'],
    ['bedrooms', { bedrooms: 0 }, 'Choose how many bedrooms the home has'],
    ['bedrooms', { bedrooms: 3.5 }, 'Enter a whole number of bedrooms'],
    ['ownershipType', { ownershipType: '' }, 'Choose how you own the home'],
    ['ownershipType', { ownershipType: 'tenant' }, 'Choose how you own the home'],
  ])('refuses a bad %s with its message', async (path, change, message) => {
    const response = await score({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().issues[0]).toEqual({ path, message });
  });

  it('refuses wrong types and unknown fields', async () => {
    const wrongType = await score({ ...valid, bedrooms: '3' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().issues[0].path).toBe('bedrooms');
    const unknown = await score({ ...valid, pool: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/pool/);
  });
});

describeApi('POST /api/income-calculator', (ctx) => {
  const calculate = (payload: Record<string, unknown>) =>
    ctx().app.inject({ method: 'POST', url: '/api/income-calculator', payload });

  it('answers the vacancy loss and co-living income in dollars (default 3 bedrooms: 3 tenants)', async () => {
    const response = await calculate({ rent: 1800, vacancyMonths: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      vacancyLoss: 3600,
      estimatedIncome: 1800,
      monthlyIncome: 3600,
      tenants: 3,
      roomRent: 1200,
      roomRentSource: 'program',
      nearbyHomes: 0,
    });
  });

  it('counts the rents of the rooms listed within 25 miles of the home, and says so', async () => {
    const { db } = ctx().handle;
    // Albany, Schenectady (about 15 miles) and Troy: $900, $1,000, $1,100 a room; the middle one counts
    await insertTestHome(db, '12207', { rentPerRoomCents: 90_000 });
    await insertTestHome(db, '12345', { rentPerRoomCents: 100_000 });
    await insertTestHome(db, '12180', { rentPerRoomCents: 110_000 });
    // never: a filled home, a home without a room rent, a home far away
    await insertTestHome(db, '12207', { rentPerRoomCents: 500_000, status: 'filled' });
    await insertTestHome(db, '12207', { rentPerRoomCents: null, rentCents: 400_000 });
    await insertTestHome(db, '90210', { rentPerRoomCents: 300_000 });
    expect((await calculate({ rent: 1800, vacancyMonths: 2, zipCode: '12207' })).json()).toEqual({
      vacancyLoss: 3600,
      estimatedIncome: 1200,
      monthlyIncome: 3000,
      tenants: 3,
      roomRent: 1000,
      roomRentSource: 'nearby',
      nearbyHomes: 3,
    });
    // no rooms listed near Anchorage: the program's rent, and the answer says so
    expect((await calculate({ rent: 1800, vacancyMonths: 2, zipCode: '99501' })).json()).toMatchObject({
      roomRent: 1200,
      roomRentSource: 'program',
      nearbyHomes: 0,
    });
  });

  it('counts one veteran per private room in households of 3, and shows a loss honestly', async () => {
    expect((await calculate({ rent: 1500, vacancyMonths: 1, bedrooms: 6 })).json()).toMatchObject({
      tenants: 6,
      monthlyIncome: 7200,
      estimatedIncome: 5700,
    });
    expect((await calculate({ rent: 1500, vacancyMonths: 1, bedrooms: 4 })).json().tenants).toBe(3);
    expect((await calculate({ rent: 8000, vacancyMonths: 1 })).json().estimatedIncome).toBe(-4400);
  });

  it.each([
    ['rent', { rent: 0 }, 'Enter the monthly rent the home earns now, in dollars'],
    ['rent', { rent: undefined }, 'Enter the monthly rent the home earns now, in dollars'],
    ['rent', { rent: 12.5 }, 'Enter the rent in whole dollars'],
    ['rent', { rent: 100_001 }, 'Rent must be at most $100,000'],
    ['vacancyMonths', { vacancyMonths: 0 }, 'Enter how many months the home has stood empty'],
    ['vacancyMonths', { vacancyMonths: 121 }, 'Use at most 120 months'],
    ['bedrooms', { bedrooms: 0 }, 'Enter the number of bedrooms'],
  ])('refuses a bad %s with its message', async (path, change, message) => {
    const response = await calculate({ rent: 1800, vacancyMonths: 2, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, issues: [{ path, message }] });
  });

  it('refuses wrong types and unknown fields', async () => {
    const wrongType = await calculate({ rent: '1800', vacancyMonths: 2 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().issues[0].path).toBe('rent');
    const unknown = await calculate({ rent: 1800, vacancyMonths: 2, tenants: 12 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/tenants/);
  });
});
