import type { Database } from '@server/db/client';
import type { HousingMatchStatus } from '@shared/domain/housing-match-status';
import type { PropertyStatus } from '@shared/domain/inventory';
import { URGENT_REFERRAL_LEVELS } from '@shared/domain/network-figures';
import { type SQL, sql } from 'drizzle-orm';

/** node-postgres and PGlite both answer { rows }. */
async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const PLACED: HousingMatchStatus = 'placed';
const AVAILABLE: PropertyStatus = 'available';
const URGENT = sql.join(
  URGENT_REFERRAL_LEVELS.map((level) => sql`${level}`),
  sql`, `,
);

/** `column` at or after the window's start (ISO); every row for all time (null). */
const since = (column: SQL, start: string | null) =>
  start === null ? sql`true` : sql`${column} >= ${start}`;

/**
 * Joins each row to its one veteran or home (`table` as `alias`, matched by `on`; `columns` are what the
 * query reads of it). Within a time frame, few rows: a primary-key lookup each (a lateral subquery, kept as
 * it is by `offset 0`); for all time, most rows: one hash join. About half the time either way at 100,000
 * referrals.
 */
function joinOne(
  start: string | null,
  table: 'veterans' | 'properties',
  alias: 'v' | 'p',
  on: SQL,
  columns: SQL,
): SQL {
  const [from, as] = [sql.raw(table), sql.raw(alias)];
  if (start === null) return sql`join ${from} ${as} on ${on}`;
  return sql`cross join lateral (select ${columns} from ${from} ${as} where ${on} offset 0) ${as}`;
}

/** The parts of a ZIP's activity; the map's data type chooses which are counted. */
export type ActivityPart = 'referrals' | 'landlords' | 'matches';

/** One ZIP's activity within a window (aggregated in SQL: one row per 5-digit ZIP). */
export interface ZipActivity {
  zip: string;
  /** the city and state the records themselves name, when they do (veterans carry a ZIP only) */
  city: string | null;
  state: string | null;
  veteran_referrals: number;
  urgent_referrals: number;
  landlord_leads: number;
  available_units: number;
  match_opportunities: number;
  successful_matches: number;
}

/**
 * Each part answers zip, city and state with its own figures, grouped by ZIP (the others count 0).
 * - referrals: partner referrals made in the window, at the veteran's ZIP; urgent = high or critical.
 * - landlords: 'Offer Housing' leads made in the window at their ZIP, landlords who joined in the window at
 *   their first listing's ZIP (a landlord without a listing has no place on the map), and the units still
 *   available in listings made in the window.
 * - matches: housing matches made in the window (match opportunities) and matches placed in it, at the
 *   home's ZIP.
 */
function partQueries(part: ActivityPart, start: string | null): SQL[] {
  switch (part) {
    case 'referrals':
      return [
        sql`select left(v.zip_code, 5) as zip, null as city, null as state,
          count(*)::int as veteran_referrals,
          count(*) filter (where r.urgency in (${URGENT}))::int as urgent_referrals
        from referrals r ${joinOne(start, 'veterans', 'v', sql`v.id = r.veteran_id`, sql`v.zip_code`)}
        where ${since(sql`r.created_at`, start)}
        group by 1`,
      ];
    case 'landlords':
      return [
        sql`select left(zip_code, 5) as zip, max(city) as city, max(state) as state,
          count(*)::int as landlord_leads
        from landlord_leads
        where ${since(sql`created_at`, start)}
        group by 1`,
        sql`select left(f.zip_code, 5) as zip, max(f.city) as city, max(f.state) as state,
          count(*)::int as landlord_leads
        from landlords l cross join lateral (
          select p.zip_code, p.city, p.state from properties p
          where p.landlord_id = l.id order by p.created_at, p.id limit 1
        ) f
        where ${since(sql`l.created_at`, start)}
        group by 1`,
        sql`select left(zip_code, 5) as zip, max(city) as city, max(state) as state,
          sum(units_available)::int as available_units
        from properties
        where status = ${AVAILABLE} and units_available > 0 and ${since(sql`created_at`, start)}
        group by 1`,
      ];
    case 'matches': {
      const made = since(sql`m.created_at`, start);
      const placed = sql`m.status = ${PLACED} and ${since(sql`m.placed_at`, start)}`;
      const home = joinOne(
        start,
        'properties',
        'p',
        sql`p.id = m.property_id`,
        sql`p.zip_code, p.city, p.state`,
      );
      return [
        sql`select left(p.zip_code, 5) as zip, max(p.city) as city, max(p.state) as state,
          count(*) filter (where ${made})::int as match_opportunities,
          count(*) filter (where ${placed})::int as successful_matches
        from matches m ${home}
        where ${start === null ? sql`true` : sql`(${made} or ${placed})`}
        group by 1`,
      ];
    }
  }
}

const FIGURES = [
  'veteran_referrals',
  'urgent_referrals',
  'landlord_leads',
  'available_units',
  'match_opportunities',
  'successful_matches',
] as const;

/**
 * Activity per ZIP for the chosen parts, one row per ZIP with any of it. Each part is its own grouped query
 * (PostgreSQL runs them side by side on the pool's connections); their rows, at most one per ZIP and part,
 * are added up here.
 */
export async function zipActivity(
  db: Database,
  parts: readonly ActivityPart[],
  start: string | null,
): Promise<ZipActivity[]> {
  const results = await Promise.all(
    parts.flatMap((part) => partQueries(part, start)).map((part) => rows<Partial<ZipActivity>>(db, part)),
  );
  const byZip = new Map<string, ZipActivity>();
  for (const row of results.flat()) {
    const zip = String(row.zip);
    const found = byZip.get(zip) ?? {
      zip,
      city: null,
      state: null,
      veteran_referrals: 0,
      urgent_referrals: 0,
      landlord_leads: 0,
      available_units: 0,
      match_opportunities: 0,
      successful_matches: 0,
    };
    found.city ??= row.city ?? null;
    found.state ??= row.state ?? null;
    for (const figure of FIGURES) found[figure] += row[figure] ?? 0;
    byZip.set(zip, found);
  }
  return [...byZip.values()];
}

export interface NetworkTotals {
  referrals: number;
  landlord_leads: number;
  match_opportunities: number;
  placements: number;
}

/**
 * The overview's totals within the window: referrals made; landlord leads ('Offer Housing' leads and
 * landlords who joined); housing matches made; housing matches placed (the lead-flow dashboard's
 * "successful placements": a partner's placement of a platform veteran in a platform home is one too).
 */
export async function networkTotals(db: Database, start: string | null): Promise<NetworkTotals> {
  const [row] = await rows<NetworkTotals>(
    db,
    sql`select
      (select count(*)::int from referrals where ${since(sql`created_at`, start)}) as referrals,
      (select count(*)::int from landlord_leads where ${since(sql`created_at`, start)})
        + (select count(*)::int from landlords where ${since(sql`created_at`, start)}) as landlord_leads,
      (select count(*)::int from matches where ${since(sql`created_at`, start)}) as match_opportunities,
      (select count(*)::int from matches where status = ${PLACED} and ${since(sql`placed_at`, start)})
        as placements`,
  );
  return row ?? { referrals: 0, landlord_leads: 0, match_opportunities: 0, placements: 0 };
}
