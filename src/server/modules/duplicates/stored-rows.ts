import type { Database } from '@server/db/client';
import { rows } from '@server/db/rows';
import type { StoredRow } from '@shared/domain/person-records';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Rows kept as `to_jsonb(row)` and put back with `jsonb_populate_record`: exact to the microsecond, and a column
 * added to a table later is kept and restored without anyone listing it.
 */

export const rowsOf = rows;

/** Every table that names a person, and the column that does: what a merge moves to the survivor. */
export const PERSON_COLUMNS = [
  { table: 'referrals', column: 'veteran_id' },
  { table: 'matches', column: 'veteran_id' },
  { table: 'co_living_applications', column: 'veteran_id' },
  { table: 'placements', column: 'veteran_id' },
  { table: 'intake_reports', column: 'veteran_id' },
  { table: 'person_events', column: 'veteran_id' },
  { table: 'veteran_links', column: 'veteran_id' },
  { table: 'veteran_sessions', column: 'veteran_id' },
  // the waitlist notice and the notices about a veteran's own match requests are addressed to the person
  { table: 'outbox_messages', column: 'recipient_id' },
] as const;
/**
 * Tables that name a person but are derived from what a merge moves: recomputed by the merge and its undo
 * (`caseload_keys` by its triggers, as the merge moves matches, notices and status rows and deletes the merged).
 */
export const DERIVED_PERSON_COLUMNS = [
  { table: 'person_statuses', column: 'veteran_id' },
  { table: 'person_benchmark_periods', column: 'veteran_id' },
  { table: 'caseload_keys', column: 'veteran_id' },
] as const;
export type PersonTable = (typeof PERSON_COLUMNS)[number]['table'];

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** Moves the rows of `table` naming `from` (all of them, or only `ids`) to `to`; answers the ids moved. */
export async function moveRows(
  db: Database,
  { table, column }: (typeof PERSON_COLUMNS)[number],
  from: string,
  to: string,
  ids?: readonly string[],
): Promise<string[]> {
  if (ids && ids.length === 0) return [];
  const only = ids ? sql` and id in (${idList(ids)})` : sql``;
  const moved = await rowsOf<{ id: string }>(
    db,
    sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${to}::uuid
        where ${sql.identifier(column)} = ${from}::uuid${only} returning id`,
  );
  return moved.map((row) => row.id).sort();
}

/** Rows of `table` as they are now, locked for the transaction. */
export async function lockRows(db: Database, table: string, where: SQL): Promise<StoredRow[]> {
  const found = await rowsOf<{ row: StoredRow }>(
    db,
    sql`select to_jsonb(t.*) as row from ${sql.identifier(table)} t where ${where} order by t.id for update`,
  );
  return found.map(({ row }) => row);
}

/** Puts a kept row back over the live row of the same id (every column, as it was). */
export async function restoreRow(db: Database, table: string, row: StoredRow): Promise<void> {
  const columns = Object.keys(row).filter((column) => column !== 'id');
  const assignments = sql.join(
    columns.map((column) => sql`${sql.identifier(column)} = r.${sql.identifier(column)}`),
    sql`, `,
  );
  await db.execute(sql`update ${sql.identifier(table)} as t set ${assignments}
    from jsonb_populate_record(null::${sql.identifier(table)}, ${JSON.stringify(row)}::jsonb) r
    where t.id = r.id`);
}

/** Inserts a kept row again with its own id, or puts it back over the row that has that id now. */
export async function upsertRow(db: Database, table: string, row: StoredRow): Promise<void> {
  const columns = Object.keys(row).filter((column) => column !== 'id');
  const assignments = sql.join(
    columns.map((column) => sql`${sql.identifier(column)} = excluded.${sql.identifier(column)}`),
    sql`, `,
  );
  await db.execute(sql`insert into ${sql.identifier(table)}
    select * from jsonb_populate_record(null::${sql.identifier(table)}, ${JSON.stringify(row)}::jsonb)
    on conflict (id) do update set ${assignments}`);
}

/**
 * The columns of a kept row that point at rows whose deletion sets them to null (an organisation, an admin): a
 * row deleted since the merge is null on the way back, as it would have become had the row stayed.
 */
const NULLED_ON_DELETE: Record<string, Record<string, string>> = {
  veterans: { organization_id: 'organizations' },
  possible_duplicates: { merge_requested_by: 'organizations', decided_by: 'users' },
  co_living_applications: { organization_id: 'organizations' },
};

export async function withoutDeleted(db: Database, table: string, row: StoredRow): Promise<StoredRow> {
  const kept = { ...row };
  for (const [column, target] of Object.entries(NULLED_ON_DELETE[table] ?? {})) {
    const id = kept[column];
    if (typeof id !== 'string') continue;
    const found = await rowsOf(db, sql`select 1 from ${sql.identifier(target)} where id = ${id}::uuid`);
    if (found.length === 0) kept[column] = null;
  }
  return kept;
}
