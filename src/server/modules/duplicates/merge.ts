import { type Database, withTransaction } from '@server/db/client';
import { possibleDuplicates, veteranMerges, veterans } from '@server/db/schema';
import { closeInboxItemsFor } from '@server/modules/inbox';
import { refreshPersonStatuses } from '@server/modules/veterans';
import { recordAudit } from '@server/plugins/audit';
import type { UserPrincipal } from '@server/plugins/auth';
import { HttpError, notFound } from '@server/plugins/error-handler';
import {
  DUPLICATE_NOT_FOUND_MESSAGE,
  MERGE_FIELDS,
  type MergeField,
  PAIR_DECIDED_MESSAGE,
} from '@shared/contracts/duplicates';
import {
  NOT_DECLINED_MATCH_STATUSES,
  OPEN_HOUSING_MATCH_STATUSES,
} from '@shared/domain/housing-match-status';
import type { MergeBeforeImage, StoredRow } from '@shared/domain/person-records';
import { mergedSource, type VeteranSource } from '@shared/domain/veteran-record';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { lockRows, moveRows, PERSON_COLUMNS, rowsOf } from './stored-rows';

/** Why a match of the merged person was closed: the survivor already had its like. */
export const MERGED_DECLINE_REASON = 'Merged: the same person already had this match';

export interface MergeRequest {
  survivorId: string;
  fieldsFrom: Partial<Record<MergeField, string>>;
}

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
const NOT_DECLINED = inList(NOT_DECLINED_MATCH_STATUSES);
const OPEN = inList(OPEN_HOUSING_MATCH_STATUSES);

/**
 * The merged person's rows that the survivor already has the like of, which the one-open-row indexes would
 * refuse once moved: each is closed (a match declined, an application withdrawn) and kept as it was for undo.
 */
async function closeConflicts(tx: Database, mergedId: string, survivorId: string) {
  const closed: Record<string, StoredRow[]> = {};
  const matchConflict = sql`m.veteran_id = ${mergedId}::uuid and (
      (m.status in (${NOT_DECLINED}) and exists (select 1 from matches s where s.veteran_id = ${survivorId}::uuid
        and s.property_id = m.property_id and s.status in (${NOT_DECLINED})))
      or (m.origin = 'engine' and m.status in (${OPEN}) and exists (select 1 from matches s
        where s.veteran_id = ${survivorId}::uuid and s.origin = 'engine' and s.status in (${OPEN}))))`;
  const applicationConflict = sql`a.veteran_id = ${mergedId}::uuid and a.status in ('pending', 'proposed')
    and exists (select 1 from co_living_applications s where s.veteran_id = ${survivorId}::uuid
      and s.status in ('pending', 'proposed'))`;
  // each kind of row: the merged person's conflicting ids, and how such a row is closed (locked and kept first)
  const kinds = [
    {
      table: 'matches',
      ids: sql`select m.id from matches m where ${matchConflict}`,
      close: sql`status = 'declined', decline_reason = ${MERGED_DECLINE_REASON}, declined_at = now(), updated_at = now()`,
    },
    {
      table: 'co_living_applications',
      ids: sql`select a.id from co_living_applications a where ${applicationConflict}`,
      close: sql`status = 'withdrawn', updated_at = now()`,
    },
  ];
  for (const { table, ids, close } of kinds) {
    const rows = await lockRows(tx, table, sql`t.id in (${ids})`);
    if (rows.length === 0) continue;
    closed[table] = rows;
    await tx.execute(sql`update ${sql.identifier(table)} set ${close} where id in (${ids})`);
  }
  return closed;
}

/**
 * The merged person's other pairs name the survivor instead; a pair the survivor already has with that person is
 * dropped (its inbox item closed). Pairs already merged stay as they are: their merge points at who survived.
 */
async function repointPairs(
  tx: Database,
  pairId: string,
  mergedId: string,
  survivorId: string,
  adminId: string,
) {
  const pairs = await lockRows(
    tx,
    'possible_duplicates',
    sql`(t.veteran_a_id = ${mergedId}::uuid or t.veteran_b_id = ${mergedId}::uuid) and t.id <> ${pairId}::uuid
      and t.status <> 'merged'`,
  );
  for (const pair of pairs) {
    const id = String(pair.id);
    const other = pair.veteran_a_id === mergedId ? String(pair.veteran_b_id) : String(pair.veteran_a_id);
    const [a, b] = other < survivorId ? [other, survivorId] : [survivorId, other];
    const [known] = await rowsOf<{ id: string }>(
      tx,
      sql`select id from possible_duplicates where veteran_a_id = ${a}::uuid and veteran_b_id = ${b}::uuid`,
    );
    if (other === survivorId || known) {
      await tx.delete(possibleDuplicates).where(eq(possibleDuplicates.id, id));
      await closeInboxItemsFor(tx, 'possible_duplicate', id, {
        body: 'Closed: one of the two people was merged into a person already paired with the other',
        authorId: adminId,
      });
    } else {
      await tx
        .update(possibleDuplicates)
        .set({ veteranAId: a, veteranBId: b })
        .where(eq(possibleDuplicates.id, id));
    }
  }
  return pairs;
}

const columnOf = getTableColumns(veterans);

