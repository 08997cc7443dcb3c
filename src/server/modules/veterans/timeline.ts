import type { Database } from '@server/db/client';
import { personEvents } from '@server/db/schema';
import { HttpError } from '@server/plugins/error-handler';
import {
  needsLateReason,
  PERSON_EVENT_TYPES,
  type PersonEventFacts,
  type PersonEventType,
  type RecorderKind,
} from '@shared/domain/person-timeline';
import { type SQL, sql } from 'drizzle-orm';

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
 * The one write path of the timeline: one insert, in the caller's transaction (each module appends in the
 * transaction of its own change). An event recorded more than 7 days late needs its reason.
 */
export async function appendPersonEvent(
  tx: Database,
  event: NewPersonEvent,
  now = new Date(),
): Promise<void> {
  await appendPersonEvents(tx, [event], now);
}

/** Rows per insert: ten parameters a row stay under PostgreSQL's 65,535 parameters a statement. */
const EVENTS_PER_STATEMENT = 5_000;

/** Many events at once (the seed, a bulk intake, an engine run): one statement per 5,000. */
export async function appendPersonEvents(tx: Database, events: readonly NewPersonEvent[], now = new Date()) {
  const rows = events.map((event) => checkedRow(event, now));
  for (let start = 0; start < rows.length; start += EVENTS_PER_STATEMENT) {
    await tx.insert(personEvents).values(rows.slice(start, start + EVENTS_PER_STATEMENT));
  }
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

interface TimelineRow {
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
