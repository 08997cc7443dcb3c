import type { Database } from '@server/db/client';
import { countedPage, rowsAndTotal } from '@server/db/counted-page';
import { preparedRead } from '@server/db/prepared-reads';
import { organizations, placements } from '@server/db/schema';
import { and, desc, eq, gte, type SQL, sql } from 'drizzle-orm';

export type PlacementRow = typeof placements.$inferSelect;
type OrganizationPatch = Partial<typeof organizations.$inferInsert>;

const count = (condition?: SQL) =>
  (condition ? sql<number>`count(*) filter (where ${condition})` : sql<number>`count(*)`).mapWith(Number);

export async function insertPlacement(db: Database, values: typeof placements.$inferInsert) {
  const [row] = await db.insert(placements).values(values).returning();
  if (!row) throw new Error('placement was not created');
  return row;
}

/** Newest placement date first (then newest record). */
export async function listPlacements(
  db: Database,
  organizationId: string,
  page: { limit: number; offset: number },
): Promise<PlacementRow[]> {
  return db
    .select()
    .from(placements)
    .where(eq(placements.organizationId, organizationId))
    .orderBy(desc(placements.placementDate), desc(placements.createdAt))
    .limit(page.limit)
    .offset(page.offset);
}

/** One page of an organisation's placements (newest placement date first) and how many it has in all. */
export async function placementsPage(
  db: Database,
  organizationId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: PlacementRow[]; total: number }> {
  const statement = preparedRead(db, 'placements_page', () =>
    countedPage(db, placements, eq(placements.organizationId, sql.placeholder('organizationId')), [
      desc(placements.placementDate),
      desc(placements.createdAt),
      desc(placements.id),
    ]).prepare('placements_page'),
  );
  return rowsAndTotal<PlacementRow>(await statement.execute({ organizationId, ...page }));
}

export interface PlacementCounts {
  total: number;
  thisMonth: number;
  thisYear: number;
  all: number;
}

/** Completed placements (total, since the month's and year's start) and every record (for paging). */
export async function placementCounts(
  db: Database,
  organizationId: string,
  monthStart: string,
  yearStart: string,
): Promise<PlacementCounts> {
  const completed = eq(placements.status, 'completed');
  const [row] = await db
    .select({
      total: count(completed),
      thisMonth: count(and(completed, gte(placements.placementDate, monthStart))),
      thisYear: count(and(completed, gte(placements.placementDate, yearStart))),
      all: count(),
    })
    .from(placements)
    .where(eq(placements.organizationId, organizationId));
  return row ?? { total: 0, thisMonth: 0, thisYear: 0, all: 0 };
}

export async function updateOrganization(db: Database, organizationId: string, patch: OrganizationPatch) {
  const [row] = await db
    .update(organizations)
    .set(patch)
    .where(eq(organizations.id, organizationId))
    .returning();
  return row ?? null;
}
