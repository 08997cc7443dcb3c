import type { Database } from '@server/db/client';
import type { RecordedEvent } from '@shared/domain/benchmarks/data-quality';
import type { PersonEventType } from '@shared/domain/person-timeline';
import { sql } from 'drizzle-orm';

const DEFAULT_INACTIVE_DAYS = 90;

/** Whose figures: the network, a Continuum of Care (by code) or a partner organisation (by id). */
export type Scope =
  | { kind: 'network' }
  | { kind: 'continuum'; code: string }
  | { kind: 'organization'; id: string };

/** A person's CoC is the CoC of the organisation that first identified them (issue 35). */
export const HOME_CONTINUUM = sql`
  select distinct on (i.veteran_id) i.veteran_id, o.coc_code
    from person_events i left join organizations o on o.id = i.organization_id
   where i.type = 'identified'
   order by i.veteran_id, i.occurred_at, i.recorded_at, i.id`;

export type ScopeEvent = RecordedEvent & { organizationId: string | null };

interface Row {
  veteran_id: string;
  type: PersonEventType;
  occurred_at: string | Date;
  recorded_at: string | Date;
  partner: string | null;
  organization_id: string | null;
  details: unknown;
}

const iso = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value).toISOString();

function groupRows(rows: readonly Row[]): Map<string, ScopeEvent[]> {
  const byPerson = new Map<string, ScopeEvent[]>();
  for (const row of rows) {
    const event = {
      type: row.type,
      occurredAt: iso(row.occurred_at),
      recordedAt: iso(row.recorded_at),
      recordedByPartner: row.partner,
      organizationId: row.organization_id,
      details: typeof row.details === 'string' ? JSON.parse(row.details) : row.details,
    } as ScopeEvent;
    const list = byPerson.get(row.veteran_id);
    if (list) list.push(event);
    else byPerson.set(row.veteran_id, [event]);
  }
  return byPerson;
}

export interface ContinuumRow {
  code: string;
  name: string;
  inactiveAfterDays: number;
}

export async function listContinuums(db: Database): Promise<ContinuumRow[]> {
  const result = (await db.execute(
    sql`select code, name, inactive_after_days as "inactiveAfterDays" from continuums order by code`,
  )) as unknown as { rows: ContinuumRow[] };
  return result.rows;
}

export async function organizationName(db: Database, id: string): Promise<string | null> {
  const result = (await db.execute(
    sql`select name from organizations where id = ${id}::uuid`,
  )) as unknown as {
    rows: { name: string }[];
  };
  return result.rows[0]?.name ?? null;
}

/** A figure's named people: at most this many, by name (the answer says how many there are). */
export const PEOPLE_LIMIT = 500;

/** Names and ZIPs of the people behind a figure (only ids the caller's scope gave). */
export async function peopleNamed(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  // one array parameter, however many people (ids come from the timeline, never from the caller)
  const list = `{${ids.join(',')}}`;
  const result = (await db.execute(
    sql`select id, name, zip_code as "zipCode" from veterans where id = any(${list}::uuid[])
        order by name nulls last, id limit ${PEOPLE_LIMIT}`,
  )) as unknown as { rows: { id: string; name: string | null; zipCode: string }[] };
  return result.rows;
}

/**
 * People whose last event is older than their CoC's inactivity threshold (90 days without a CoC), with their
 * events: one statement. Whether they are still on the active list is the caller's rule (their spells).
 */
export async function silentPeople(db: Database, now: Date): Promise<Map<string, ScopeEvent[]>> {
  const result = (await db.execute(sql`
    with silent as (
      select l.veteran_id
        from (select veteran_id, max(occurred_at) as last_at from person_events group by veteran_id) l
        left join (${HOME_CONTINUUM}) h on h.veteran_id = l.veteran_id
        left join continuums c on c.code = h.coc_code
       where l.last_at < ${now.toISOString()}::timestamptz
                        - make_interval(days => coalesce(c.inactive_after_days, ${DEFAULT_INACTIVE_DAYS}))
    )
    select e.veteran_id, e.type, e.occurred_at, e.recorded_at, e.organization_id, e.details, null as partner
      from person_events e join silent s on s.veteran_id = e.veteran_id`)) as unknown as { rows: Row[] };
  return groupRows(result.rows);
}

/** A CoC's last HMIS import (modules/hmis writes it): its date and its people's facts, by HMIS PersonalID. */
export async function importedCommunity(
  db: Database,
  code: string,
): Promise<{ importedAt: string; byPerson: Map<string, ScopeEvent[]> } | null> {
  const found = (await db.execute(
    sql`select id, imported_at from community_imports where coc_code = ${code}`,
  )) as unknown as { rows: { id: string; imported_at: string | Date }[] };
  const row = found.rows[0];
  if (!row) return null;
  const result = (await db.execute(sql`
    select person_key as veteran_id, type, occurred_at, occurred_at as recorded_at, null as organization_id,
           details, null as partner
      from community_events where import_id = ${row.id}::uuid`)) as unknown as { rows: Row[] };
  return { importedAt: iso(row.imported_at), byPerson: groupRows(result.rows) };
}
