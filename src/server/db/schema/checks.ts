import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column in ('a', 'b', ...)` from a domain array, so a CHECK constraint refuses exactly what the
 * domain's type refuses. Inlined (not parameters): constraints cannot take parameters.
 */
export function isOneOf(column: AnyColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}
