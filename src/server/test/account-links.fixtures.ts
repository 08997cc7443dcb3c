import type { App } from '@server/app';
import type { Database } from '@server/db/client';
import { accountTokens, users } from '@server/db/schema';
import { mintAccountLinkToken } from '@server/plugins/auth';
import { desc, eq } from 'drizzle-orm';

let address = 0;
/** A client address of its own for each caller, so the per-address rate limits don't add up across tests. */
export const nextAddress = () => `10.77.${Math.floor(++address / 250)}.${address % 250}`;

/** Calls one of the one-time-link endpoints from its own address. */
export const postAccountLink = (app: App, url: string, payload: object, remoteAddress = nextAddress()) =>
  app.inject({ method: 'POST', url, payload, remoteAddress });

/** The newest link of an organisation or a user. */
export async function latestLink(db: Database, subjectId: string) {
  const rows = await db.select().from(accountTokens).orderBy(desc(accountTokens.createdAt));
  const row = rows.find((r) => r.organizationId === subjectId || r.userId === subjectId);
  if (!row) throw new Error(`no account link for ${subjectId}`);
  return row;
}

/** What delivering the link's message does: mints the token and stores its hash; answers the raw token. */
export async function mintLink(db: Database, linkId: string): Promise<string> {
  const token = await mintAccountLinkToken(db, linkId);
  if (!token) throw new Error('link is not live');
  return token;
}

/** Moves a link's expiry into the past. */
export const expireLink = (db: Database, linkId: string) =>
  db
    .update(accountTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(accountTokens.id, linkId));

/** The password a landlord chooses on the sign-up form in the tests (long enough, not a common one). */
export const SIGNUP_PASSWORD = 'long enough and odd';

/** The landlord sign-up form (202) and its confirmation link, each posted from an address of its own. */
export const postSignup = (app: App, payload: object) =>
  app.inject({ method: 'POST', url: '/api/landlord/signup', payload, remoteAddress: nextAddress() });
export const postSignupConfirm = (app: App, token: string) =>
  postAccountLink(app, '/api/landlord/signup/confirm', { token });

/** The account that signs in with `email`, if any. */
export const userNamed = async (db: Database, email: string) =>
  (await db.select().from(users).where(eq(users.username, email)))[0];

/**
 * What a landlord does to sign up: the form (202), then the emailed link (minted here as delivering it
 * would). Answers the new user's id and the session cookie the link's page gets.
 */
export async function signUpAndConfirm(
  app: App,
  db: Database,
  payload: { name: string; email: string; password: string; phone?: string },
): Promise<{ userId: string; cookie: string }> {
  const signup = await postSignup(app, payload);
  if (signup.statusCode !== 202) throw new Error(`sign-up failed: ${signup.statusCode} ${signup.body}`);
  const user = await userNamed(db, payload.email.toLowerCase());
  if (!user) throw new Error(`no account for ${payload.email}`);
  const token = await mintLink(db, (await latestLink(db, user.id)).id);
  const confirmed = await postSignupConfirm(app, token);
  const cookie = confirmed.cookies.find((c) => c.name === 'vhm_session');
  if (!cookie) throw new Error(`confirmation failed: ${confirmed.statusCode} ${confirmed.body}`);
  return { userId: user.id, cookie: `vhm_session=${cookie.value}` };
}
