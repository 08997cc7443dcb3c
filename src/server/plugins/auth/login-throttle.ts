import { type Database, withTransaction } from '@server/db/client';
import { rows } from '@server/db/rows';
import { auditEvents, signInThrottles } from '@server/db/schema';
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';

/**
 * Sign-in limits (decision 0017). Every attempt takes a slot BEFORE its password is checked, in one atomic
 * upsert per counter, so parallel guesses can't slip past a limit; a success gives its slots back.
 * - perPair: one account from one address (the guessing limit everyone meets);
 * - perAccount: one account from every address except those it signed in from lately (KNOWN_ADDRESS_DAYS),
 *   so an attacker elsewhere can't lock the owner out;
 * - perAddress: one address across every account (spraying many accounts).
 */
export const SIGN_IN_LIMITS = {
  perPair: { failures: 5, windowMinutes: 15 },
  perAccount: { failures: 30, windowMinutes: 60 },
  perAddress: { failures: 20, windowMinutes: 15 },
} as const;
type Limit = (typeof SIGN_IN_LIMITS)[keyof typeof SIGN_IN_LIMITS];

/** An address that signed in to an account within this many days is exempt from that account's perAccount limit. */
export const KNOWN_ADDRESS_DAYS = 30;
/** Failed and refused attempts are audited at most once a minute per account, with a count. */
export const AUDIT_EVERY_SECONDS = 60;

/** The `address` of an account's row across every address. */
export const ANY_ADDRESS = '*';
/** Rows that count one address across every account live under their own action, so no account name collides. */
const addressAction = (action: string) => `${action}:address`;

export interface SignInAttempt {
  /** The account name typed (an email or a username), as the login normalised it. */
  account: string;
  ip: string;
}

const t = signInThrottles;
const windowOf = (limit: Limit) => sql`make_interval(mins => ${limit.windowMinutes})`;
const windowPassed = (limit: Limit) => sql`${t.windowStartedAt} <= now() - ${windowOf(limit)}`;

/**
 * Takes one slot of a counter; false when the counter is full in its current window (nothing changes then:
 * a refused attempt never extends a window). A window that has passed starts again at 1.
 */
