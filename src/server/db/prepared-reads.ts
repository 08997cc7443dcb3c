import type { Database } from '@server/db/client';

const statements = new WeakMap<Database, Map<string, unknown>>();

/**
 * A hot read built once per database and name, then run as a prepared statement with its values as
 * placeholders: Drizzle no longer rebuilds the SQL text on every request (about half of a small read's
 * time in the app, measured in decision 0021), and PostgreSQL parses and plans it once per connection.
 * `name` must identify the statement's shape: two shapes (for example with and without a filter) need
 * two names.
 */
export function preparedRead<Statement>(db: Database, name: string, build: () => Statement): Statement {
  let named = statements.get(db);
  if (!named) {
    named = new Map();
    statements.set(db, named);
  }
  let statement = named.get(name) as Statement | undefined;
  if (!statement) {
    statement = build();
    named.set(name, statement);
  }
  return statement;
}
