import { bearer, loginPartner, loginUser, makeAdmin, makePartner } from '@server/test/accounts.fixtures';
import { validContactMessage } from '@server/test/contact.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { TEXT_CHARACTERS_MESSAGE } from '@shared/contracts/common';
import { sql } from 'drizzle-orm';

const contact = { ...validContactMessage, message: 'Hi' };

/**
 * Issue 15's findings and the fuzz's, on both databases: input the database refuses or changes (a NUL, a lone
 * surrogate, a day that does not exist, a year it cannot hold) gets a 400 before any query.
 */
describeApi('the input rules at the API', (ctx) => {
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  it('answers 400, not 500, to a NUL in a query string or a path (both answered 500 before)', async () => {
    for (const url of ['/api/vsos?city=%00', '/api/partner/profile/%00', '/api/vsos/a%00b']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBe(TEXT_CHARACTERS_MESSAGE);
    }
  });

  it('refuses a right-to-left override in a name, and keeps right-to-left scripts', async () => {
    const post = (fullName: string) =>
      ctx().app.inject({ method: 'POST', url: '/api/contact', payload: { ...contact, fullName } });
    const override = await post('Dana \u202eskoorB');
    expect(override.statusCode).toBe(400);
    expect(override.json().issues).toEqual([{ path: 'fullName', message: TEXT_CHARACTERS_MESSAGE }]);
    expect((await post('دانا بروکس')).statusCode).toBe(201);
  });

  it('refuses invisible format and C1 characters in a name (they can hide what a name or link says)', async () => {
    const post = (fullName: string) =>
      ctx().app.inject({ method: 'POST', url: '/api/contact', payload: { ...contact, fullName } });
    for (const name of [
      'Da\u200bna',
      'Dana\u200d Brooks',
      'Dana\u061c',
      'Da\ufeffna',
      'Da\u2028na',
      'Da\u0085na',
    ]) {
      const response = await post(name);
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json().issues).toEqual([{ path: 'fullName', message: TEXT_CHARACTERS_MESSAGE }]);
    }
  });

  it('refuses lone surrogates, which both databases would silently store as U+FFFD', async () => {
    // why the rule refuses them: what was sent would not be what is saved
    const { db } = ctx().handle;
    const result = (await db.execute(sql`select ${'a\ud800b'}::text as saved`)) as unknown as {
      rows: { saved: string }[];
    };
    expect(result.rows[0]?.saved).toBe('a\ufffdb');
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...contact, subject: 'Help \ud800' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: 'subject', message: TEXT_CHARACTERS_MESSAGE }]);
  });

  it('lets a contact message keep its line breaks', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...contact, message: 'Hello,\n\nI need a room near Albany.\nThanks' },
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses dates the database cannot hold: 31 February, year 0, an offset that reaches year 10000', async () => {
    const { db } = ctx().handle;
    const admin = await makeAdmin(db);
    const adminCookie = await loginUser(ctx().app, admin.username);
    for (const from of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59-23:59']) {
      const response = await ctx().app.inject({
        method: 'GET',
        url: `/api/admin/audit-events?from=${encodeURIComponent(from)}`,
        headers: { cookie: adminCookie },
      });
      expect(response.statusCode, from).toBe(400);
      expect(response.json().message).toBe('From must be a date and time');
    }
    const partner = await makePartner(db);
    const token = await loginPartner(ctx().app, partner.email);
    const placement = await ctx().app.inject({
      method: 'POST',
      url: '/api/placements',
      headers: bearer(token),
      payload: {
        veteranName: 'Jordan Rivera',
        propertyAddress: '12 Elm St',
        placementDate: '2025-02-31',
        monthlyRent: 900,
        vsoId: partner.organizationId,
      },
    });
    expect(placement.statusCode).toBe(400);
    expect(placement.json().issues).toEqual([{ path: 'placementDate', message: 'Enter a valid date' }]);
  });
});
