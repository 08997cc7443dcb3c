import { withTransaction } from '@server/db/client';
import { organizations } from '@server/db/schema';
import { describeApi } from '@server/test/test-app.fixtures';
import { sql } from 'drizzle-orm';
import { organizationSearchText } from './organizations-repo';

/** The plan of network management's search, as its text ("Bitmap Index Scan on ..."). */
async function planOf(db: Parameters<typeof withTransaction>[0], pattern: string): Promise<string> {
  return withTransaction(db, async (tx) => {
    // a handful of rows: without this the planner reads the table whatever indexes it has
    await tx.execute(sql`set local enable_seqscan = off`);
    const plan = await tx.execute(
      sql`explain select ${organizations.id} from ${organizations} where ${organizationSearchText} ilike ${pattern}`,
    );
    const rows = (plan as unknown as { rows: Record<string, string>[] }).rows;
    return rows.map((row) => Object.values(row).join(' ')).join('\n');
  });
}

describeApi('the organisation search reads a trigram index (pg_trgm)', (ctx) => {
  it('has pg_trgm, and the search of any part of name, city, slug or email uses organizations_search_trgm_idx', async () => {
    const { db } = ctx().handle;
    const extensions = (await db.execute(
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    )) as unknown as {
      rows: { extname: string }[];
    };
    expect(extensions.rows).toEqual([{ extname: 'pg_trgm' }]);
    expect(await planOf(db, '%harbor%')).toContain('organizations_search_trgm_idx');
  });
});
