import type { Database } from '@server/db/client';
import { rows } from '@server/db/rows';
import { PARTNER_LOGIN_ACTION, USER_LOGIN_ACTION } from '@server/modules/accounts';
import { liveSessionsSql, lockedSql, recentFailuresSql } from '@server/plugins/auth';
import type { AccountAccess, ZAccountsQuery } from '@shared/contracts/account-access';
import type { AccountKind } from '@shared/contracts/account-recovery';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';

export type ParsedAccountsQuery = z.output<typeof ZAccountsQuery>;

/** The sign-in action each kind's attempts are counted under (the accounts module's login actions). */
export const SIGN_IN_ACTION: Record<AccountKind, string> = {
  admin: USER_LOGIN_ACTION,
  landlord: USER_LOGIN_ACTION,
  partner: PARTNER_LOGIN_ACTION,
};

/**
 * Every sign-in as one list: admins and landlords (users, by username: a landlord's is the email) and partner
 * organisations that have a sign-in (by its email).
 */
const ACCOUNTS = sql`(
  select case when u.role = 'admin' then 'admin' else 'landlord' end as kind, u.id, u.display_name as name,
    u.username as sign_in, u.deactivated_at is null as active, u.last_login_at, ${USER_LOGIN_ACTION}::text as action
  from users u
  union all
  select 'partner', o.id, o.name, c.email, c.is_active, c.last_login_at, ${PARTNER_LOGIN_ACTION}::text
  from partner_credentials c join organizations o on o.id = c.organization_id
) a`;

const locked = lockedSql(sql`a.action`, sql`a.sign_in`);

interface AccountRow {
  kind: AccountKind;
  id: string;
  name: string;
  sign_in: string;
  active: boolean;
  locked: boolean;
  recent_failures: number;
  live_sessions: number;
  last_login_at: Date | string | null;
}

const SELECT = sql`select a.kind, a.id, a.name, a.sign_in, a.active, ${locked} as locked,
  ${recentFailuresSql(sql`a.action`, sql`a.sign_in`)} as recent_failures,
  case when a.kind = 'partner' then ${liveSessionsSql('organizationId', sql`a.id`)}
    else ${liveSessionsSql('userId', sql`a.id`)} end as live_sessions,
  a.last_login_at
  from ${ACCOUNTS}`;

const toAccount = (row: AccountRow): AccountAccess => ({
  kind: row.kind,
  id: row.id,
  name: row.name,
  signIn: row.sign_in,
  active: row.active,
  locked: row.locked,
  recentFailures: Number(row.recent_failures),
  liveSessions: Number(row.live_sessions),
  lastLoginAt: row.last_login_at === null ? null : new Date(row.last_login_at).toISOString(),
});

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

function filters(query: ParsedAccountsQuery): SQL {
  const where: SQL[] = [sql`true`];
  if (query.kind) where.push(sql`a.kind = ${query.kind}`);
  if (query.search) {
    const pattern = likePattern(query.search);
    where.push(sql`(a.name ilike ${pattern} or a.sign_in ilike ${pattern})`);
  }
  if (query.locked) where.push(sql`${locked} = ${query.locked === 'true'}`);
  return sql.join(where, sql` and `);
}

/** A page of sign-ins, by name, and how many match in all (a page past the end too), in one statement. */
export async function selectAccounts(db: Database, query: ParsedAccountsQuery) {
  const where = filters(query);
  const found = await rows<{ total: number } & (AccountRow | { [K in keyof AccountRow]: null })>(
    db,
    sql`select counted.total, page.* from (select count(*)::int as total from ${ACCOUNTS} where ${where}) counted
      left join lateral (
        ${SELECT} where ${where} order by lower(a.name), a.id limit ${query.limit} offset ${query.offset}
      ) page on true
      order by lower(page.name), page.id`,
  );
  return {
    items: found.flatMap((row) => (row.id === null ? [] : [toAccount(row)])),
    total: Number(found[0]?.total ?? 0),
  };
}

/** One sign-in by kind and id (an organisation's id for a partner); null when there is none. */
export async function selectAccount(
  db: Database,
  kind: AccountKind,
  id: string,
): Promise<AccountAccess | null> {
  const [row] = await rows<AccountRow>(db, sql`${SELECT} where a.kind = ${kind} and a.id = ${id}`);
  return row ? toAccount(row) : null;
}
