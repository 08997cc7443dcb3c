import type { Database } from '@server/db/client';
import { rows } from '@server/db/rows';
import { personSpells } from '@shared/domain/benchmarks/active-spells';
import { type BenchmarkPeriods, benchmarkPeriods } from '@shared/domain/benchmarks/benchmark-periods';
import type { PersonEventFacts, PersonEventType, PersonStatus } from '@shared/domain/person-timeline';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The `person_statuses` row of each person (issue 33, point 8): derived from their whole timeline by the shared
 * rule (`personEpisodes`), so a list reads `personStatus(timeline)` from one indexed row instead of every event;
 * with the person's benchmark periods (`person_benchmark_periods`, decision 0038), written in the same statement.
 */
export interface PersonStatusRow {
  veteranId: string;
  status: PersonStatus;
  episodeStartedAt: string | null;
  movedInAt: string | null;
  lastEventAt: string | null;
  livingSituation: number | null;
  identified: boolean;
  /** The row's version when the events were read (null: no row yet). */
  version: number | null;
}

export function statusRowOf(
  veteranId: string,
  events: readonly PersonEventFacts[],
  version: number | null,
): PersonStatusRow & { periods: BenchmarkPeriods } {
  const path = personSpells(veteranId, events);
  const periods = benchmarkPeriods(path);
  const latest = path.episodes.at(-1);
  let lastEventAt: string | null = null;
  for (const event of events)
    if (lastEventAt === null || Date.parse(event.occurredAt) > Date.parse(lastEventAt))
      lastEventAt = event.occurredAt;
  return {
    veteranId,
    status: latest?.status ?? 'waiting',
    episodeStartedAt: latest?.startedAt ?? null,
    movedInAt: latest?.movedInAt ?? null,
    lastEventAt,
    livingSituation: periods.livingSituation,
    identified: periods.identified,
    version,
    periods,
  };
}

const instant = (at: number | null) => (at === null ? null : new Date(at).toISOString());

/** The benchmark periods of each row as the rows of `person_benchmark_periods`. */
function periodRows(statusRows: readonly (PersonStatusRow & { periods: BenchmarkPeriods })[]) {
  return statusRows.flatMap(({ veteranId, periods }) => [
    ...periods.active.map((spell) => ({
      veteranId,
      kind: 'active',
      startsAt: instant(spell.from),
      endsAt: instant(spell.until),
      inflow: spell.inflow,
      outflow: spell.outflow,
      bucket: null,
    })),
    ...periods.a1.map((period) => ({
      veteranId,
      kind: 'a1',
      startsAt: instant(period.from),
      endsAt: instant(period.until),
      inflow: null,
      outflow: null,
      bucket: period.bucket,
    })),
    ...periods.serviceIntensiveEntries.map((at) => ({
      veteranId,
      kind: 'service_intensive_entry',
      startsAt: instant(at),
      endsAt: null,
      inflow: null,
      outflow: null,
      bucket: null,
    })),
  ]);
}

interface ReadRow {
  veteranId: string;
  version: number | null;
  type: PersonEventType | null;
  occurredAt: string | Date | null;
  details: unknown;
}

/**
 * The events and status-row version of each person named (one statement; people no longer on record are left
 * out). Read in one statement, so the version is the one the events were read with.
 */
export async function readTimelines(db: Database, veteranIds: readonly string[]) {
  const found = await rows<ReadRow>(
    db,
    sql`select p.id as "veteranId", s.version, e.type, e.occurred_at as "occurredAt", e.details
          from veterans p
          left join person_statuses s on s.veteran_id = p.id
          left join person_events e on e.veteran_id = p.id
         where p.id = any(${`{${veteranIds.join(',')}}`}::uuid[])`,
  );
  const byPerson = new Map<string, { version: number | null; events: PersonEventFacts[] }>();
  for (const row of found) {
    let person = byPerson.get(row.veteranId);
    if (!person) {
      person = { version: row.version, events: [] };
      byPerson.set(row.veteranId, person);
    }
    if (row.type === null || row.occurredAt === null) continue;
    person.events.push({
      type: row.type,
      occurredAt: new Date(row.occurredAt).toISOString(),
      details: typeof row.details === 'string' ? JSON.parse(row.details) : row.details,
    } as PersonEventFacts);
  }
  return byPerson;
}

