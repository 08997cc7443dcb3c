import { randomBytes } from 'node:crypto';
import type { App } from '@server/app';
import type { Database } from '@server/db/client';
import { referrals, veterans } from '@server/db/schema';
import { createAdminUser, createLandlordAccount, createPartnerOrganization } from '@server/modules/accounts';
import type { TestContext } from '@server/test/test-app.fixtures';
import { beforeAll } from 'vitest';

export const TEST_PASSWORD = 'correct horse battery';
const unique = () => randomBytes(4).toString('hex');

/** A partner organisation with a sign-in; `tier` is its integration tier. */
export async function makePartner(db: Database, options: { tier?: number; name?: string } = {}) {
  const id = unique();
  const email = `partner-${id}@example.org`;
  const { organizationId } = await createPartnerOrganization(db, {
    organization: {
      slug: `org-${id}`,
      name: options.name ?? `Test Veterans Services ${id}`,
      city: 'Albany',
      state: 'NY',
      zipCode: '12207',
      integrationTier: options.tier ?? 2,
      serviceCategories: ['housing'],
    },
    email,
    password: TEST_PASSWORD,
  });
  return { organizationId, email, password: TEST_PASSWORD };
}

/** Signs the partner in through the API and answers its bearer token. */
export async function loginPartner(app: App, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/partner/login', payload: { email, password } });
  const body = res.json() as { success: boolean; token?: string };
  if (!body.token) throw new Error(`partner login failed: ${res.statusCode} ${res.body}`);
  return body.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type ReferralOverrides = Partial<typeof referrals.$inferInsert> & { veteranName?: string; zipCode?: string };

/** A veteran referred to `organizationId`; answers the referral id. */
export async function makeReferral(
  db: Database,
  organizationId: string,
  overrides: ReferralOverrides = {},
): Promise<string> {
  const { veteranName, zipCode, ...referral } = overrides;
  const [veteran] = await db
    .insert(veterans)
    .values({
      name: veteranName ?? 'Jordan Rivera',
      phone: '5185550100',
      email: 'jordan@example.com',
      zipCode: zipCode ?? '12207',
      source: 'referral',
    })
    .returning({ id: veterans.id });
  if (!veteran) throw new Error('veteran not created');
  const [row] = await db
    .insert(referrals)
    .values({ organizationId, veteranId: veteran.id, source: 'test', ...referral })
    .returning({ id: referrals.id });
  if (!row) throw new Error('referral not created');
  return row.id;
}

export async function makeAdmin(db: Database) {
  const username = `admin-${unique()}`;
  await createAdminUser(db, { username, password: TEST_PASSWORD, displayName: 'Test Admin' });
  return { username, password: TEST_PASSWORD };
}

export async function makeLandlord(db: Database) {
  const email = `landlord-${unique()}@example.com`;
  const ids = await createLandlordAccount(db, { name: 'Pat Landlord', email, password: TEST_PASSWORD });
  return { ...ids, email, password: TEST_PASSWORD };
}

/** Signs a user (admin or landlord) in and answers the `cookie` header to send. */
export async function loginUser(app: App, username: string, password = TEST_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/user/login', payload: { username, password } });
  const cookie = res.cookies.find((c) => c.name === 'vhm_session');
  if (!cookie) throw new Error(`user login failed: ${res.statusCode} ${res.body}`);
  return `vhm_session=${cookie.value}`;
}

/** A new admin, signed in: its sign-in and the `cookie` header its requests send. */
export async function signedInAdmin(ctx: TestContext) {
  const admin = await makeAdmin(ctx.handle.db);
  return { ...admin, cookie: await loginUser(ctx.app, admin.username) };
}

/**
 * An admin signed in once for the describe block it is called in (beforeAll): `get` and `post` send its session
 * unless given other headers; `cookie()` is the header, for requests of other shapes.
 */
export function adminRequests(ctx: () => TestContext) {
  let cookie = '';
  beforeAll(async () => {
    cookie = (await signedInAdmin(ctx())).cookie;
  });
  return {
    cookie: () => cookie,
    get: (url: string, headers?: Record<string, string>) =>
      ctx().app.inject({ method: 'GET', url, headers: headers ?? { cookie } }),
    post: (url: string, payload?: object, headers?: Record<string, string>) =>
      ctx().app.inject({
        method: 'POST',
        url,
        headers: headers ?? { cookie },
        ...(payload ? { payload } : {}),
      }),
  };
}

/** A new landlord, signed in: its ids, its sign-in and the `cookie` header its requests send. */
export async function signedInLandlord(ctx: TestContext) {
  const landlord = await makeLandlord(ctx.handle.db);
  return { ...landlord, cookie: await loginUser(ctx.app, landlord.email) };
}

/** A new partner organisation, signed in: its id, its sign-in, its token and the headers that carry it. */
export async function signedInPartner(ctx: TestContext, options: { tier?: number; name?: string } = {}) {
  const partner = await makePartner(ctx.handle.db, options);
  const token = await loginPartner(ctx.app, partner.email);
  return { ...partner, token, headers: bearer(token) };
}
