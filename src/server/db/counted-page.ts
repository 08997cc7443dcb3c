import type { Database } from '@server/db/client';
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

type TableWithId = PgTable & { id: PgColumn };

/**
 * A page of `table`'s rows matching `where`, in `order`, and how many match in all, as one statement to prepare
 * (placeholders `limit` and `offset`): the count, left-joined to a lateral subquery of the page's ids, then to
 * the rows themselves, so a page past the end still reports the total (one row, without a record). Selecting
 * the table's own columns rather than the subquery's keeps Drizzle's mapping of each row cheap: about a quarter
 * of the server's time on a page of 50 listings (decision 0021).
 */
export function countedPage<Table extends TableWithId>(
  db: Database,
  table: Table,
  where: SQL | undefined,
  order: SQL[],
) {
  const { counted, page } = countedPageParts(db, table, where, order);
  return db
    .select({ total: counted.total, row: getTableColumns(table) })
    .from(counted)
    .leftJoinLateral(page, sql`true`)
    .leftJoin(table as PgTable, eq(table.id, page.pageId))
    .orderBy(...order);
}

/** A table the count and the page join because `where` or `order` read it. */
export interface PageJoin {
  table: PgTable;
  on: SQL;
  kind: 'inner' | 'left';
}

/**
 * countedPage in parts, for a page whose rows show more than the table's own columns: `counted`,
 * how many rows of `table` (with `joins`) match `where`, and `page`, the ids of one page of them in `order`
 * (placeholders `limit` and `offset`). Select `counted.total` from `counted`, left-join `page` laterally on
 * true, then the table on `page.pageId` and whatever the rows show, all left joins (a page past the end keeps
 * its one row, with the total and no record), and order by `order` again.
 */
export function countedPageParts(
  db: Database,
  table: TableWithId,
  where: SQL | undefined,
  order: SQL[],
  joins: readonly PageJoin[] = [],
) {
  let counting = db
    .select({ total: sql<number>`count(*)`.mapWith(Number).as('total') })
    .from(table)
    .$dynamic();
  for (const join of joins)
    counting =
      join.kind === 'left' ? counting.leftJoin(join.table, join.on) : counting.innerJoin(join.table, join.on);
  let paging = db
    .select({ pageId: sql<string>`${table.id}`.as('page_id') })
    .from(table)
    .$dynamic();
  for (const join of joins)
    paging =
      join.kind === 'left' ? paging.leftJoin(join.table, join.on) : paging.innerJoin(join.table, join.on);
  const counted = counting.where(where).as('counted');
  const page = paging
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return { counted, page };
}

/**
 * The rows of a page built from countedPageParts, those with a `key` record (a page past the end has one row
 * without), and the total.
 */
export function pageRowsAndTotal<Found extends { total: number }, Key extends Exclude<keyof Found, 'total'>>(
  found: readonly Found[],
  key: Key,
) {
  type Row = Omit<Found, 'total'> & { [K in Key]: NonNullable<Found[K]> };
  return {
    rows: found.flatMap(({ total: _total, ...row }) => (row[key] == null ? [] : [row as Row])),
    total: found[0]?.total ?? 0,
  };
}

/** The records and the total of a countedPage's answer. */
export function rowsAndTotal<Row>(found: readonly { total: number; row: Row | null }[]) {
  return {
    rows: found.flatMap(({ row }) => (row ? [row] : [])),
    total: found[0]?.total ?? 0,
  };
}
