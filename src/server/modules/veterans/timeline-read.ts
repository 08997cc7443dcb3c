import type { Database } from '@server/db/client';
import { rows } from '@server/db/rows';
import type { PersonPath } from '@shared/contracts/person-timeline';
import { type PersonStatus, personStatus } from '@shared/domain/person-timeline';
import { personEventSentence } from '@shared/domain/person-timeline-words';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  selectPersonTimeline,
  type TimelineEvent,
  type TimelineRow,
  timelineSelect,
  toTimelineEvent,
} from './timeline';

/** A person's status and timeline in plain words (one statement): the caseload's and the admin's person page. */
export async function personPath(db: Database, veteranId: string): Promise<PersonPath> {
  return toPersonPath(await selectPersonTimeline(db, veteranId));
}

/** The status and plain-words timeline of the listed people (`veteranIds`: SQL naming ids), one statement. */
export async function selectPersonPaths(db: Database, veteranIds: SQL): Promise<Map<string, PersonPath>> {
  const result = (await db.execute(timelineSelect(veteranIds))) as unknown as {
    rows: (Parameters<typeof toTimelineEvent>[0] & { veteranId: string })[];
  };
  const byPerson = new Map<string, TimelineEvent[]>();
  for (const row of result.rows) {
    const own = byPerson.get(row.veteranId);
    if (own) own.push(toTimelineEvent(row));
    else byPerson.set(row.veteranId, [toTimelineEvent(row)]);
  }
  return new Map([...byPerson].map(([id, events]) => [id, toPersonPath(events)]));
}

/**
 * A person's whole timeline (oldest first, with the recorders' names) as one JSON column of the caller's own
 * statement: a person's page reads the person, their timeline and writes its audit row in one statement.
 */
export const personTimelineJson = (veteranId: AnyColumn | SQL): SQL<unknown> =>
  sql`(select coalesce(json_agg(t), '[]'::json) from (${timelineSelect(sql`${veteranId}`)}) t)`;

/** The events (with their facts) from the column `personTimelineJson` answered, oldest first. */
export function timelineOfJson(json: unknown): TimelineEvent[] {
  const found = (typeof json === 'string' ? JSON.parse(json) : (json ?? [])) as TimelineRow[];
  return found.map(toTimelineEvent);
}

/** The status and plain-words timeline from the column `personTimelineJson` answered. */
export function personPathOfJson(json: unknown): PersonPath {
  return toPersonPath(timelineOfJson(json));
}

/** The status and plain-words timeline of events already read. */
export const personPathOf = (events: readonly TimelineEvent[]): PersonPath => toPersonPath(events);

/** Nobody's events yet: a person on record is waiting. */
export const EMPTY_PATH: PersonPath = { status: 'waiting', timeline: [] };

function toPersonPath(events: readonly TimelineEvent[]): PersonPath {
  return {
    status: personStatus(events),
    timeline: events.map((event) => ({
      type: event.type,
      occurredAt: event.occurredAt,
      recordedAt: event.recordedAt,
      recordedBy: event.recordedBy,
      sentence: personEventSentence(event),
      lateReason: event.lateReason,
    })),
  };
}

/**
 * The one status of each listed person (`veteranIds`: SQL naming ids, e.g. a subquery of a page's people): their
 * `person_statuses` rows, which the timeline's write path keeps equal to `personStatus(timeline)`; one statement. A
 * person without events is waiting.
 */
export async function selectPersonStatuses(
  db: Database,
  veteranIds: SQL,
): Promise<Map<string, PersonStatus>> {
  const found = await rows<{ veteranId: string; status: PersonStatus }>(
    db,
    sql`select veteran_id as "veteranId", status from person_statuses where veteran_id in (${veteranIds})`,
  );
  return new Map(found.map((row) => [row.veteranId, row.status]));
}

/** The one status of each person in a list the caller already read (`veteranIds`); no statement for an empty list. */
export const personStatusesOf = async (db: Database, veteranIds: readonly string[]) =>
  veteranIds.length > 0
    ? await selectPersonStatuses(db, sql`select unnest(${sql.param(veteranIds)}::uuid[])`)
    : new Map<string, PersonStatus>();

/**
 * The one status of the person `veteranId` names, as a column of the caller's own statement (a list that reads its
 * people in one statement): their `person_statuses` row, waiting without one. One index-only probe a person.
 */
export const personStatusOf = (veteranId: AnyColumn | SQL): SQL<PersonStatus> =>
  sql<PersonStatus>`coalesce((select ps.status from person_statuses ps where ps.veteran_id = ${veteranId}), 'waiting')`;

/** A status from the map `selectPersonStatuses` answered: nobody's events yet reads waiting. */
export const statusIn = (statuses: ReadonlyMap<string, PersonStatus>, veteranId: string): PersonStatus =>
  statuses.get(veteranId) ?? 'waiting';
