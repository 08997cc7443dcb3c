import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as schema from '@server/db/schema';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';

/**
 * One write path each (issue 32): these tables are inserted, updated and deleted only by the module that owns
 * them; every other module, the seed and the CLI call the owner's exported functions. Tests and fixtures may
 * arrange rows as they like.
 */
const OWNERS: Record<string, string> = {
  properties: 'src/server/modules/properties/',
  landlords: 'src/server/modules/properties/',
  organizations: 'src/server/modules/accounts/',
  outbox_messages: 'src/server/modules/messages/',
  partner_applications: 'src/server/modules/partner-applications/',
};

/** The schema's name in code (`outboxMessages`) of each table (`outbox_messages`). */
const codeNames = new Map<string, string>(
  Object.entries(schema).flatMap(([name, value]) =>
    is(value, PgTable) ? [[getTableName(value), name] as const] : [],
  ),
);

function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join('src/server', 'test') ? [] : productionFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|fixtures)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The tables of OWNERS that a source writes: drizzle's `.insert(table)`, `.update(table)`, `.delete(table)`, and
 * SQL's `insert into`, `update`, `delete from` naming the table or interpolating it (`${table}`).
 */
export function tablesWritten(source: string): string[] {
  const written = new Set<string>();
  for (const table of Object.keys(OWNERS)) {
    const code = codeNames.get(table) ?? table;
    const drizzle = new RegExp(`\\.(insert|update|delete)\\(\\s*${code}\\s*\\)`);
    const raw = new RegExp(
      `\\b(insert\\s+into|update|delete\\s+from)\\s+(?:"?${table}"?|\\$\\{\\s*${code}\\s*\\})(?![\\w.])`,
      'i',
    );
    if (drizzle.test(source) || raw.test(source)) written.add(table);
  }
  return [...written];
}

describe('one write path per table', () => {
  it('sees each way of writing a table', () => {
    expect(tablesWritten('await tx.update(properties).set({ status })')).toEqual(['properties']);
    expect(tablesWritten('await db\n  .insert(\n    landlords\n  ).values(rows)')).toEqual(['landlords']);
    expect(tablesWritten('db.delete(organizations).where(x)')).toEqual(['organizations']);
    expect(tablesWritten('sql`update outbox_messages set status = 1`')).toEqual(['outbox_messages']);
    expect(tablesWritten('sql`INSERT INTO "properties" (id) values (1)`')).toEqual(['properties']);
    const interpolated = ['sql`insert into ', '$', '{outboxMessages} (kind)`'].join('');
    expect(tablesWritten(interpolated)).toEqual(['outbox_messages']);
    expect(tablesWritten('sql`delete from landlords where id = 1`')).toEqual(['landlords']);
    // reads, and other tables whose names start alike, are not writes
    expect(tablesWritten('db.select().from(properties); update properties_history set x = 1')).toEqual([]);
    expect(tablesWritten('db.update(propertiesView)')).toEqual([]);
  });

  it('writes properties, landlords, organizations, outbox_messages and partner_applications only in their own module', () => {
    const strays = productionFiles('src/server').flatMap((file) =>
      tablesWritten(readFileSync(file, 'utf8'))
        .filter((table) => !file.startsWith(OWNERS[table] ?? ''))
        .map((table) => `${file} writes ${table}`),
    );
    expect(strays).toEqual([]);
  });
});
