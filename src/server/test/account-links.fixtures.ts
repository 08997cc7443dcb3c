import type { App } from '@server/app';
import type { Database } from '@server/db/client';
import { accountTokens } from '@server/db/schema';
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
