import { type Database, withTransaction } from '@server/db/client';
import { inboxItems } from '@server/db/schema';
import type {
  DecisionOutcome,
  DescribedRecord,
  InboxActor,
  InboxDecision,
  InboxItemRef,
  InboxRegistry,
} from '@server/manifest/inbox-kind';
import { goneRecord } from '@server/manifest/inbox-kind';
import { queueMessage } from '@server/modules/messages';
import { recordAudit } from '@server/plugins/audit';
import { HttpError, notFound } from '@server/plugins/error-handler';
import {
  INBOX_ACTION_NOT_OFFERED,
  INBOX_CLOSED_MESSAGE,
  type InboxAction,
  type InboxItemDetail,
} from '@shared/contracts/inbox';
import { INBOX_SUBJECTS, type InboxItemType } from '@shared/domain/inbox';
import { and, eq, ne } from 'drizzle-orm';
import { findInboxItemDetail, type InboxItemDetailRow } from './record-repo';
import { addInboxNote, type InboxItemRow, isAdmin, lockInboxItem, updateInboxItem } from './repo';
import { toInboxItemView } from './views';

const ITEM_NOT_FOUND = 'Inbox item not found';

/** The item's record as its type's kind reads it. */
function describe(registry: InboxRegistry, found: InboxItemDetailRow): DescribedRecord {
  const kind = registry.items.get(found.item.type);
  return kind ? kind.describe(found.record, found.item.subjectId) : goneRecord('The record was removed');
}

export async function inboxItemDetail(
  db: Database,
  registry: InboxRegistry,
  id: string,
): Promise<InboxItemDetail> {
  const found = await findInboxItemDetail(db, registry, id);
  if (!found) throw notFound(ITEM_NOT_FOUND);
  const { item, assigneeName, notes, waitingSince } = found;
  const described = describe(registry, found);
  return {
    ...toInboxItemView({ ...item, assigneeName, waitingSince }),
    closedAt: item.closedAt?.toISOString() ?? null,
    details: described.record,
    notes: notes.map((note) => ({ ...note, createdAt: new Date(note.createdAt).toISOString() })),
    actions: item.status === 'done' ? [] : described.actions,
  };
}

type Work<Result> = (
  tx: Database,
  item: InboxItemRow,
  described: DescribedRecord,
) => Promise<DecisionOutcome<Result> | undefined>;

/**
 * Every action on an item: locks it, refuses a closed one (409), does the work, moves an open item to
 * in progress (or done when the work finishes it, with its line in the history) and audits who did what, once,
 * all in one transaction. Answers what the work answered.
 */
async function actOnItem<Result>(
  tx: Database,
  registry: InboxRegistry,
  id: string,
  actor: InboxActor,
  action: string,
  work: Work<Result>,
  offered?: InboxAction,
): Promise<Result | undefined> {
  const item = await lockInboxItem(tx, id);
  if (!item) throw notFound(ITEM_NOT_FOUND);
  if (item.status === 'done') throw new HttpError(409, INBOX_CLOSED_MESSAGE);
  const found = await findInboxItemDetail(tx, registry, id);
  if (!found) throw notFound(ITEM_NOT_FOUND);
  const described = describe(registry, found);
  if (offered && !described.actions.includes(offered)) throw new HttpError(409, INBOX_ACTION_NOT_OFFERED);
  const outcome = (await work(tx, item, described)) ?? {};
  if (outcome.note)
    await addInboxNote(tx, { itemId: id, kind: 'action', body: outcome.note, authorId: actor.id });
  const status = outcome.done ? 'done' : item.status === 'open' ? 'in_progress' : undefined;
  if (status) await updateInboxItem(tx, id, { status });
  await recordAudit(tx, {
    action: `inbox.${action}`,
    actorType: 'admin',
    actorId: actor.id,
    ip: actor.ip,
    targetType: 'inbox_item',
    targetId: id,
    details: { type: item.type, record: INBOX_SUBJECTS[item.type], recordId: item.subjectId },
  });
  return outcome.result;
}

