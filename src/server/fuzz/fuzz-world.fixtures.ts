import { type App, buildApp } from '@server/app';
import type { Database } from '@server/db/client';
import { landlords, partnerCredentials, users } from '@server/db/schema';
import { createLogger } from '@server/logging';
import { createSession } from '@server/plugins/auth/session-store';
import { createVeteranSession } from '@server/plugins/auth/veteran-sessions';
import { seedDemoData } from '@server/seed';
import { DEMO_ADMIN, DEMO_LANDLORD, DEMO_PARTNER_EMAILS } from '@server/seed/demo-accounts';
import { makeAdmin, makeLandlord, makePartner } from '@server/test/accounts.fixtures';
import { createTestContext } from '@server/test/test-app.fixtures';
import { SESSION_COOKIE } from '@shared/contracts/auth';
import { VETERAN_SESSION_COOKIE } from '@shared/contracts/my';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type CatalogRoute, catalogRoutes } from './route-catalog.fixtures';

export type Role = 'admin' | 'landlord' | 'partner' | 'veteran';
export const ROLES: Role[] = ['admin', 'landlord', 'partner', 'veteran'];

/** Who the fuzz signs in as: the demo accounts at first (the seed gave them referrals, homes and matches). */
interface Principals {
  adminUserId: string;
  landlordUserId: string;
  landlordId: string;
  partnerOrganizationId: string;
  /** A person the demo partner brought in, on their own page (/my). */
  veteranId: string;
}

export interface FuzzWorld {
  app: App;
  db: Database;
  /** Every route the app registered, in order. */
  routes: CatalogRoute[];
  /** The app's error log lines (JSON), newest last. */
  serverErrors: string[];
  /** Ids of existing records by table: the signed-in accounts' own records first. */
  idsByTable: Map<string, string[]>;
  /** Organisation slugs that exist. */
  slugs: string[];
  /** Headers of a new session for the role (each call a new one: a fuzzed logout ends only its own). */
  sessionHeaders(role: Role): Promise<Record<string, string>>;
  /** New accounts for every role, when a fuzzed change (a deactivation) shut one out. */
  renewPrincipals(): Promise<void>;
  close(): Promise<void>;
}

const rowsOf = async <T>(db: Database, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

async function demoPrincipals(db: Database): Promise<Principals> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, DEMO_ADMIN.username));
  const [landlord] = await db
    .select({ userId: users.id, landlordId: landlords.id })
    .from(users)
    .innerJoin(landlords, eq(landlords.userId, users.id))
    .where(eq(users.username, DEMO_LANDLORD.email));
  const [partner] = await db
    .select({ organizationId: partnerCredentials.organizationId })
    .from(partnerCredentials)
    .where(eq(partnerCredentials.email, DEMO_PARTNER_EMAILS[0]));
  if (!admin || !landlord || !partner) throw new Error('the demo accounts were not seeded');
  const [veteran] = await rowsOf<{ id: string }>(
    db,
    sql`select v.id::text as id from veterans v where v.organization_id = ${partner.organizationId}
          order by exists (select 1 from matches m where m.veteran_id = v.id) desc, v.id limit 1`,
  );
  if (!veteran) throw new Error('the demo partner has no veteran');
  return {
    adminUserId: admin.id,
    landlordUserId: landlord.userId,
    landlordId: landlord.landlordId,
    partnerOrganizationId: partner.organizationId,
    veteranId: veteran.id,
  };
}

/**
 * Ids that get a request past "not found": for every table with a uuid `id`, rows that belong to the
 * signed-in accounts (any uuid column naming one of them, then rows naming those rows: a partner's
 * referrals, then their veterans), then a few others. Found from the catalog, so new tables count too.
 */
async function existingIds(db: Database, principals: Principals) {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type = 'uuid' order by table_name, ordinal_position`,
  );
  const uuidColumns = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns) {
    uuidColumns.set(table, [...(uuidColumns.get(table) ?? []), column]);
  }
  const tables = [...uuidColumns].filter(([, cols]) => cols.includes('id'));
  const idsByTable = new Map<string, string[]>();
  const add = (table: string, id: string) => {
    const ids = idsByTable.get(table) ?? [];
    if (!ids.includes(id)) idsByTable.set(table, [...ids, id]);
  };
  let owned = new Set(Object.values(principals));
  for (let round = 0; round < 2; round += 1) {
    const next = new Set(owned);
    for (const [table, cols] of tables) {
      const refs = cols.filter((col) => col !== 'id');
      if (refs.length === 0) continue;
      const list = sql.join(
        [...owned].map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const where = sql.join(
        refs.map((col) => sql`${sql.identifier(col)} in (${list})`),
        sql` or `,
      );
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`select id::text as id from ${sql.identifier(table)} where ${where} order by id limit 6`,
      );
      for (const { id } of rows) {
        add(table, id);
        next.add(id);
      }
    }
    owned = next;
  }
  for (const [table] of tables) {
    const rows = await rowsOf<{ id: string }>(
      db,
      sql`select id::text as id from ${sql.identifier(table)} order by id limit 3`,
    );
    for (const { id } of rows) add(table, id);
  }
  const slugs = await rowsOf<{ slug: string }>(db, sql`select slug from organizations order by slug limit 5`);
  return { idsByTable, slugs: slugs.map((row) => row.slug) };
}

/** One in-memory PGlite with the demo data, the app on it, and what the fuzz needs to reach the handlers. */
export async function createFuzzWorld(): Promise<FuzzWorld> {
  const context = await createTestContext('pglite');
  await context.app.close();
  const { db } = context.handle;
  // the app again, with its error log kept: a 5xx is reported with the error behind it
  const serverErrors: string[] = [];
  const logger = createLogger('error', { write: (line: string) => void serverErrors.push(line) });
  const { result: app, routes } = await catalogRoutes(() => buildApp({ db, logger }));
  await seedDemoData(db);
  let principals = await demoPrincipals(db);
  const { idsByTable, slugs } = await existingIds(db, principals);
  const ttlHours = 12;
  return {
    app,
    db,
    routes,
    serverErrors,
    idsByTable,
    slugs,
    async sessionHeaders(role): Promise<Record<string, string>> {
      if (role === 'veteran') {
        const { token } = await createVeteranSession(db, {
          veteranId: principals.veteranId,
          scope: 'person',
          subjectIds: [],
          openedVia: 'case_worker',
        });
        return { cookie: `${VETERAN_SESSION_COOKIE}=${token}` };
      }
      if (role === 'partner') {
        const { token } = await createSession(
          db,
          { organizationId: principals.partnerOrganizationId },
          ttlHours,
        );
        return { authorization: `Bearer ${token}` };
      }
      const userId = role === 'admin' ? principals.adminUserId : principals.landlordUserId;
      const { token } = await createSession(db, { userId }, ttlHours);
      return { cookie: `${SESSION_COOKIE}=${token}` };
    },
    async renewPrincipals() {
      const admin = await makeAdmin(db);
      const landlord = await makeLandlord(db);
      const partner = await makePartner(db);
      const [adminRow] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, admin.username));
      if (!adminRow) throw new Error('new admin not found');
      principals = {
        adminUserId: adminRow.id,
        landlordUserId: landlord.userId,
        landlordId: landlord.landlordId,
        partnerOrganizationId: partner.organizationId,
        veteranId: principals.veteranId,
      };
    },
    async close() {
      await app.close();
      await context.handle.close();
    },
  };
}
