import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { describe, expect, it } from 'vitest';

/**
 * Page paths live once, in src/shared/domain/page-paths.ts (issue 32): a router entry, a link, a redirect or a
 * message's page names the constant, never the path as a string. Tests and fixtures may spell paths out.
 */
const PAGE_FILE = join('src', 'shared', 'domain', 'page-paths.ts');

function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return productionFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|fixtures)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const paths = (Object.values(PAGE_PATHS) as unknown[]).filter(
  (value): value is string => typeof value === 'string' && value !== PAGE_PATHS.home,
);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A path opening a string or a template: '/contact', '/contact?plan=', `/partner/co-living/households/${id}`. */
const literal = new RegExp(`['"\`](${paths.map(escapeRegExp).join('|')})(?=['"\`?/#$])`);

/** The lines of a source that spell a page path out (comments aside). */
export function pathLiterals(source: string): string[] {
  return source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line) && literal.test(line))
    .map((line) => line.trim());
}

describe('page paths, once', () => {
  it('sees a path spelt out in a string or a template', () => {
    expect(pathLiterals("  page: '/landlord/dashboard',")).toHaveLength(1);
    expect(pathLiterals(['  href={`/admin/co-living/households/', '$', '{id}`}'].join(''))).toHaveLength(1);
    expect(pathLiterals("  path: '/contact?plan=Pro',")).toHaveLength(1);
    expect(pathLiterals('  page: PAGE_PATHS.landlordDashboard,')).toEqual([]);
    expect(pathLiterals(" * the dashboard's link ('/landlords?step=listing')")).toEqual([]);
    expect(pathLiterals("  url: '/api/landlord/dashboard',")).toEqual([]);
  });

  it('names every page path through src/shared/domain/page-paths.ts', () => {
    const spelt = productionFiles('src')
      .filter((file) => file !== PAGE_FILE)
      .flatMap((file) => pathLiterals(readFileSync(file, 'utf8')).map((line) => `${file}: ${line}`));
    expect(spelt).toEqual([]);
  });
});
