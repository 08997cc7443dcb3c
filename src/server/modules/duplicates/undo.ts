import { type Database, withTransaction } from '@server/db/client';
import { possibleDuplicates, veteranMerges } from '@server/db/schema';
import { reopenInboxItemFor } from '@server/modules/inbox';
import { refreshPersonStatuses } from '@server/modules/veterans';
import { recordAudit } from '@server/plugins/audit';
import type { UserPrincipal } from '@server/plugins/auth';
import { HttpError, notFound } from '@server/plugins/error-handler';
import {
  MERGE_NOT_FOUND_MESSAGE,
  MERGE_SUPERSEDED_MESSAGE,
  MERGE_UNDONE_MESSAGE,
} from '@shared/contracts/duplicates';
import { eq, sql } from 'drizzle-orm';
import {
  lockRows,
  moveRows,
  PERSON_COLUMNS,
  restoreRow,
  rowsOf,
  upsertRow,
  withoutDeleted,
} from './stored-rows';

export const PAIR_INBOX_SUMMARY = 'Two people may be one: compare them before anything is merged';

/**
 * Undoes a merge: the merged person comes back with their own id and fields, the survivor's fields are put back,
 * exactly the rows that were moved go back (rows attached to the survivor since stay with the survivor), the
 * closed rows and the other pairs are as they were, and the pair is open again with its inbox item. A later
 * merge that involves either person must be undone first.
 */
export async function undoMerge(db: Database, mergeId: string, admin: UserPrincipal) {
  return withTransaction(db, async (tx) => {
    const [merge] = await tx.select().from(veteranMerges).where(eq(veteranMerges.id, mergeId)).for('update');
    if (!merge) throw notFound(MERGE_NOT_FOUND_MESSAGE);
    if (merge.undoneAt) throw new HttpError(409, MERGE_UNDONE_MESSAGE);
    const { survivorId, mergedId, beforeImage: image } = merge;
    const survivorNow = await lockRows(tx, 'veterans', sql`t.id = ${survivorId}::uuid`);
    const mergedNow = await lockRows(tx, 'veterans', sql`t.id = ${mergedId}::uuid`);
    // after the lock: a merge into the survivor that committed while this waited counts too
    const [later] = await rowsOf<{ id: string }>(
      tx,
      sql`select id from veteran_merges where id <> ${mergeId}::uuid and undone_at is null
        and merged_at >= ${merge.mergedAt.toISOString()}::timestamptz
        and (survivor_id in (${survivorId}::uuid, ${mergedId}::uuid) or merged_id = ${survivorId}::uuid)
        limit 1`,
    );
    if (later || survivorNow.length === 0 || mergedNow.length > 0) {
      throw new HttpError(409, MERGE_SUPERSEDED_MESSAGE);
    }

    await upsertRow(tx, 'veterans', await withoutDeleted(tx, 'veterans', image.merged));
    for (const target of PERSON_COLUMNS) {
      const ids = image.moved[target.table];
      if (ids) await moveRows(tx, target, survivorId, mergedId, ids);
    }
    for (const [table, rows] of Object.entries(image.closed ?? {})) {
      for (const row of rows) await restoreRow(tx, table, await withoutDeleted(tx, table, row));
    }
    await restoreRow(tx, 'veterans', await withoutDeleted(tx, 'veterans', image.survivor));
    // each person's status from their own events again
    await refreshPersonStatuses(tx, [survivorId, mergedId]);
    // a pair re-pointed to the survivor names the merged person again, keeping what was decided on it since; a
    // pair dropped by the merge comes back as it was, with its inbox item
    for (const pair of image.pairs) {
      const [now] = await tx
        .update(possibleDuplicates)
        .set({ veteranAId: String(pair.veteran_a_id), veteranBId: String(pair.veteran_b_id) })
        .where(eq(possibleDuplicates.id, String(pair.id)))
        .returning({ id: possibleDuplicates.id });
      if (now) continue;
      await upsertRow(tx, 'possible_duplicates', await withoutDeleted(tx, 'possible_duplicates', pair));
      if (pair.status === 'open') {
        await reopenInboxItemFor(
          tx,
          { type: 'possible_duplicate', subjectId: String(pair.id), summary: PAIR_INBOX_SUMMARY },
          { body: 'Opened again: a merge was undone', authorId: admin.id },
        );
      }
    }
    await tx
      .update(possibleDuplicates)
      .set({ status: 'open', decidedBy: null, decidedAt: null })
      .where(eq(possibleDuplicates.id, merge.pairId));
    await tx
      .update(veteranMerges)
      .set({ undoneBy: admin.id, undoneAt: sql`now()` })
      .where(eq(veteranMerges.id, mergeId));
    await reopenInboxItemFor(
      tx,
      { type: 'possible_duplicate', subjectId: merge.pairId, summary: PAIR_INBOX_SUMMARY },
      { body: 'Opened again: the merge was undone', authorId: admin.id },
    );
    await recordAudit(tx, {
      action: 'veteran.merge_undone',
      actorType: 'admin',
      actorId: admin.id,
      targetType: 'veteran',
      targetId: mergedId,
      details: { pairId: merge.pairId, mergeId, survivorId, mergedId },
    });
    const [a, b] = [survivorId, mergedId].sort() as [string, string];
    return { pairId: merge.pairId, veteranIds: [a, b] as [string, string] };
  });
}