/**
 * One statement: `before` (an insert of events, or nothing) then the status rows, each written only if its row is
 * still at the version read (or still absent), and the benchmark periods of those written replaced. Answers the
 * ids written; the others were changed meanwhile.
 */
export async function writeStatusRows(
  db: Database,
  statusRows: readonly (PersonStatusRow & { periods: BenchmarkPeriods })[],
  before: SQL | null,
): Promise<Set<string>> {
  const values = statusRows.map(({ periods: _periods, ...row }) => row);
  const written = await rows<{ veteranId: string }>(
    db,
    sql`with v as (
          select * from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
            as v("veteranId" uuid, status text, "episodeStartedAt" timestamptz, "movedInAt" timestamptz,
                 "lastEventAt" timestamptz, "livingSituation" integer, identified boolean, version integer)
        )${before ? sql`, appended as (${before})` : sql``},
        updated as (
          update person_statuses s
             set status = v.status, episode_started_at = v."episodeStartedAt", moved_in_at = v."movedInAt",
                 last_event_at = v."lastEventAt", living_situation = v."livingSituation",
                 identified = v.identified, version = s.version + 1
            from v where s.veteran_id = v."veteranId" and s.version = v.version
          returning s.veteran_id
        ),
        created as (
          insert into person_statuses (veteran_id, status, episode_started_at, moved_in_at, last_event_at,
                                       living_situation, identified)
          select v."veteranId", v.status, v."episodeStartedAt", v."movedInAt", v."lastEventAt",
                 v."livingSituation", v.identified
            from v where v.version is null
          on conflict (veteran_id) do nothing
          returning veteran_id
        ),
        written as (select veteran_id from updated union all select veteran_id from created),
        cleared as (
          delete from person_benchmark_periods p using written w where p.veteran_id = w.veteran_id
        ),
        periods as (
          insert into person_benchmark_periods (veteran_id, kind, starts_at, ends_at, inflow, outflow, bucket)
          select p."veteranId", p.kind, p."startsAt", p."endsAt", p.inflow, p.outflow, p.bucket
            from jsonb_to_recordset(${JSON.stringify(periodRows(statusRows))}::jsonb)
              as p("veteranId" uuid, kind text, "startsAt" timestamptz, "endsAt" timestamptz, inflow text,
                   outflow text, bucket text)
           where p."veteranId" in (select veteran_id from written)
        )
        select veteran_id as "veteranId" from written`,
  );
  return new Set(written.map((row) => row.veteranId));
}

/** Tries before a write gives up: each retry means another writer changed the same person in between. */
const ATTEMPTS = 20;

/**
 * Recomputes the status rows of `veteranIds` from their events as they are now (after a merge or its undo moved
 * events, or rows missing): read, then write those still at the version read, until all are written.
 */
export async function refreshPersonStatuses(db: Database, veteranIds: readonly string[]): Promise<void> {
  let pending = [...new Set(veteranIds)];
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt === ATTEMPTS) throw new Error('person_statuses: too many writers for one person');
    const timelines = await readTimelines(db, pending);
    const statusRows = [...timelines].map(([id, { version, events }]) => statusRowOf(id, events, version));
    const written = await writeStatusRows(db, statusRows, null);
    pending = statusRows.map((row) => row.veteranId).filter((id) => !written.has(id));
  }
}

/** People per pass when rows are made for everyone who has none (after the table arrived, after a bulk load). */
const BACKFILL_BATCH = 2_000;

/**
 * Makes the status row (and benchmark periods) of every person with events and none yet: at start, after a bulk
 * load (bench), after the periods arrived (every person with events has at least one active spell).
 */
export async function recordMissingPersonStatuses(db: Database): Promise<number> {
  let total = 0;
  for (;;) {
    const missing = await rows<{ id: string }>(
      db,
      sql`select distinct e.veteran_id as id from person_events e
           where not exists (select 1 from person_benchmark_periods p
                              where p.veteran_id = e.veteran_id and p.kind = 'active')
           limit ${BACKFILL_BATCH}`,
    );
    if (missing.length === 0) return total;
    await refreshPersonStatuses(
      db,
      missing.map((row) => row.id),
    );
    total += missing.length;
  }
}
