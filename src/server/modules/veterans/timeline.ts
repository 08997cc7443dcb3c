import type { Database } from '@server/db/client';
import { HttpError } from '@server/plugins/error-handler';
import {
  needsLateReason,
  PERSON_EVENT_TYPES,
  type PersonEventFacts,
  type PersonEventType,
  type RecorderKind,
  undecidedOfferIds,
} from '@shared/domain/person-timeline';
import { type SQL, sql } from 'drizzle-orm';
import { readTimelines, refreshPersonStatuses, statusRowOf, writeStatusRows } from './person-statuses';

/** Who records an event: an organisation, an admin (user id), a landlord, or nobody we know (the public, a job). */
export interface EventRecorder {
  kind: RecorderKind;
  id: string | null;
}

export type NewPersonEvent = PersonEventFacts & {
  veteranId: string;
  recordedBy: EventRecorder;
  /** The organisation the event concerns (who identified the person, who they were referred to). */
  organizationId?: string | null;
  /** Required when the event happened more than 7 days before it is recorded. */
  lateReason?: string | null;
  /**
   * An `offer_decided` appended only while its offer is on the timeline with no decision yet (a move-in on an
   * offer nobody answered implies its acceptance): read with the timeline the write path reads anyway, so it
   * costs no statement of its own.
   */
  onlyIfUndecided?: boolean;
};

function checkedRow(event: NewPersonEvent, now: Date) {
  const lateReason = event.lateReason?.trim() || null;
  if (needsLateReason(event.occurredAt, now.toISOString()) && !lateReason) {
    throw new HttpError(400, 'Say why this is recorded more than 7 days after it happened (lateReason)');
  }
  if (Date.parse(event.occurredAt) > now.getTime() + 60_000) {
    throw new HttpError(400, 'An event cannot happen in the future: give the date it happened');
  }
  return {
    veteranId: event.veteranId,
    type: event.type,
    occurredAt: new Date(event.occurredAt),
    recordedAt: now,
    recordedByKind: event.recordedBy.kind,
    recordedById: event.recordedBy.id,
    organizationId: event.organizationId ?? null,
    lateReason,
    details: event.details,
  };
}

/**
 * The one write path of the timeline, in the caller's transaction (each module appends in the transaction of its
 * own change). An event recorded more than 7 days late needs its reason.
 */
export async function appendPersonEvent(
  tx: Database,
  event: NewPersonEvent,
  now = new Date(),
): Promise<void> {
  await appendPersonEvents(tx, [event], now);
}

/**
 * Many events at once (the seed, a bulk intake, an engine run). Two statements however many: the people's events
 * read (with their status rows' versions), then one that inserts the events and writes each person's status row
 * (`person_statuses`, derived from the whole timeline by the shared rule). A status row another writer changed in
 * between is computed again from a fresh read (rare: two writers on one person at once).
 */
export async function appendPersonEvents(tx: Database, events: readonly NewPersonEvent[], now = new Date()) {
  if (events.length === 0) return;
  const checked = events.map((event) => ({ event, row: checkedRow(event, now) }));
  const timelines = await readTimelines(tx, [...new Set(events.map((event) => event.veteranId))]);
  const added = new Map<string, PersonEventFacts[]>();
  const rows: ReturnType<typeof checkedRow>[] = [];
  for (const { event, row } of checked) {
    const own = added.get(event.veteranId) ?? [];
    if (event.onlyIfUndecided && !stillUndecided(event, timelines.get(event.veteranId)?.events ?? [], own))
      continue;
    own.push({ type: event.type, occurredAt: event.occurredAt, details: event.details } as PersonEventFacts);
    added.set(event.veteranId, own);
    rows.push(row);
  }
  const statusRows = [...timelines].map(([id, { version, events: before }]) =>
    statusRowOf(id, [...before, ...(added.get(id) ?? [])], version),
  );
  const written = await writeStatusRows(tx, statusRows, rows.length > 0 ? insertEvents(rows) : null);
  const stale = statusRows.map((row) => row.veteranId).filter((id) => !written.has(id));
  if (stale.length > 0) await refreshPersonStatuses(tx, stale);
}

