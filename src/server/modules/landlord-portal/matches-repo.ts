import type { Database } from '@server/db/client';
import { isNotDeclined } from '@server/db/predicates';
import { matches, properties, veterans } from '@server/db/schema';
import { and, desc, eq, sql } from 'drizzle-orm';

/**
 * The open and placed matches on one landlord's homes (or on one of them), newest first, and how many there
 * are (a window count, so one statement but past the last page). Another landlord's home has none for them.
 */
export async function selectLandlordMatches(
  db: Database,
  landlordId: string,
  page: { limit: number; offset: number; propertyId?: string | undefined },
) {
  const where = and(
    eq(properties.landlordId, landlordId),
    isNotDeclined,
    page.propertyId ? eq(matches.propertyId, page.propertyId) : undefined,
  );
  const found = await db
    .select({
      match: matches,
      propertyAddress: properties.address,
      propertyCity: properties.city,
      veteranName: veterans.name,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(matches)
    .innerJoin(properties, eq(properties.id, matches.propertyId))
    .innerJoin(veterans, eq(veterans.id, matches.veteranId))
    .where(where)
    .orderBy(desc(matches.createdAt), desc(matches.id))
    .limit(page.limit)
    .offset(page.offset);
  const rows = found.map(({ total: _total, ...row }) => row);
  if (found.length > 0 || page.offset === 0) return { rows, total: found[0]?.total ?? 0 };
  // past the last page the window has no row to report the total on
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(matches)
    .innerJoin(properties, eq(properties.id, matches.propertyId))
    .where(where);
  return { rows, total: counted?.n ?? 0 };
}
export type LandlordMatchRow = Awaited<ReturnType<typeof selectLandlordMatches>>['rows'][number];

/** A match on one of the landlord's homes, with the veteran's contact; undefined when it is not theirs. */
export async function selectLandlordMatchContact(db: Database, landlordId: string, matchId: string) {
  const [row] = await db
    .select({
      status: matches.status,
      name: veterans.name,
      phone: veterans.phone,
      email: veterans.email,
    })
    .from(matches)
    .innerJoin(properties, eq(properties.id, matches.propertyId))
    .innerJoin(veterans, eq(veterans.id, matches.veteranId))
    .where(and(eq(matches.id, matchId), eq(properties.landlordId, landlordId)));
  return row;
}
