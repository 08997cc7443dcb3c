import type { Database } from '@server/db/client';
import { continuums, organizations, personEvents, referrals, veterans } from '@server/db/schema';
import { HOME_CONTINUUM } from '@server/modules/benchmarks';
import type { PersonEventFacts } from '@shared/domain/person-timeline';
import { and, asc, eq, exists, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { ExportEvent, ExportOrganization, ExportPerson } from './export-rows';

/** A partner's own people: those it brought in and those referred to it (as `organizationWorksWith`). */
const worksWith = (organizationId: string) =>
  or(
    eq(veterans.organizationId, organizationId),
    exists(
      sql`(select 1 from ${referrals} where ${referrals.veteranId} = ${veterans.id} and ${referrals.organizationId} = ${organizationId})`,
    ),
  );

/** Whose records: a partner's own people, one Continuum of Care's (by the organisation that identified them), all. */
export type ExportScope = { organizationId: string } | { coc: string } | { network: true };

function scopeWhere(scope: ExportScope): SQL {
  if ('organizationId' in scope) return worksWith(scope.organizationId) as SQL;
  if ('coc' in scope)
    return sql`${veterans.id} in (select h.veteran_id from (${HOME_CONTINUUM}) h where h.coc_code = ${scope.coc})`;
  return exists(sql`(select 1 from ${personEvents} where ${personEvents.veteranId} = ${veterans.id})`);
}

export async function continuumExists(db: Database, code: string): Promise<boolean> {
  const [row] = await db.select({ code: continuums.code }).from(continuums).where(eq(continuums.code, code));
  return row !== undefined;
}

/**
 * The people to export, a page at a time in id order, each with every event of their timeline (episodes need the
 * whole of it): two statements a page, so memory holds one page however many people there are.
 */
export async function* exportPeoplePages(
  db: Database,
  exportScope: ExportScope,
  pageSize = 1000,
): AsyncGenerator<ExportPerson[]> {
  const scope = scopeWhere(exportScope);
  let after: string | null = null;
  for (;;) {
    const people = await db
      .select({
        id: veterans.id,
        name: veterans.name,
        createdAt: veterans.createdAt,
        organizationId: veterans.organizationId,
      })
      .from(veterans)
      .where(after === null ? scope : and(scope, gt(veterans.id, after)))
      .orderBy(asc(veterans.id))
      .limit(pageSize);
    if (people.length === 0) return;
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
      .where(
        inArray(
          personEvents.veteranId,
          people.map((person) => person.id),
        ),
      );
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
    yield people.map((person) => ({ ...person, events: byPerson.get(person.id) ?? [] }));
    if (people.length < pageSize) return;
    after = people[people.length - 1]?.id ?? null;
  }
}

/** The organisations an export may name: a partner's own, or every one. */
export async function exportOrganizations(
  db: Database,
  organizationId: string | undefined,
): Promise<ExportOrganization[]> {
  return db
    .select({ id: organizations.id, name: organizations.name, createdAt: organizations.createdAt })
    .from(organizations)
    .where(organizationId ? eq(organizations.id, organizationId) : undefined);
}
