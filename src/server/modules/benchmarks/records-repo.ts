import type { Database } from '@server/db/client';
import { rows } from '@server/db/rows';
import { UNKNOWN_SITUATIONS } from '@shared/domain/benchmarks/data-quality';
import type { MonthlyCounts } from '@shared/domain/benchmarks/monthly-report';
import { type SQL, sql } from 'drizzle-orm';
import type { Scope } from './repo';
import { DAY_MS, holds, inScope, iso, SPENT_MS, withScope } from './scope-sql';

// The monthly by-name-list report and the data-quality card, as sums over the people's periods and status rows.

export type MonthRow = MonthlyCounts & { daysToHousing: number[] };

/** The by-name list's month [start, end): spells starting and ending in it, and active at its last instant. */
export async function monthFlows(db: Database, scope: Scope, start: number, end: number): Promise<MonthRow> {
  const from = sql`${iso(start)}::timestamptz`;
  const to = sql`${iso(end)}::timestamptz`;
  const began = (inflow: string) => sql`count(*) filter (where p.inflow = ${inflow}
                                          and p.starts_at >= ${from} and p.starts_at < ${to})::int`;
  const ended = (outflow: string) => sql`count(*) filter (where p.outflow = ${outflow}
                                          and p.ends_at >= ${from} and p.ends_at < ${to})::int`;
  const [row] = await rows<Omit<MonthRow, 'daysToHousing'> & { spent: number[] | null }>(
    db,
    sql`${withScope(scope)}
        select count(*) filter (where ${holds(sql`${iso(end - 1)}::timestamptz`)})::int as "activelyHomeless",
               ${began('newly_identified')} as newly_identified,
               ${began('returned_from_housing')} as returned_from_housing,
               ${began('returned_from_inactive')} as returned_from_inactive,
               ${ended('housing_placements')} as housing_placements,
               ${ended('moved_to_inactive')} as moved_to_inactive,
               ${ended('no_longer_meets_population_criteria')} as no_longer_meets_population_criteria,
               array_agg(${SPENT_MS}) filter (where p.outflow = 'housing_placements'
                                             and p.ends_at >= ${from} and p.ends_at < ${to}) as spent
          from person_benchmark_periods p
         where p.kind = 'active' and p.starts_at < ${to} and ${inScope(scope, sql`p.veteran_id`)}`,
  );
  const { spent, ...counts } = row as NonNullable<typeof row>;
  return { ...counts, daysToHousing: (spent ?? []).map((ms) => Number(ms) / DAY_MS) };
}

/** Organisations an event of the scope's people concerns (a partner's own is the partner: none read). */
function partnersOf(scope: Scope): SQL {
  if (scope.kind === 'organization') return sql`array[]::text[]`;
  if (scope.kind === 'network')
    return sql`array(select o.id::text from organizations o
                      where exists (select 1 from person_events e where e.organization_id = o.id))`;
  return sql`array(select distinct e.organization_id::text from person_events e
                    where e.organization_id is not null and ${inScope(scope, sql`e.veteran_id`)})`;
}

export interface RecordsRow {
  peopleCounted: number;
  active: number;
  complete: number;
  contacted: number;
  openPossibleDuplicates: number;
  /** Organisations an event of the scope's people concerns, and those of them that recorded one lately. */
  partners: string[];
  updating: string[];
}

/** The data-quality card's counts at `at`: one statement. */
export async function recordsAt(
  db: Database,
  scope: Scope,
  at: number,
  input: { thresholdDays: number; partnerUpdateDays: number },
): Promise<RecordsRow> {
  const now = sql`${iso(at)}::timestamptz`;
  const unknown = sql.raw(UNKNOWN_SITUATIONS.join(', '));
  const [row] = await rows<RecordsRow>(
    db,
    sql`${withScope(scope)}
        select
          (select count(distinct p.veteran_id)::int from person_benchmark_periods p
            where p.kind = 'active' and ${inScope(scope, sql`p.veteran_id`)}) as "peopleCounted",
          a.active, a.complete, a.contacted,
          (select count(*)::int from possible_duplicates d where d.status = 'open'
              and (${inScope(scope, sql`d.veteran_a_id`)} or ${inScope(scope, sql`d.veteran_b_id`)}))
            as "openPossibleDuplicates",
          ${partnersOf(scope)} as partners,
          array(select distinct e.recorded_by_id::text from person_events e
                 where e.recorded_by_kind = 'partner' and e.recorded_by_id is not null
                   and e.recorded_at >= ${iso(at - input.partnerUpdateDays * DAY_MS)}::timestamptz
                   and ${inScope(scope, sql`e.veteran_id`)}) as updating
        from (select count(*)::int as active,
                     count(*) filter (where s.identified and s.living_situation is not null
                                        and s.living_situation not in (${unknown}))::int as complete,
                     count(*) filter (where s.last_event_at
                                        >= ${iso(at - input.thresholdDays * DAY_MS)}::timestamptz)::int as contacted
                from person_benchmark_periods p join person_statuses s on s.veteran_id = p.veteran_id
               where p.kind = 'active' and ${holds(now)} and ${inScope(scope, sql`p.veteran_id`)}) a`,
  );
  return row as RecordsRow;
}
