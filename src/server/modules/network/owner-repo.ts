import { countWhere } from '@server/db/aggregates';
import type { Database } from '@server/db/client';
import { countedPage, rowsAndTotal } from '@server/db/counted-page';
import { preparedRead } from '@server/db/prepared-reads';
import { organizations, placements } from '@server/db/schema';
import { impactReferralFigures } from '@server/modules/partner-portal';
import type { ReferralStatus } from '@shared/domain/referral-status';
import { and, desc, eq, getTableColumns, gte, sql } from 'drizzle-orm';
import type { OrganizationRow } from './directory-repo';

export type PlacementRow = typeof placements.$inferSelect;

export async function insertPlacement(db: Database, values: typeof placements.$inferInsert) {
  const [row] = await db.insert(placements).values(values).returning();
  if (!row) throw new Error('placement was not created');
  return row;
}

/** Newest placement date first, then newest record (the id makes the order total). */
const newestPlacementsFirst = [
  desc(placements.placementDate),
  desc(placements.createdAt),
  desc(placements.id),
];

/** One page of an organisation's placements (newest placement date first) and how many it has in all. */
export async function placementsPage(
  db: Database,
  organizationId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: PlacementRow[]; total: number }> {
  const statement = preparedRead(db, 'placements_page', () =>
    countedPage(
      db,
      placements,
      eq(placements.organizationId, sql.placeholder('organizationId')),
      newestPlacementsFirst,
    ).prepare('placements_page'),
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
 * An organisation's impact figures as lateral subqueries beside `organizations`: its referrals
 * (partner-portal's figures) and its completed placements (placeholders `monthStart` and `yearStart`).
 */
function impactLaterals(db: Database) {
  const referralFigures = impactReferralFigures(db, organizations.id).as('referral_figures');
  const completed = eq(placements.status, 'completed');
  const placed = db
    .select({
      total: countWhere(completed).as('placed_total'),
      thisMonth: countWhere(and(completed, gte(placements.placementDate, sql.placeholder('monthStart')))).as(
        'placed_this_month',
      ),
      thisYear: countWhere(and(completed, gte(placements.placementDate, sql.placeholder('yearStart')))).as(
        'placed_this_year',
      ),
    })
    .from(placements)
    .where(eq(placements.organizationId, organizations.id))
    .as('placed');
  return { referralFigures, placed };
}

type FigureRow = {
  verified: boolean;
  referrals: { referrals: number; avgHours: number | null } & Record<ReferralStatus, number>;
  placements: ImpactFigures['placements'];
};

function toImpactFigures(row: FigureRow): ImpactFigures {
  const { referrals: total, avgHours, ...byStatus } = row.referrals;
  return { verified: row.verified, referrals: { total, avgHours, byStatus }, placements: row.placements };
}

/** An organisation's impact figures in one prepared statement; null when there is no such organisation. */
export async function impactFigures(
  db: Database,
  organizationId: string,
  since: { monthStart: string; yearStart: string },
): Promise<ImpactFigures | null> {
  const statement = preparedRead(db, 'impact_figures', () => {
    const { referralFigures, placed } = impactLaterals(db);
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
  return row ? toImpactFigures(row) : null;
}

/**
 * The impact report's records in one prepared statement: the organisation, its impact figures and its `recent`
 * latest placements (a lateral page of ids, then the rows); null when there is no such organisation.
 */
export async function impactReportRecords(
  db: Database,
  organizationId: string,
  since: { monthStart: string; yearStart: string },
  recent: number,
): Promise<{ organization: OrganizationRow; figures: ImpactFigures; recent: PlacementRow[] } | null> {
  const statement = preparedRead(db, 'impact_report', () => {
    const { referralFigures, placed } = impactLaterals(db);
    const latest = db
      .select({ placementId: sql<string>`${placements.id}`.as('recent_placement_id') })
      .from(placements)
      .where(eq(placements.organizationId, organizations.id))
      .orderBy(...newestPlacementsFirst)
      .limit(sql.placeholder('recent'))
      .as('latest');
    return db
      .select({
        organization: getTableColumns(organizations),
        referrals: referralFigures._.selectedFields,
        placements: placed._.selectedFields,
        placement: getTableColumns(placements),
      })
      .from(organizations)
      .innerJoinLateral(referralFigures, sql`true`)
      .innerJoinLateral(placed, sql`true`)
      .leftJoinLateral(latest, sql`true`)
      .leftJoin(placements, eq(placements.id, latest.placementId))
      .where(eq(organizations.id, sql.placeholder('organizationId')))
      .orderBy(...newestPlacementsFirst)
      .prepare('impact_report');
  });
  const rows = await statement.execute({ organizationId, ...since, recent });
  const [first] = rows;
  if (!first) return null;
  return {
    organization: first.organization,
    figures: toImpactFigures({ ...first, verified: first.organization.verified }),
    recent: rows.flatMap(({ placement }) => (placement ? [placement] : [])),
  };
}