/**
 * The survivor's fields from the merged person, where the admin chose theirs; and what follows the rows that
 * moved: in the housing queue when either was (their status follows their events: `refreshPersonStatuses`).
 */
function takenFields(request: MergeRequest, mergedId: string, survivor: StoredRow, merged: StoredRow) {
  const changes: Record<string, unknown> = {};
  for (const field of MERGE_FIELDS) {
    if (request.fieldsFrom[field] === mergedId) changes[field] = merged[columnOf[field].name] ?? null;
  }
  const source = mergedSource(survivor.source as VeteranSource, merged.source as VeteranSource);
  if (source !== survivor.source) changes.source = source;
  return changes as Partial<typeof veterans.$inferInsert>;
}

const invalid = (path: string, message: string) => new HttpError(400, message, [{ path, message }]);

function checkChoices(request: MergeRequest, ids: readonly string[]) {
  if (!ids.includes(request.survivorId)) throw invalid('survivorId', 'Choose the record that stays');
  for (const [field, from] of Object.entries(request.fieldsFrom)) {
    if (from !== undefined && !ids.includes(from))
      throw invalid(`fieldsFrom.${field}`, 'Choose one of the two people');
  }
}

const lockPerson = (tx: Database, id: string): Promise<StoredRow[]> =>
  lockRows(tx, 'veterans', sql`t.id = ${id}::uuid`);

/**
 * "Same person": in one transaction, everything attached to the merged person moves to the survivor, who takes
 * the chosen fields; the merged row is deleted and answers as the survivor from now on (decision 0030). The
 * before-image keeps both people, the ids moved, the pairs and the closed rows as they were, for undo.
 */
export async function mergePair(db: Database, pairId: string, request: MergeRequest, admin: UserPrincipal) {
  return withTransaction(db, async (tx) => {
    const pairNow = (lock: boolean) => {
      const query = tx.select().from(possibleDuplicates).where(eq(possibleDuplicates.id, pairId));
      return lock ? query.for('update') : query;
    };
    const [seen] = await pairNow(false);
    if (!seen) throw notFound(DUPLICATE_NOT_FOUND_MESSAGE);
    if (seen.status !== 'open') throw new HttpError(409, PAIR_DECIDED_MESSAGE);
    const ids = [seen.veteranAId, seen.veteranBId];
    checkChoices(request, ids);
    const survivorId = request.survivorId;
    const mergedId = survivorId === seen.veteranAId ? seen.veteranBId : seen.veteranAId;
    // the people first, in id order, then the pair: two merges sharing a person wait for each other instead of
    // deadlocking (a merge locks the other pairs of its merged person)
    const people = [...(await lockPerson(tx, ids[0] as string)), ...(await lockPerson(tx, ids[1] as string))];
    const [pair] = await pairNow(true);
    // decided, re-pointed or dropped by a merge that went first
    if (
      pair?.status !== 'open' ||
      pair.veteranAId !== seen.veteranAId ||
      pair.veteranBId !== seen.veteranBId
    ) {
      throw new HttpError(409, PAIR_DECIDED_MESSAGE);
    }
    const survivor = people.find((row) => row.id === survivorId);
    const merged = people.find((row) => row.id === mergedId);
    if (!survivor || !merged) throw new HttpError(409, PAIR_DECIDED_MESSAGE);

    const closed = await closeConflicts(tx, mergedId, survivorId);
    const moved: Record<string, string[]> = {};
    for (const target of PERSON_COLUMNS) {
      const rows = await moveRows(tx, target, mergedId, survivorId);
      if (rows.length > 0) moved[target.table] = rows;
    }
    const pairs = await repointPairs(tx, pairId, mergedId, survivorId, admin.id);
    await tx.delete(veterans).where(eq(veterans.id, mergedId));
    // the survivor's status now comes from both timelines (the merged person's row went with their record)
    await refreshPersonStatuses(tx, [survivorId]);
    const changes = takenFields(request, mergedId, survivor, merged);
    if (Object.keys(changes).length > 0)
      await tx.update(veterans).set(changes).where(eq(veterans.id, survivorId));
    await tx
      .update(possibleDuplicates)
      .set({ status: 'merged', decidedBy: admin.id, decidedAt: sql`now()` })
      .where(eq(possibleDuplicates.id, pairId));
    const beforeImage: MergeBeforeImage = { survivor, merged, moved, pairs, closed };
    const [merge] = await tx
      .insert(veteranMerges)
      .values({ pairId, survivorId, mergedId, beforeImage, mergedBy: admin.id })
      .returning({ id: veteranMerges.id });
    if (!merge) throw new Error('merge was not recorded');
    await closeInboxItemsFor(tx, 'possible_duplicate', pairId, {
      body: 'Merged: the same person',
      authorId: admin.id,
    });
    await recordAudit(tx, {
      action: 'veteran.merged',
      actorType: 'admin',
      actorId: admin.id,
      targetType: 'veteran',
      targetId: survivorId,
      details: {
        pairId,
        mergeId: merge.id,
        survivorId,
        mergedId,
        moved: countsOf(moved),
        closed: countsOf(closed),
        fieldsTaken: Object.keys(changes),
      },
    });
    return { mergeId: merge.id, survivorId, mergedId };
  });
}

const countsOf = (rows: Record<string, unknown[]>) =>
  Object.fromEntries(Object.entries(rows).map(([table, list]) => [table, list.length]));
