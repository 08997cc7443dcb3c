import type { Database } from '@server/db/client';
import { rows } from '@server/db/rows';
import type { HousingMatchStatus } from '@shared/domain/housing-match-status';
import type { PropertyStatus } from '@shared/domain/inventory';
import { URGENT_REFERRAL_LEVELS } from '@shared/domain/network-figures';
import { type SQL, sql } from 'drizzle-orm';

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

const FIGURES = [
  'veteran_referrals',
  'urgent_referrals',
  'landlord_leads',
  'available_units',
  'match_opportunities',
  'successful_matches',
] as const;
type Figure = (typeof FIGURES)[number];

/** A ZIP and the city and state that the rows of `alias` name. */
const placeIn = (alias: string) => {
  const [zip, city, state] = ['zip_code', 'city', 'state'].map((column) => sql.raw(`${alias}.${column}`));
  return sql`left(${zip}, 5) as zip, max(${city})::text as city, max(${state})::text as state`;
};

/** A part's columns, alike in every part for UNION ALL: its place, then every figure (0 where it counts none). */
const partColumns = (place: SQL, counted: Partial<Record<Figure, SQL>>) =>
  sql.join(
    [place, ...FIGURES.map((figure) => sql`${counted[figure] ?? sql`0`}::int as ${sql.identifier(figure)}`)],
    sql`, `,
  );

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
        sql`select ${partColumns(sql`left(v.zip_code, 5) as zip, null::text as city, null::text as state`, {
          veteran_referrals: sql`count(*)`,
          urgent_referrals: sql`count(*) filter (where r.urgency in (${URGENT}))`,
        })}
        from referrals r ${joinOne(start, 'veterans', 'v', sql`v.id = r.veteran_id`, sql`v.zip_code`)}
        where ${since(sql`r.created_at`, start)}
        group by 1`,
      ];
    case 'landlords':
      return [
        sql`select ${partColumns(placeIn('ll'), { landlord_leads: sql`count(*)` })}
        from landlord_leads ll
        where ${since(sql`ll.created_at`, start)}
        group by 1`,
        sql`select ${partColumns(placeIn('f'), { landlord_leads: sql`count(*)` })}
        from landlords l cross join lateral (
          select p.zip_code, p.city, p.state from properties p
          where p.landlord_id = l.id order by p.created_at, p.id limit 1
        ) f
        where ${since(sql`l.created_at`, start)}
        group by 1`,
        sql`select ${partColumns(placeIn('p'), { available_units: sql`sum(p.units_available)` })}
        from properties p
        where p.status = ${AVAILABLE} and p.units_available > 0 and ${since(sql`p.created_at`, start)}
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
        sql`select ${partColumns(placeIn('p'), {
          match_opportunities: sql`count(*) filter (where ${made})`,
          successful_matches: sql`count(*) filter (where ${placed})`,
        })}
        from matches m ${home}
        where ${start === null ? sql`true` : sql`(${made} or ${placed})`}
        group by 1`,
      ];
    }
  }
}

/**
 * Activity per ZIP for the chosen parts, as one statement: each part's grouped rows (at most one per ZIP and
 * part query), tagged by their order, added up per ZIP; a ZIP's city and state are the first that a part
 * query names, in their order.
 */
function zipActivityQuery(parts: readonly ActivityPart[], start: string | null): SQL {
  const tagged = parts
    .flatMap((part) => partQueries(part, start))
    .map(
      (query, order) =>
        sql`select ${sql.raw(String(order))} as part, * from (${query}) ${sql.raw(`p${order}`)}`,
    );
  const sums = FIGURES.map((figure) => sql`sum(${sql.identifier(figure)})::int as ${sql.identifier(figure)}`);
  return sql`select zip,
      (array_agg(city order by part) filter (where city is not null))[1] as city,
      (array_agg(state order by part) filter (where state is not null))[1] as state,
      ${sql.join(sums, sql`, `)}
    from (${sql.join(tagged, sql` union all `)}) activity
    group by zip`;
}

/** Activity per ZIP for the chosen parts, one row per ZIP with any of it. */
export function zipActivity(
  db: Database,
  parts: readonly ActivityPart[],
  start: string | null,
): Promise<ZipActivity[]> {
  return rows<ZipActivity>(db, zipActivityQuery(parts, start));
}

export interface NetworkTotals {
  referrals: number;
  landlord_leads: number;
  match_opportunities: number;
  placements: number;
}

/**
 * The overview's totals within the window and the activity per ZIP of the chosen parts, as one statement (the
 * totals' one row left-joined to the ZIPs' rows). The totals: referrals made; landlord leads ('Offer Housing'
 * leads and landlords who joined); housing matches made; housing matches placed (the lead-flow dashboard's
 * "successful placements": a partner's placement of a platform veteran in a platform home is one too).
 */
export async function networkOverview(
  db: Database,
  parts: readonly ActivityPart[],
  start: string | null,
): Promise<{ totals: NetworkTotals; activity: ZipActivity[] }> {
  // a window without activity: the totals' row with null for every ZIP column
  const found = await rows<ZipActivity & { totals: NetworkTotals }>(
    db,
    sql`select network.totals, activity.*
    from (select json_build_object(
        'referrals', (select count(*)::int from referrals where ${since(sql`created_at`, start)}),
        'landlord_leads', (select count(*)::int from landlord_leads where ${since(sql`created_at`, start)})
          + (select count(*)::int from landlords where ${since(sql`created_at`, start)}),
        'match_opportunities', (select count(*)::int from matches where ${since(sql`created_at`, start)}),
        'placements',
          (select count(*)::int from matches where status = ${PLACED} and ${since(sql`placed_at`, start)})
      ) as totals) network
    left join (${zipActivityQuery(parts, start)}) activity on true`,
  );
  const totals = found[0]?.totals;
  if (!totals) throw new Error('the network overview answered no row');
  const activity = found.flatMap(({ totals: _totals, ...zip }) => (zip.zip === null ? [] : [zip]));
  return { totals, activity };
}
