import type { Database } from '@server/db/client';
import { countedPage, rowsAndTotal } from '@server/db/counted-page';
import { preparedRead } from '@server/db/prepared-reads';
import { organizations, placements } from '@server/db/schema';
import { impactReferralFigures } from '@server/modules/partner-portal';
import type { ReferralStatus } from '@shared/domain/referral-status';
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

export interface ImpactFigures {
  verified: boolean;
  referrals: { total: number; avgHours: number | null; byStatus: Record<ReferralStatus, number> };
  /** Completed placements: in all, since the month's start and since the year's start. */
  placements: { total: number; thisMonth: number; thisYear: number };
}

/**
 * An organisation's impact figures in one prepared statement: its referrals (partner-portal's figures) and its
 * completed placements, each an aggregate read laterally beside the organisation. Null when there is none.
 */
export async function impactFigures(
  db: Database,
  organizationId: string,
  since: { monthStart: string; yearStart: string },
): Promise<ImpactFigures | null> {
  const statement = preparedRead(db, 'impact_figures', () => {
    const referralFigures = impactReferralFigures(db, organizations.id).as('referral_figures');
    const completed = eq(placements.status, 'completed');
    const placed = db
      .select({
        total: count(completed).as('placed_total'),
        thisMonth: count(and(completed, gte(placements.placementDate, sql.placeholder('monthStart')))).as(
          'placed_this_month',
        ),
        thisYear: count(and(completed, gte(placements.placementDate, sql.placeholder('yearStart')))).as(
          'placed_this_year',
        ),
      })
      .from(placements)
      .where(eq(placements.organizationId, organizations.id))
      .as('placed');
    return db
      .select({
        verified: organizations.verified,
        referrals: referralFigures._.selectedFields,
        placements: placed._.selectedFields,
      })
      .from(organizations)
      .innerJoinLateral(referralFigures, sql`true`)
      .innerJoinLateral(placed, sql`true`)
      .where(eq(organizations.id, sql.placeholder('organizationId')))
      .prepare('impact_figures');
  });
  const [row] = await statement.execute({ organizationId, ...since });
  if (!row) return null;
  const { referrals: total, avgHours, ...byStatus } = row.referrals;
  return { verified: row.verified, referrals: { total, avgHours, byStatus }, placements: row.placements };
}

export async function updateOrganization(db: Database, organizationId: string, patch: OrganizationPatch) {
  const [row] = await db
    .update(organizations)
    .set(patch)
    .where(eq(organizations.id, organizationId))
    .returning();
  return row ?? null;
}
