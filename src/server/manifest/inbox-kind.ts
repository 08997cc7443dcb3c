import type { Database } from '@server/db/client';
import type { Json } from '@server/db/json-records';
import type { InboxAction, ZInboxRecord } from '@shared/contracts/inbox';
import type { InboxItemType } from '@shared/domain/inbox';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';

// The contract between a module whose records wait for an admin and the inbox registry that shows and works
// them: the module declares, for each type of item it opens, how the item's record is read and what an admin
// reads about it, and the decisions taken on it with their endpoints. The inbox locks, closes and audits.

export interface InboxActor {
  id: string;
  ip: string;
}

export type InboxRecord = z.infer<typeof ZInboxRecord>;

/** What an admin reads about an item's record, and the type-specific actions that fit it as it is now. */
export interface DescribedRecord {
  record: InboxRecord;
  /** Offered on an open item only. */
  actions: InboxAction[];
  /** Ids a decision acts on, found with the record (the listing's landlord, the referral's organisation). */
  refs?: Partial<Record<string, string>>;
}

/** Where a reply to an item goes, by email (null email: the record has none). */
export type ReplyContact = Json<{ email: string | null; name: string }> | null;

/** One type of item: its record, read beside the item in one statement, and the admin's reading of it. */
export interface InboxItemKind {
  /** The record as json SQL correlated on `subjectId` (the item's `subject_id`); null when it is gone. */
  record: (db: Database, subjectId: SQL) => SQL;
  describe: (found: unknown, subjectId: string) => DescribedRecord;
  /** Whom a reply on the item reaches; a type nobody is answered on has none. */
  replyTo?: (db: Database, subjectId: SQL) => SQL<ReplyContact>;
  /** When the wait began, if not when the item opened (a stalled match: at the match's last step). */
  waitingSince?: (subjectId: SQL) => SQL<Date | null>;
}

/** An item kind typed by the record its SQL reads. */
export const defineInboxKind = <Found>(kind: {
  record: (db: Database, subjectId: SQL) => SQL<Found>;
  describe: (found: Found, subjectId: string) => DescribedRecord;
  replyTo?: InboxItemKind['replyTo'];
  waitingSince?: InboxItemKind['waitingSince'];
}): InboxItemKind => ({ ...kind, describe: (found, subjectId) => kind.describe(found as Found, subjectId) });

/** A record that is gone: the item keeps its history and offers nothing. */
export const goneRecord = (title: string): DescribedRecord => ({
  record: { title, fields: [], link: null, replyTo: null },
  actions: [],
});

export interface InboxItemRef {
  id: string;
  type: InboxItemType;
  subjectId: string;
}

/** What a decision did: the item is finished (`done`), a line for its history, and what the caller answers. */
export interface DecisionOutcome<Result = unknown> {
  done?: boolean;
  note?: string;
  result?: Result;
}

/**
 * A decision an admin takes on an item, with its endpoint: the inbox checks the item offers it, runs it in the
 * item's transaction, and then closes the item (when done), writes its line and audits it, once.
 */
export interface InboxDecision<Input = unknown, Result = unknown> {
  /** Its endpoint, under /api/admin/inbox/:id (ADMIN_INBOX_ACTION_PATHS). */
  path: string;
  /** Its body's contract; none for a decision without input. */
  body?: z.ZodType<Input>;
  /** The action the item must offer for this input. */
  offered: (input: Input) => InboxAction;
  /** The audit's action after `inbox.` for this input. */
  audited: (input: Input) => string;
  run: (
    tx: Database,
    context: { item: InboxItemRef; described: DescribedRecord; input: Input; actor: InboxActor },
  ) => Promise<DecisionOutcome<Result>>;
}

/** A decision typed by its input and result (the registry holds them untyped). */
export const defineInboxDecision = <Input, Result>(
  decision: InboxDecision<Input, Result>,
): InboxDecision<unknown, unknown> => decision as unknown as InboxDecision<unknown, unknown>;

/** The types of item a module opens, and the decisions taken on them (a module's manifest declares them). */
export interface InboxKinds {
  items?: Partial<Record<InboxItemType, InboxItemKind>>;
  decisions?: readonly InboxDecision<unknown, unknown>[];
}

/** Every type of item with its kind, and every decision, as the modules' manifests declare them. */
export interface InboxRegistry {
  items: ReadonlyMap<InboxItemType, InboxItemKind>;
  decisions: readonly InboxDecision<unknown, unknown>[];
}

/** One line of a record's reading; none for an empty value. */
export const recordField = (label: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? [] : [{ label, value: String(value) }];
