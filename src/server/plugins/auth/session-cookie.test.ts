import { type App, buildApp } from '@server/app';
import { makeAdmin } from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { SESSION_COOKIE, sessionCookieName } from '@shared/contracts/auth';

describe('sessionCookieName', () => {
  it('carries the __Host- prefix in production only', () => {
    expect(sessionCookieName(true)).toBe(`__Host-${SESSION_COOKIE}`);
    expect(sessionCookieName(false)).toBe(SESSION_COOKIE);
  });
});

describeApi('the session cookie in production', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await buildApp({ db: ctx().handle.db, production: true });
  });
  afterAll(async () => {
    await app.close();
  });

  const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } });

  it('is __Host-vhm_session: Secure, HttpOnly, SameSite=Strict, Path=/ and no Domain', async () => {
    const admin = await makeAdmin(ctx().handle.db);
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: admin.username, password: admin.password },
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === '__Host-vhm_session');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.domain).toBeUndefined();
    expect(login.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();

    const token = cookie?.value ?? '';
    expect((await me(`__Host-vhm_session=${token}`)).statusCode).toBe(200);
    // the unprefixed name, which any subdomain or plain-HTTP page could set, is not read in production
    expect((await me(`${SESSION_COOKIE}=${token}`)).statusCode).toBe(401);

    const out = await app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { cookie: `__Host-vhm_session=${token}` },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === '__Host-vhm_session')).toMatchObject({ value: '', path: '/' });
    expect((await me(`__Host-vhm_session=${token}`)).statusCode).toBe(401);
  });
});
