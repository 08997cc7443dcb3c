import type { Database } from '@server/db/client';
import { organizations, personEvents, referrals, veterans } from '@server/db/schema';
import type { PersonEventFacts } from '@shared/domain/person-timeline';
import { asc, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { ExportEvent, ExportOrganization, ExportPerson } from './export-rows';

/** A partner's own people: those it brought in and those referred to it (as `organizationWorksWith`). */
const worksWith = (organizationId: string) =>
  or(
    eq(veterans.organizationId, organizationId),
    exists(
      sql`(select 1 from ${referrals} where ${referrals.veteranId} = ${veterans.id} and ${referrals.organizationId} = ${organizationId})`,
    ),
  );

/**
 * The people to export (everyone with a timeline, or a partner's own people) with every event of their timelines
 * (episodes need the whole of it), and the organisations: three statements.
 */
export async function exportSource(
  db: Database,
  organizationId?: string,
): Promise<{ people: ExportPerson[]; organizations: ExportOrganization[] }> {
  const scope: SQL = organizationId
    ? (worksWith(organizationId) as SQL)
    : exists(sql`(select 1 from ${personEvents} where ${personEvents.veteranId} = ${veterans.id})`);
  const people = await db
    .select({
      id: veterans.id,
      name: veterans.name,
      createdAt: veterans.createdAt,
      organizationId: veterans.organizationId,
    })
    .from(veterans)
    .where(scope)
    .orderBy(asc(veterans.createdAt), asc(veterans.id));
  const events = await db
    .select({
      id: personEvents.id,
      veteranId: personEvents.veteranId,
      type: personEvents.type,
      occurredAt: personEvents.occurredAt,
      organizationId: personEvents.organizationId,
      details: personEvents.details,
    })
    .from(personEvents)
    .where(inArray(personEvents.veteranId, db.select({ id: veterans.id }).from(veterans).where(scope)));
  const byPerson = new Map<string, ExportEvent[]>();
  for (const event of events) {
    const list = byPerson.get(event.veteranId) ?? [];
    list.push({
      id: event.id,
      organizationId: event.organizationId,
      type: event.type,
      occurredAt: event.occurredAt.toISOString(),
      details: event.details,
    } as ExportEvent & PersonEventFacts);
    byPerson.set(event.veteranId, list);
  }
  const known = await db
    .select({ id: organizations.id, name: organizations.name, createdAt: organizations.createdAt })
    .from(organizations)
    .where(organizationId ? eq(organizations.id, organizationId) : undefined);
  return {
    people: people.map((person) => ({ ...person, events: byPerson.get(person.id) ?? [] })),
    organizations: known,
  };
}