/** An action on an item in its own transaction, answered with the item as it is now. */
async function actAndShow(
  db: Database,
  registry: InboxRegistry,
  id: string,
  actor: InboxActor,
  action: string,
  work: Work<unknown>,
  offered?: InboxAction,
): Promise<InboxItemDetail> {
  await withTransaction(db, (tx) => actOnItem(tx, registry, id, actor, action, work, offered));
  return inboxItemDetail(db, registry, id);
}

/** An admin's act on item `id` with its one value (an assignee, a note, a reply, a closing word). */
type ItemAct<Value> = (
  db: Database,
  registry: InboxRegistry,
  id: string,
  value: Value,
  actor: InboxActor,
) => Promise<InboxItemDetail>;

export const assignInboxItem: ItemAct<string | null> = (db, registry, id, assigneeId, actor) =>
  actAndShow(db, registry, id, actor, 'assigned', async (tx) => {
    if (assigneeId && !(await isAdmin(tx, assigneeId)))
      throw new HttpError(400, 'Choose an admin from the list', [
        { path: 'assigneeId', message: 'Choose an admin from the list' },
      ]);
    await updateInboxItem(tx, id, { assigneeId });
    return undefined;
  });

export const noteInboxItem: ItemAct<string> = (db, registry, id, body, actor) =>
  actAndShow(db, registry, id, actor, 'noted', async (tx) => {
    await addInboxNote(tx, { itemId: id, kind: 'note', body, authorId: actor.id });
    return undefined;
  });

/** The admin's words go by email to the record's address; the reply is kept in the item's history. */
export const replyToInboxItem: ItemAct<string> = (db, registry, id, body, actor) =>
  actAndShow(
    db,
    registry,
    id,
    actor,
    'replied',
    async (tx) => {
      const noteId = await addInboxNote(tx, { itemId: id, kind: 'reply', body, authorId: actor.id });
      await queueMessage(tx, { kind: 'inbox.reply', recipientId: noteId, payload: { itemId: id } });
      return undefined;
    },
    'reply',
  );

export const closeInboxItem: ItemAct<string | undefined> = (db, registry, id, note, actor) =>
  actAndShow(db, registry, id, actor, 'closed', async () => ({
    done: true,
    note: note ? `Closed: ${note}` : 'Closed',
  }));

const decisionWork =
  <Input, Result>(decision: InboxDecision<Input, Result>, input: Input, actor: InboxActor): Work<Result> =>
  (tx, item, described) => {
    const ref: InboxItemRef = { id: item.id, type: item.type, subjectId: item.subjectId };
    return decision.run(tx, { item: ref, described, input, actor });
  };

/** A module's decision on an item, by the item's endpoint: answered with the item as it is now. */
export const decideInboxItem = <Input>(
  db: Database,
  registry: InboxRegistry,
  id: string,
  decision: InboxDecision<Input, unknown>,
  input: Input,
  actor: InboxActor,
) =>
  actAndShow(
    db,
    registry,
    id,
    actor,
    decision.audited(input),
    decisionWork(decision, input, actor),
    decision.offered(input),
  );

/**
 * The same decision taken from the record's own page (a listing approved from its review list), in the caller's
 * transaction: the unfinished item of this type about the record is worked as from the inbox; null when there
 * is none (the caller decides on the record alone).
 */
export async function decideOpenItemAbout<Input, Result>(
  tx: Database,
  registry: InboxRegistry,
  subject: { type: InboxItemType; subjectId: string },
  decision: InboxDecision<Input, Result>,
  input: Input,
  actor: InboxActor,
): Promise<{ result: Result | undefined } | null> {
  const [open] = await tx
    .select({ id: inboxItems.id })
    .from(inboxItems)
    .where(
      and(
        eq(inboxItems.type, subject.type),
        eq(inboxItems.subjectId, subject.subjectId),
        ne(inboxItems.status, 'done'),
      ),
    );
  if (!open) return null;
  const work = decisionWork(decision, input, actor);
  return { result: await actOnItem(tx, registry, open.id, actor, decision.audited(input), work) };
}
