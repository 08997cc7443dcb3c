import { type SQL, sql } from 'drizzle-orm';
import type { Scope } from './repo';

// The pieces every statement over `person_benchmark_periods` (decision 0038, addendum) is made of.

export const DAY_MS = 86_400_000;

/**
 * A CoC's people (`HOME_CONTINUUM`: the CoC of the organisation on their first identification), found from the
 * CoC's own identifications: those no earlier identification of the same person comes before (in the same order).
 */
const continuumPeople = (code: string) => sql`
  select e.veteran_id
    from person_events e join organizations o on o.id = e.organization_id
   where o.coc_code = ${code} and e.type = 'identified'
     and not exists (select 1 from person_events f
                      where f.veteran_id = e.veteran_id and f.type = 'identified'
                        and (f.occurred_at, f.recorded_at, f.id) < (e.occurred_at, e.recorded_at, e.id))`;

/** A statement's first words: the scope's people, found once (`scope_people`; the network needs no list). */
export function withScope(scope: Scope): SQL {
  if (scope.kind === 'network') return sql``;
  const people =
    scope.kind === 'continuum'
      ? continuumPeople(scope.code)
      : sql`select distinct s.veteran_id from person_events s where s.organization_id = ${scope.id}::uuid`;
  return sql`with scope_people as materialized (${people})`;
}

/** The people of a scope, as a condition on a person id column (after `withScope`). */
export function inScope(scope: Scope, column: SQL): SQL {
  return scope.kind === 'network' ? sql`true` : sql`${column} in (select veteran_id from scope_people)`;
}

export const iso = (at: number) => new Date(at).toISOString();
export const instants = (list: readonly number[]) => `{${list.map(iso).join(',')}}`;

/** Held at `at`: a period [starts_at, ends_at). */
export const holds = (at: SQL) => sql`p.starts_at <= ${at} and (p.ends_at is null or p.ends_at > ${at})`;
export const within = (column: SQL, after: SQL, upTo: SQL) =>
  sql`${column} > ${after} and ${column} <= ${upTo}`;
export const PLACED = sql`p.kind = 'active' and p.outflow = 'housing_placements'`;
export const SPENT_MS = sql`round((extract(epoch from p.ends_at) - extract(epoch from p.starts_at)) * 1000)::float8`;
