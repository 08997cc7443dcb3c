import type { Database } from '@server/db/client';
import { countedPageParts, pageRowsAndTotal } from '@server/db/counted-page';
import { preparedRead } from '@server/db/prepared-reads';
import { possibleDuplicates, veteranMerges, veterans } from '@server/db/schema';
import { personPathOfJson, personStatusOf, personTimelineJson } from '@server/modules/veterans';
import { auditedPersonRead } from '@server/plugins/audit';
import type { DuplicatePairStatus, StoredRow } from '@shared/domain/person-records';
import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { personDetailJson, personSummaryJson } from './person-sql';

const pairColumns = getTableColumns(possibleDuplicates);
const pairPeople = {
  personA: personSummaryJson(sql`${possibleDuplicates.veteranAId}`),
  personB: personSummaryJson(sql`${possibleDuplicates.veteranBId}`),
};

/** One page of pairs in a status, newest first, and how many there are: one prepared statement. */
export async function selectPairPage(
  db: Database,
  query: { status: DuplicatePairStatus; limit: number; offset: number },
) {
  const statement = preparedRead(db, 'admin_duplicates_page', () => {
    const order = [desc(possibleDuplicates.createdAt), desc(possibleDuplicates.id)];
    const { counted, page } = countedPageParts(
      db,
      possibleDuplicates,
      eq(possibleDuplicates.status, sql.placeholder('status')),
      order,
    );
    return db
      .select({ total: counted.total, pair: pairColumns, ...pairPeople })
      .from(counted)
      .leftJoinLateral(page, sql`true`)
      .leftJoin(possibleDuplicates, eq(possibleDuplicates.id, page.pageId))
      .orderBy(...order)
      .prepare('admin_duplicates_page');
  });
  return pageRowsAndTotal(await statement.execute(query), 'pair');
}

const ownerA = alias(veterans, 'owner_a');
const ownerB = alias(veterans, 'owner_b');

/** The open pairs of two people the organisation owns, newest first (a case worker's view): one statement. */
export async function selectOrganizationPairs(db: Database, organizationId: string) {
  const statement = preparedRead(db, 'partner_duplicates', () =>
    db
      .select({ pair: pairColumns, ...pairPeople })
      .from(possibleDuplicates)
      .innerJoin(ownerA, eq(ownerA.id, possibleDuplicates.veteranAId))
      .innerJoin(ownerB, eq(ownerB.id, possibleDuplicates.veteranBId))
      .where(
        and(
          eq(possibleDuplicates.status, 'open'),
          eq(ownerA.organizationId, sql.placeholder('organizationId')),
          eq(ownerB.organizationId, sql.placeholder('organizationId')),
        ),
      )
      .orderBy(desc(possibleDuplicates.createdAt), desc(possibleDuplicates.id))
      .limit(200)
      .prepare('partner_duplicates'),
  );
  return statement.execute({ organizationId });
}

/** A pair with both people in full and its latest merge, in one statement; undefined when unknown. */
export async function selectPairDetail(db: Database, pairId: string) {
  const statement = preparedRead(db, 'admin_duplicate_detail', () => {
    const merge = db
      .select({
        mergeId: veteranMerges.id,
        survivorId: veteranMerges.survivorId,
        mergedAt: veteranMerges.mergedAt,
        undoneAt: veteranMerges.undoneAt,
        // the merged person as they were: their row is gone, the pair still shows them
        mergedRow: sql<StoredRow>`${veteranMerges.beforeImage} -> 'merged'`.as('merged_row'),
      })
      .from(veteranMerges)
      .where(eq(veteranMerges.pairId, possibleDuplicates.id))
      .orderBy(desc(veteranMerges.mergedAt))
      .limit(1)
      .as('latest_merge');
    return db
      .select({
        pair: pairColumns,
        personA: personDetailJson(sql`${possibleDuplicates.veteranAId}`),
        personB: personDetailJson(sql`${possibleDuplicates.veteranBId}`),
        merge: merge._.selectedFields,
      })
      .from(possibleDuplicates)
      .leftJoinLateral(merge, sql`true`)
      .where(eq(possibleDuplicates.id, sql.placeholder('pairId')))
      .prepare('admin_duplicate_detail');
  });
  const [row] = await statement.execute({ pairId });
  return row;
}

/**
 * One living person in full with their timeline, in one statement that also writes the admin's read to the audit
 * log (`veterans.read`, with their status row's status); undefined (and nothing audited) when there is none.
 */
export async function selectPerson(db: Database, veteranId: string, adminId: string) {
  const statement = preparedRead(db, 'admin_person', () => {
    const audited = auditedPersonRead(db, {
      action: 'veterans.read',
      actorType: 'admin',
      actorId: sql`${sql.placeholder('adminId')}::uuid`,
      person: sql`select v.id from ${veterans} v where v.id = ${sql.placeholder('veteranId')}::uuid`,
      details: sql`jsonb_build_object('view', 'person', 'status', ${personStatusOf(sql`read_person.id`)})`,
    });
    return db
      .with(audited)
      .select({ person: personDetailJson(sql`${veterans.id}`), timeline: personTimelineJson(veterans.id) })
      .from(veterans)
      .where(eq(veterans.id, sql.placeholder('veteranId')))
      .prepare('admin_person');
  });
  const [row] = await statement.execute({ veteranId, adminId });
  return row?.person ? { person: row.person, path: personPathOfJson(row.timeline) } : undefined;
}

/**
 * Who a merged id is now: follows its merges (not undone) to the person who survives today, scoped to an
 * organisation's people when one is given; null when the id was never merged (or its survivor is gone).
 */
export async function selectSurvivor(
  db: Database,
  mergedId: string,
  organizationId: string | null = null,
): Promise<string | null> {
  const result = await db.execute<{ id: string }>(sql`
    with recursive chain(id, depth) as (
      select ${veteranMerges.survivorId}, 1 from ${veteranMerges}
      where ${veteranMerges.mergedId} = ${mergedId} and ${veteranMerges.undoneAt} is null
      union all
      select m.survivor_id, chain.depth + 1 from chain
      join ${veteranMerges} m on m.merged_id = chain.id and m.undone_at is null
      where chain.depth < 20
    )
    select chain.id from chain join ${veterans} v on v.id = chain.id
    where ${organizationId}::uuid is null or v.organization_id = ${organizationId}::uuid
    order by chain.depth desc limit 1`);
  const rows = (result as unknown as { rows: { id: string }[] }).rows;
  return rows[0]?.id ?? null;
}

/** The two people of pairs, by id, with their organisation (a case worker may act only on their own). */
export async function selectOwners(db: Database, ids: string[]) {
  return db
    .select({ id: veterans.id, organizationId: veterans.organizationId })
    .from(veterans)
    .where(inArray(veterans.id, ids));
}
