import { type SQL, type SQLWrapper, type Subquery, sql } from 'drizzle-orm';

/**
 * Records read beside another row in one statement (decision 0021's one round trip): each is a json subquery
 * correlated on that row (a message's row of `outbox_messages`, an item's row of `inbox_items`).
 */

/** A value as json carries it: a timestamp becomes its ISO text. */
export type Json<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? Json<Item>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

/** The record an SQL of these helpers reads, when it finds one. */
export type RecordOf<Read> = Read extends SQL<infer Found> ? NonNullable<Found> : never;

/** A query whose rows become records: its result type, and its fields once it is a subquery. */
interface RecordQuery<Row> extends SQLWrapper {
  readonly _: { readonly result: Row[] };
  as(alias: string): Subquery & { readonly _: { readonly selectedFields: Record<string, unknown> } };
}

/** A json object of the fields under their names (the names are the code's, never input). */
function jsonObject(fields: Record<string, unknown>): SQL {
  const pairs = Object.entries(fields).map(
    ([name, field]) => sql`${sql.raw(`'${name.replace(/'/g, "''")}'`)}, ${field}`,
  );
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The first row `query` finds, as a json object of its fields; null when it finds none. */
export function oneRecord<Row>(query: RecordQuery<Row>): SQL<Json<Row> | null> {
  const record = query.as('record');
  return sql`(select ${jsonObject(record._.selectedFields)} from ${record} limit 1)`;
}

/** Every row `query` finds, as json objects ordered by the fields named in `order`; empty when none. */
export function recordList<Row>(query: RecordQuery<Row>, order: (keyof Row & string)[]): SQL<Json<Row>[]> {
  const record = query.as('record');
  const fields = record._.selectedFields;
  const by = sql.join(
    order.map((name) => sql`${fields[name]}`),
    sql`, `,
  );
  return sql`(select coalesce(json_agg(${jsonObject(fields)} order by ${by}), '[]'::json) from ${record})`;
}

/** Records side by side, as one json object (a message worded from more than one). */
export const recordsTogether = <Records extends Record<string, SQL>>(records: Records) =>
  jsonObject(records) as SQL<{ [K in keyof Records]: Records[K] extends SQL<infer T> ? T : never }>;
