import { type AnyColumn, sql } from 'drizzle-orm';
import type { Database } from './client';
import { preparedRead } from './prepared-reads';
import { publicVersions } from './schema';

/** A family of public answers whose version the database keeps (migration 0016, decision 0031). */
export type PublicResource = 'directory' | 'listings';

const column = { directory: publicVersions.directory, listings: publicVersions.listings } as const;

/** The answers' version now: one small prepared statement, the only one a cached answer or a 304 costs. */
export async function publicVersion(db: Database, resource: PublicResource): Promise<number> {
  const name = `public_version_${resource}`;
  const statement = preparedRead(db, name, () =>
    db.select({ version: column[resource] }).from(publicVersions).limit(1).prepare(name),
  );
  const [row] = await statement.execute();
  if (!row) throw new Error('public_versions has no row: migration 0016 was not applied');
  return row.version;
}

const next = (version: AnyColumn) => sql`public_versions_next(${version})`;

/**
 * Moves every version on: at start-up, so that an answer this code shapes differently from the code before
 * (a field added, a rule changed) is never revalidated from a browser's copy of the old one.
 */
export async function movePublicVersions(db: Database): Promise<void> {
  await db
    .update(publicVersions)
    .set({ directory: next(publicVersions.directory), listings: next(publicVersions.listings) });
}
