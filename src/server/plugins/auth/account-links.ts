import type { Database } from '@server/db/client';
import { accountTokens } from '@server/db/schema';
import {
  type AccountTokenPurpose,
  INVITATION_TTL_DAYS,
  LINK_SEND_WINDOW_HOURS,
  PASSWORD_RESET_TTL_MINUTES,
  SIGN_IN_LINK_TTL_MINUTES,
  SIGNUP_CONFIRMATION_TTL_HOURS,
} from '@shared/domain/account-tokens';
import { and, count, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import { hashToken, newSessionToken } from './tokens';

/**
 * One-time account links (decision 0011): the one place that writes `account_tokens`. A row is created
 * when the link is asked for; its token is minted when the message that carries it is delivered, and only
 * the token's SHA-256 is stored.
 */
export type AccountLinkRow = typeof accountTokens.$inferSelect;
export type AccountLinkSubject = { organizationId: string } | { userId: string };

const TTL_MS: Record<AccountTokenPurpose, number> = {
  password_reset: PASSWORD_RESET_TTL_MINUTES * 60_000,
  invitation: INVITATION_TTL_DAYS * 24 * 3_600_000,
  signup_confirmation: SIGNUP_CONFIRMATION_TTL_HOURS * 3_600_000,
  sign_in: SIGN_IN_LINK_TTL_MINUTES * 60_000,
};

/** The lifetime of the row's own purpose, in seconds, as SQL (minting starts it). */
const TTL_SECONDS_SQL = sql.join(
  [
    sql`case ${accountTokens.purpose}`,
    ...Object.entries(TTL_MS).map(([purpose, ms]) => sql`when ${purpose} then ${ms / 1000}`),
    sql`end`,
  ],
  sql` `,
);

const live = () => and(isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, sql`now()`));

const ofSubject = (subject: AccountLinkSubject): SQL =>
  'organizationId' in subject
    ? eq(accountTokens.organizationId, subject.organizationId)
    : eq(accountTokens.userId, subject.userId);

/** Whose link it is (a CHECK makes it exactly one of the two). */
export const accountLinkSubject = (link: AccountLinkRow): AccountLinkSubject =>
  link.organizationId ? { organizationId: link.organizationId } : { userId: link.userId as string };

/** A link for `subject`, to be sent to `email`; no token yet. Answers the row. */
export async function createAccountLink(
  db: Database,
  link: { purpose: AccountTokenPurpose; email: string; subject: AccountLinkSubject },
): Promise<AccountLinkRow> {
  const [row] = await db
    .insert(accountTokens)
    .values({
      purpose: link.purpose,
      email: link.email,
      // the time it may wait to be sent; minting it (at delivery) starts its own lifetime
      expiresAt: new Date(Date.now() + Math.max(TTL_MS[link.purpose], LINK_SEND_WINDOW_HOURS * 3_600_000)),
      ...link.subject,
    })
    .returning();
  if (!row) throw new Error('account link was not created');
  return row;
}

export async function findAccountLink(db: Database, id: string): Promise<AccountLinkRow | null> {
  const [row] = await db.select().from(accountTokens).where(eq(accountTokens.id, id));
  return row ?? null;
}

/**
 * Mints the token of a live link (at delivery): a new 256-bit token whose hash replaces any earlier one,
 * so only the last message sent carries a working link, and whose lifetime starts now (a link that waited in
 * the queue still gets all of it). Null when the link is used or expired.
 */
export async function mintAccountLinkToken(db: Database, id: string): Promise<string | null> {
  const { token, tokenHash } = newSessionToken();
  const rows = await db
    .update(accountTokens)
    .set({
      tokenHash,
      expiresAt: sql`now() + make_interval(secs => (${TTL_SECONDS_SQL})::double precision)`,
    })
    .where(and(eq(accountTokens.id, id), live()))
    .returning({ id: accountTokens.id });
  return rows.length > 0 ? token : null;
}

/** The live link a token opens; null when the token is unknown, used or expired. */
export async function findLiveAccountLink(db: Database, token: string): Promise<AccountLinkRow | null> {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), live()));
  return row ?? null;
}

/**
 * Uses a link once: true for the one caller that marks it used (a second, concurrent caller waits for the
 * row lock and then finds it used). Every other live link of the same account is voided with it, so an
 * older reset or invitation mail can't change the password again.
 */
export async function redeemAccountLink(db: Database, link: AccountLinkRow): Promise<boolean> {
  const used = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.id, link.id), eq(accountTokens.tokenHash, link.tokenHash ?? ''), live()))
    .returning({ id: accountTokens.id });
  if (used.length === 0) return false;
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(ofSubject(accountLinkSubject(link)), live()));
  return true;
}

/** How many links of this purpose are still live for the account (a cap on reset mails to one inbox). */
export async function countLiveAccountLinks(
  db: Database,
  subject: AccountLinkSubject,
  purpose: AccountTokenPurpose,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accountTokens)
    .where(and(ofSubject(subject), eq(accountTokens.purpose, purpose), live()));
  return row?.n ?? 0;
}

/** Voids the live links of this purpose of an account (a newer one replaces them); answers how many. */
export async function voidAccountLinks(
  db: Database,
  subject: AccountLinkSubject,
  purpose: AccountTokenPurpose,
): Promise<number> {
  const voided = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(ofSubject(subject), eq(accountTokens.purpose, purpose), live()))
    .returning({ id: accountTokens.id });
  return voided.length;
}

/** How many links of this purpose were made for the account in the last `hours`, used or not. */
export async function countRecentAccountLinks(
  db: Database,
  subject: AccountLinkSubject,
  purpose: AccountTokenPurpose,
  hours: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accountTokens)
    .where(
      and(
        ofSubject(subject),
        eq(accountTokens.purpose, purpose),
        gt(accountTokens.createdAt, sql`now() - make_interval(hours => ${hours})`),
      ),
    );
  return row?.n ?? 0;
}