async function takeSlot(
  db: Database,
  key: { action: string; account: string; address: string },
  limit: Limit,
): Promise<boolean> {
  const rows = await db
    .insert(t)
    .values({ ...key, failures: 1 })
    .onConflictDoUpdate({
      target: [t.action, t.account, t.address],
      set: {
        failures: sql`case when ${windowPassed(limit)} then 1 else ${t.failures} + 1 end`,
        windowStartedAt: sql`case when ${windowPassed(limit)} then now() else ${t.windowStartedAt} end`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${windowPassed(limit)} or ${t.failures} < ${limit.failures}`,
    })
    .returning({ failures: t.failures });
  return rows.length > 0;
}

/** True when `ip` signed in to this account successfully within KNOWN_ADDRESS_DAYS (from the audit log). */
async function isKnownAddress(db: Database, action: string, attempt: SignInAttempt): Promise<boolean> {
  const [row] = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, action),
        eq(auditEvents.loginAccount, attempt.account),
        eq(auditEvents.ip, attempt.ip),
        eq(auditEvents.outcome, 'success'),
        gt(auditEvents.createdAt, sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

const REFUSED = Symbol('refused');

/**
 * Lets an attempt go on to the password check, or refuses it (429) when a limit is reached. The slots are
 * taken in one transaction in a fixed order (pair, address, account): all of them or none.
 */
export async function admitSignInAttempt(
  db: Database,
  action: string,
  attempt: SignInAttempt,
): Promise<boolean> {
  const { account, ip } = attempt;
  const known = await isKnownAddress(db, action, attempt);
  try {
    await withTransaction(db, async (tx) => {
      const taken =
        (await takeSlot(tx, { action, account, address: ip }, SIGN_IN_LIMITS.perPair)) &&
        (await takeSlot(
          tx,
          { action: addressAction(action), account: ANY_ADDRESS, address: ip },
          SIGN_IN_LIMITS.perAddress,
        )) &&
        (known || (await takeSlot(tx, { action, account, address: ANY_ADDRESS }, SIGN_IN_LIMITS.perAccount)));
      // rolls the slots already taken back
      if (!taken) throw REFUSED;
    });
    return true;
  } catch (error) {
    if (error === REFUSED) return false;
    throw error;
  }
}

/**
 * The password was right: the attempt was no guess. Clears the account's row for this address and its row
 * across addresses, and gives the address its slot back.
 */
export async function releaseSignInAttempt(
  db: Database,
  action: string,
  attempt: SignInAttempt,
): Promise<void> {
  await db
    .delete(t)
    .where(
      and(
        eq(t.action, action),
        eq(t.account, attempt.account),
        sql`${t.address} in (${attempt.ip}, ${ANY_ADDRESS})`,
      ),
    );
  await db
    .update(t)
    .set({ failures: sql`greatest(${t.failures} - 1, 0)`, updatedAt: sql`now()` })
    .where(and(eq(t.action, addressAction(action)), eq(t.account, ANY_ADDRESS), eq(t.address, attempt.ip)));
}

/** Clears every counter of an account (an admin's unlock); answers how many rows went. */
export async function clearSignInLimits(db: Database, action: string, account: string): Promise<number> {
  const rows = await db
    .delete(t)
    .where(and(eq(t.action, action), eq(t.account, account)))
    .returning({ address: t.address });
  return rows.length;
}

/**
 * Counts a failed or refused attempt toward the account's next audit record. Answers how many attempts the
 * record written now stands for (this one and those not recorded since the last one), or null when the
 * account had a record within AUDIT_EVERY_SECONDS: then this attempt is only counted.
 */
export async function countUnsuccessfulAttempt(
  db: Database,
  action: string,
  account: string,
): Promise<number | null> {
  await db.insert(t).values({ action, account, address: ANY_ADDRESS, failures: 0 }).onConflictDoNothing();
  const key = sql`action = ${action} and account = ${account} and address = ${ANY_ADDRESS}`;
  // reads the row as it was (locked until the update), so the count of a record due now is exact
  const [row] = await rows<{ due: boolean; attempts: number }>(
    db,
    sql`with before as (
      select refusals_since_audit as since,
        (refusals_audited_at is null
          or refusals_audited_at <= now() - make_interval(secs => ${AUDIT_EVERY_SECONDS})) as due
      from sign_in_throttles where ${key} for update
    )
    update sign_in_throttles set
      refusals_since_audit = case when before.due then 0 else refusals_since_audit + 1 end,
      refusals_audited_at = case when before.due then now() else refusals_audited_at end,
      updated_at = now()
    from before
    where ${key}
    returning before.due as due, before.since + 1 as attempts`,
  );
  return row?.due ? Number(row.attempts) : null;
}

/** Live counters only: those still inside their window (the account-wide row has the longer one). */
const liveRow = sql`(case when ${t.address} = ${ANY_ADDRESS}
  then ${t.windowStartedAt} > now() - ${windowOf(SIGN_IN_LIMITS.perAccount)}
  else ${t.windowStartedAt} > now() - ${windowOf(SIGN_IN_LIMITS.perPair)} end)`;

/**
 * SQL for a list of accounts: true when the limits refuse `account` (a column or value) now, from at least
 * one address.
 */
export const lockedSql = (action: SQL, account: SQL): SQL =>
  sql`exists (select 1 from ${t} where ${t.action} = ${action} and ${t.account} = ${account} and ${liveRow}
    and ${t.failures} >= (case when ${t.address} = ${ANY_ADDRESS}
      then ${SIGN_IN_LIMITS.perAccount.failures}::int else ${SIGN_IN_LIMITS.perPair.failures}::int end))`;

/** SQL for a list of accounts: failed sign-ins of `account` in the current windows, across every address. */
export const recentFailuresSql = (action: SQL, account: SQL): SQL =>
  sql`(select coalesce(sum(${t.failures}), 0)::int from ${t}
    where ${t.action} = ${action} and ${t.account} = ${account} and ${t.address} <> ${ANY_ADDRESS} and ${liveRow})`;
