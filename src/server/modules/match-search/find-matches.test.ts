import { insertTestHome } from '@server/test/homes.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { MATCH_FITS, type MatchFit, matchFit } from '@shared/domain/match-fit';

const noBenefits = { vash: false, giBill: false, disability: false, employment: false };
const search = { zipCode: '12345', dischargeStatus: 'honorable', benefits: { ...noBenefits, vash: true } };

describeApi('POST /api/find-matches', (ctx) => {
  const ids: Record<string, string> = {};
  const post = (payload: object) => ctx().app.inject({ method: 'POST', url: '/api/find-matches', payload });
  const foundIds = (body: { matches: { property: { id: string } }[] }) =>
    body.matches.map((m) => m.property.id);

  beforeAll(async () => {
    const db = ctx().handle.db;
    const voucher = { acceptsVouchers: true };
    ids.best = await insertTestHome(db, '12345', { ...voucher, inspected: true, furnished: true });
    ids.nearby = await insertTestHome(db, '12309', { ...voucher, roomType: 'shared' });
    ids.noVoucher = await insertTestHome(db, '12345', { inspected: true });
    ids.far = await insertTestHome(db, '13202', voucher);
    ids.filled = await insertTestHome(db, '12345', { ...voucher, status: 'filled' });
    ids.noRooms = await insertTestHome(db, '12345', { ...voucher, unitsAvailable: 0 });
    ids.noCoordinates = await insertTestHome(db, '12345', { ...voucher, latitude: null, longitude: null });
  });

  it('shows a HUD-VASH voucher holder only available, nearby homes that accept vouchers, best first', async () => {
    const response = await post(search);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(foundIds(body).sort()).toEqual([ids.best, ids.nearby, ids.noCoordinates].sort());
    expect(body.total).toBe(3);
    // the engine scores distance, rent fit, urgency, landlord tier and waiting: the two homes in the ZIP
    // tie (inspected and furnished no longer count) and come before the one 4 miles away
    expect(foundIds(body).slice(0, 2).sort()).toEqual([ids.best, ids.noCoordinates].sort());
    expect(foundIds(body)[2]).toBe(ids.nearby);
    const scores = body.matches.map((m: { score: number }) => m.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // best match first reads best fit first too: the words come from the score
    const fits = body.matches.map((m: { fit: MatchFit }) => MATCH_FITS.indexOf(m.fit));
    expect(fits).toEqual([...fits].sort((a, b) => a - b));
    expect(body.matches.map((m: { score: number; fit: MatchFit }) => m.fit)).toEqual(
      scores.map((score: number) => matchFit(score)),
    );
    expect(body.matches.every((m: { property: { acceptsVA: boolean } }) => m.property.acceptsVA)).toBe(true);
  });

  it('answers each home with its public view, score, reasons and distance', async () => {
    const body = (await post(search)).json();
    const best = body.matches.find((m: { property: { id: string } }) => m.property.id === ids.best);
    expect(best).toEqual({
      property: expect.objectContaining({
        id: ids.best,
        zipCode: '12345',
        city: 'Schenectady',
        rentPerRoom: 800,
        roomType: 'private',
        badges: ['benefit_help', 'furnished', 'inspected'],
      }),
      // distance 35 + rent fit 10 (no budget known) + normal urgency 8
      score: 53,
      reason: 'accepts HUD-VASH; same ZIP code; rent $800',
      // what the veteran reads: the words of that score (53: good), not the score or the landlord's tier
      fit: 'good',
      reasons: ['In your ZIP code', '$800 a month for your room', 'Accepts your HUD-VASH voucher'],
      distanceMiles: 0,
    });
    const nearby = body.matches.find((m: { property: { id: string } }) => m.property.id === ids.nearby);
    expect(nearby.distanceMiles).toBeGreaterThan(3);
    expect(nearby.distanceMiles).toBeLessThan(5);
    expect(nearby.reason).toMatch(/^accepts HUD-VASH; \d\.\d miles; rent \$800$/);
    expect(nearby.fit).toBe('good');
    expect(nearby.reasons[0]).toBe(`${nearby.distanceMiles.toFixed(1)} miles away`);
    expect(nearby.score).toBeLessThan(best.score);
    expect(nearby.property.roomType).toBe('shared');
  });

  it('without a voucher, also shows homes that do not accept vouchers, never far or unavailable ones', async () => {
    const body = (await post({ ...search, benefits: { ...noBenefits, disability: true } })).json();
    expect(foundIds(body)).toContain(ids.noVoucher);
    expect(foundIds(body)).not.toContain(ids.far);
    expect(foundIds(body)).not.toContain(ids.filled);
    expect(foundIds(body)).not.toContain(ids.noRooms);
    expect(body.total).toBe(4);
  });

  it('finds homes near a ZIP+4 and answers an empty list where there are none', async () => {
    expect((await post({ ...search, zipCode: '12345-0001' })).json().total).toBe(3);
    const none = await post({ ...search, zipCode: '90210' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ matches: [], total: 0 });
  });

  it("takes the spec's body, { zipCode, benefits }: the discharge status may be left out (it never scores)", async () => {
    const { dischargeStatus: _, ...specBody } = search;
    const response = await post(specBody);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual((await post(search)).json());
  });

  it.each([
    ['zipCode', { zipCode: '' }, 'Enter the ZIP code where you want to live'],
    ['zipCode', { zipCode: undefined }, 'Enter the ZIP code where you want to live'],
    ['zipCode', { zipCode: '1234' }, 'Enter a 5-digit ZIP code'],
    ['dischargeStatus', { dischargeStatus: '' }, 'Choose your discharge status'],
    ['dischargeStatus', { dischargeStatus: 'dishonorable' }, 'Choose your discharge status'],
    ['benefits', { benefits: undefined }, 'Tell us which benefits you have'],
    ['benefits.vash', { benefits: { ...noBenefits, vash: 'yes' } }, 'HUD-VASH voucher: answer true or false'],
  ])('refuses a bad %s with its message', async (path, change, message) => {
    const response = await post({ ...search, ...change });
    expect(response.statusCode).toBe(400);
    // an empty ZIP also fails the 5-digit pattern: the first issue is the one the form shows
    expect(response.json().message).toBe(message);
    expect(response.json().issues[0]).toEqual({ path, message });
  });

  it('refuses wrong types and unknown fields', async () => {
    const wrongType = await post({ ...search, zipCode: 12345 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().issues[0].path).toBe('zipCode');
    const unknown = await post({ ...search, admin: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/admin/);
    const unknownBenefit = await post({ ...search, benefits: { ...noBenefits, section8: true } });
    expect(unknownBenefit.statusCode).toBe(400);
    expect(unknownBenefit.json().message).toMatch(/section8/);
  });
});
