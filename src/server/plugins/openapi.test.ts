import { type AppDeps, buildApp } from '@server/app';
import { makeAdmin, makeLandlord, TEST_PASSWORD } from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { API_DOCS_PATH } from './openapi';

describeApi('the API docs setting', (ctx) => {
  async function withApp(
    deps: Omit<AppDeps, 'db'>,
    run: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>,
  ) {
    const app = await buildApp({ db: ctx().handle.db, ...deps });
    try {
      await run(app);
    } finally {
      await app.close();
    }
  }

  const signIn = async (app: Awaited<ReturnType<typeof buildApp>>, username: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username, password: TEST_PASSWORD },
    });
    const cookie = res.cookies.find((c) => c.name.endsWith('vhm_session'));
    if (!cookie) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return `${cookie.name}=${cookie.value}`;
  };

  it('serves the document to anyone when public (the default outside production)', async () => {
    await withApp({}, async (app) => {
      const res = await app.inject({ method: 'GET', url: API_DOCS_PATH });
      expect(res.statusCode).toBe(200);
      expect(res.json().paths['/api/contact']).toBeDefined();
    });
  });

  it('serves it only to an admin when admin (the default in production)', async () => {
    const admin = await makeAdmin(ctx().handle.db);
    const landlord = await makeLandlord(ctx().handle.db);
    for (const deps of [{ apiDocs: 'admin' as const }, { production: true }]) {
      await withApp(deps, async (app) => {
        const anonymous = await app.inject({ method: 'GET', url: API_DOCS_PATH });
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json()).toEqual({ message: 'Sign in to continue.' });
        const asLandlord = await app.inject({
          method: 'GET',
          url: API_DOCS_PATH,
          headers: { cookie: await signIn(app, landlord.email) },
        });
        expect(asLandlord.statusCode).toBe(403);
        const asAdmin = await app.inject({
          method: 'GET',
          url: API_DOCS_PATH,
          headers: { cookie: await signIn(app, admin.username) },
        });
        expect(asAdmin.statusCode).toBe(200);
        expect(asAdmin.headers['cache-control']).toBe('no-store');
        expect(asAdmin.json().paths['/api/contact']).toBeDefined();
      });
    }
  });

  it('serves nothing when off', async () => {
    await withApp({ apiDocs: 'off' }, async (app) => {
      const res = await app.inject({ method: 'GET', url: API_DOCS_PATH });
      expect(res.statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });
  });
});