/** Whether a conditional decision's offer is on the person's timeline (or in this batch) with no decision yet. */
function stillUndecided(
  event: NewPersonEvent,
  before: readonly PersonEventFacts[],
  added: readonly PersonEventFacts[],
): boolean {
  return (
    event.type === 'offer_decided' && undecidedOfferIds([...before, ...added]).has(event.details.offerId)
  );
}

/** The insert of checked event rows, as one statement (one JSON parameter, however many rows). */
function insertEvents(rows: readonly ReturnType<typeof checkedRow>[]): SQL {
  return sql`insert into person_events (veteran_id, type, occurred_at, recorded_at, recorded_by_kind,
                                        recorded_by_id, organization_id, late_reason, details)
    select r."veteranId", r.type, r."occurredAt", r."recordedAt", r."recordedByKind", r."recordedById",
           r."organizationId", r."lateReason", r.details
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r("veteranId" uuid, type text, "occurredAt" timestamptz, "recordedAt" timestamptz,
             "recordedByKind" text, "recordedById" uuid, "organizationId" uuid, "lateReason" text, details jsonb)`;
}

/** One event as a person's page reads it: what happened, when, when recorded and by whom in plain words. */
export type TimelineEvent = PersonEventFacts & {
  id: string;
  recordedAt: string;
  recordedBy: string;
  recordedByKind: RecorderKind;
  organizationId: string | null;
  lateReason: string | null;
};

const RECORDER_WORDS: Record<RecorderKind, string> = {
  partner: 'A partner organisation',
  admin: 'The housing team',
  landlord: 'The landlord',
  veteran: 'The veteran',
  public: 'A public form',
  system: 'The platform',
};

/** The same moment: the order a day's events happen in (as `compareEvents`: an offer before its decision). */
const TYPE_ORDER = sql.raw(
  `array_position(array[${PERSON_EVENT_TYPES.map((type) => `'${type}'`).join(', ')}]::text[], e.type)`,
);

/** SQL for one person's events with the recorder's name, oldest first: `select ... from (this)`. */
export const timelineSelect = (veteranIds: SQL) => sql`
  select e.id, e.veteran_id as "veteranId", e.type, e.occurred_at as "occurredAt", e.recorded_at as "recordedAt",
         e.recorded_by_kind as "recordedByKind", e.organization_id as "organizationId", e.late_reason as "lateReason",
         e.details, coalesce(o.name, u.display_name, l.name) as "recorderName"
    from person_events e
    left join organizations o on e.recorded_by_kind = 'partner' and o.id = e.recorded_by_id
    left join users u on e.recorded_by_kind = 'admin' and u.id = e.recorded_by_id
    left join landlords l on e.recorded_by_kind = 'landlord' and l.id = e.recorded_by_id
   where e.veteran_id in (${veteranIds})
   order by e.occurred_at, ${TYPE_ORDER}, e.recorded_at, e.id`;

export interface TimelineRow {
  id: string;
  veteranId: string;
  type: PersonEventType;
  occurredAt: string | Date;
  recordedAt: string | Date;
  recordedByKind: RecorderKind;
  organizationId: string | null;
  lateReason: string | null;
  details: unknown;
  recorderName: string | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();

export function toTimelineEvent(row: TimelineRow): TimelineEvent {
  return {
    id: row.id,
    type: row.type,
    occurredAt: iso(row.occurredAt),
    recordedAt: iso(row.recordedAt),
    recordedBy: row.recorderName ?? RECORDER_WORDS[row.recordedByKind],
    recordedByKind: row.recordedByKind,
    organizationId: row.organizationId,
    lateReason: row.lateReason,
    details: row.details,
  } as TimelineEvent;
}

/** A person's whole timeline, oldest first: one statement. */
export async function selectPersonTimeline(db: Database, veteranId: string): Promise<TimelineEvent[]> {
  const result = (await db.execute(timelineSelect(sql`${veteranId}::uuid`))) as unknown as {
    rows: TimelineRow[];
  };
  return result.rows.map(toTimelineEvent);
}
