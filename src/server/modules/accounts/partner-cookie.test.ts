import { bearer, makePartner } from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { PARTNER_SESSION_COOKIE } from '@shared/contracts/auth';

let address = 0;
const nextAddress = () => `10.7.0.${++address}`;

/** Issue 31: the browser's partner session is an HttpOnly cookie, like the other accounts'; bearer stays for API clients. */
describeApi('partner session cookie', (ctx) => {
  const signIn = async () => {
    const partner = await makePartner(ctx().handle.db);
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/partner/login',
      payload: { email: partner.email, password: partner.password },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === PARTNER_SESSION_COOKIE);
    return { partner, res, cookie, header: { cookie: `${PARTNER_SESSION_COOKIE}=${cookie?.value}` } };
  };
  const get = (url: string, headers: Record<string, string>) =>
    ctx().app.inject({ method: 'GET', url, headers });

  it('sets an HttpOnly, SameSite=Strict cookie at sign-in that alone opens the partner calls', async () => {
    const { res, cookie, header } = await signIn();
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.value).toBe(res.json().token);
    for (const url of ['/api/partner/referrals', '/api/partner/profile', '/api/veterans-housing']) {
      const answer = await get(url, header);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('keeps the bearer token working for API clients', async () => {
    const { res } = await signIn();
    expect((await get('/api/partner/referrals', bearer(res.json().token))).statusCode).toBe(200);
  });

  it('ends the session at sign-out by cookie, clears the cookie, and refuses it afterwards', async () => {
    const { header } = await signIn();
    const out = await ctx().app.inject({ method: 'POST', url: '/api/partner/logout', headers: header });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === PARTNER_SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    const after = await get('/api/partner/referrals', header);
    expect(after.statusCode).toBe(401);
    // a dead cookie is cleared with the 401, so the browser stops sending it
    expect(after.cookies.find((c) => c.name === PARTNER_SESSION_COOKIE)?.value).toBe('');
    // on a public form a partner may use, a dead cookie is a 401 too, never a silent anonymous call
    const form = await ctx().app.inject({
      method: 'POST',
      url: '/api/veterans-housing',
      headers: header,
      payload: {},
    });
    expect(form.statusCode).toBe(401);
  });
});
