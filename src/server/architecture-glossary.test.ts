import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as schema from '@server/db/schema';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md's glossary says, for each screen, which shared rules and which tables its code uses. Both
 * columns are read from the code: the rules are the `@shared/domain` files that the row's client features and
 * server modules import, the tables those that the row's server modules import from `@server/db/schema` or name in
 * their SQL. A module in the server module column counts when it is in backticks (a helper module named in plain
 * words, such as the messages composers, does not).
 * `UPDATE_GLOSSARY=1 npx vitest run src/server/architecture-glossary.test.ts` writes the columns afresh.
 */
const DOC = 'docs/architecture.md';
const FEATURES = 'src/client/features';
const MODULES = 'src/server/modules';
const RULES_COLUMN = 4;
const MODULES_COLUMN = 5;
const TABLES_COLUMN = 6;

const isDirectory = (path: string) => statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|fixtures)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The names imported from a module path, per file: `import { a, type B } from 'path'`. */
function importedNames(source: string, from: RegExp): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    if (!from.test(match[2] ?? '')) continue;
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
  }
  return names;
}

const domainFilesOf = (dir: string) =>
  codeFiles(dir).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/from '@shared\/domain\/([^']+)'/g)].map((m) => {
      const path = m[1] ?? '';
      return isDirectory(join('src/shared/domain', path)) ? `${path}/` : `${path}.ts`;
    }),
  );

const tableNames = new Map(
  Object.entries(schema).flatMap(([name, value]) =>
    is(value, PgTable) ? [[name, getTableName(value)]] : [],
  ),
);

const knownTables = new Set<string>(tableNames.values());

/** Tables named by the schema's objects a file imports, or by its SQL text (`from`, `join`, `into`, `update`). */
const tablesOf = (dir: string) =>
  codeFiles(dir).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const imported = importedNames(source, /^@server\/db\/schema$/).flatMap(
      (name) => tableNames.get(name) ?? [],
    );
    const inSql = [...source.matchAll(/\b(?:from|join|into|update)\s+([a-z_]+)\b/g)]
      .map((m) => m[1] ?? '')
      .filter((name) => knownTables.has(name));
    return [...imported, ...inSql];
  });

const ticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
const asCell = (names: Iterable<string>) =>
  [...new Set(names)]
    .sort()
    .map((name) => `\`${name}\``)
    .join(', ');

function glossaryRows(doc: string) {
  const start = doc.indexOf('## Glossary');
  const lines = doc.split('\n');
  const first = doc.slice(0, start).split('\n').length;
  const rows: { line: number; cells: string[] }[] = [];
  for (let line = first + 3; line < lines.length && lines[line]?.startsWith('|'); line++) {
    rows.push({ line, cells: (lines[line] ?? '').split('|').slice(1, -1) });
  }
  return { lines, rows };
}

function expectedCells(cells: string[]) {
  const features = ticked(cells[1] ?? '').filter((name) => isDirectory(join(FEATURES, name)));
  const modules = ticked(cells[MODULES_COLUMN - 1] ?? '').filter((name) => isDirectory(join(MODULES, name)));
  const rules = [
    ...features.flatMap((name) => domainFilesOf(join(FEATURES, name))),
    ...modules.flatMap((name) => domainFilesOf(join(MODULES, name))),
  ];
  const tables = modules.flatMap((name) => tablesOf(join(MODULES, name)));
  return { rules: ` ${asCell(rules)} `, tables: ` ${asCell(tables)} ` };
}

describe("the architecture glossary's rules and tables", () => {
  it('names, for every screen, the shared rules and the tables its code uses', () => {
    const doc = readFileSync(DOC, 'utf8');
    const { lines, rows } = glossaryRows(doc);
    expect(rows.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const { line, cells } of rows) {
      const expected = expectedCells(cells);
      const said = { rules: cells[RULES_COLUMN - 1] ?? '', tables: cells[TABLES_COLUMN - 1] ?? '' };
      if (said.rules.trim() !== expected.rules.trim() || said.tables.trim() !== expected.tables.trim()) {
        wrong.push(`${cells[0]?.trim()}: rules ${expected.rules.trim()} | tables ${expected.tables.trim()}`);
        cells[RULES_COLUMN - 1] = expected.rules;
        cells[TABLES_COLUMN - 1] = expected.tables;
        lines[line] = `|${cells.join('|')}|`;
      }
    }
    if (process.env.UPDATE_GLOSSARY === '1') writeFileSync(DOC, lines.join('\n'));
    // to write the columns afresh: UPDATE_GLOSSARY=1 npx vitest run src/server/architecture-glossary.test.ts
    expect(wrong, 'docs/architecture.md glossary: UPDATE_GLOSSARY=1 rewrites these rows').toEqual([]);
  });
});
