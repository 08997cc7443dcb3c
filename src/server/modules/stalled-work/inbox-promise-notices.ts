import type { Database } from '@server/db/client';
import { inboxItems, users } from '@server/db/schema';
import { formatCalendarDate } from '@server/lib/calendar-date';
import { defineNotice, oneRecord, payloadId, recordsTogether } from '@server/modules/messages';
import { INBOX_TYPE_LABELS, type InboxItemType } from '@shared/domain/inbox';
import { adminInbox } from '@shared/domain/page-paths';
import { INBOX_PROMISES, type PromisedInboxType } from '@shared/domain/stalled-work';
import { eq } from 'drizzle-orm';
import { adminEmailsRecord, housingTeam } from './message-records';

/** The item a timer fired on: its kind, when it came, and its assignee's address (never what it says). */
const itemRecord = (db: Database) =>
  oneRecord(
    db
      .select({
        id: inboxItems.id,
        type: inboxItems.type,
        status: inboxItems.status,
        createdAt: inboxItems.createdAt,
        assigneeEmail: users.email,
      })
      .from(inboxItems)
      .leftJoin(users, eq(users.id, inboxItems.assigneeId))
      .where(eq(inboxItems.id, payloadId('itemId'))),
  );

const records = (db: Database) => recordsTogether({ item: itemRecord(db), admins: adminEmailsRecord(db) });

/** The promise as the screen said it. */
export function promiseWords(type: PromisedInboxType): string {
  const promise: { businessDays: number } | { hours: number } = INBOX_PROMISES[type];
  if ('businessDays' in promise)
    return promise.businessDays === 1 ? 'one business day' : `${promise.businessDays} business days`;
  return `${promise.hours} hours`;
}

const promised = (type: InboxItemType | undefined): type is PromisedInboxType =>
  Boolean(type && type in INBOX_PROMISES);

/** The promise fell due and nobody took the item: its assignee is reminded, else the housing team. */
export const inboxPromiseReminder = defineNotice(records, (_row, { item, admins }, context) => {
  if (!item || !promised(item.type) || item.status !== 'open') return null;
  const label = INBOX_TYPE_LABELS[item.type];
  return {
    to: item.assigneeEmail ? [item.assigneeEmail] : housingTeam(admins, context),
    draft: {
      subject: `Due now: a ${label.toLowerCase()} waits for an answer`,
      paragraphs: [
        `A ${label.toLowerCase()} came in on ${formatCalendarDate(new Date(item.createdAt).toISOString())}. We promised its sender an answer within ${promiseWords(item.type)}, and nobody has taken it yet.`,
        'Please answer it now, or mark it in progress in the inbox.',
      ],
      page: `${adminInbox}/${item.id}`,
      action: 'Open the item',
    },
  };
});

/** A second period later, still open: the whole housing team hears the promise was broken. */
export const inboxPromiseEscalation = defineNotice(records, (_row, { item, admins }, context) => {
  if (!item || !promised(item.type) || item.status !== 'open') return null;
  const label = INBOX_TYPE_LABELS[item.type];
  return {
    to: housingTeam(admins, context),
    draft: {
      subject: `Overdue: a ${label.toLowerCase()} is past its promised answer`,
      paragraphs: [
        `A ${label.toLowerCase()} that came in on ${formatCalendarDate(new Date(item.createdAt).toISOString())} is still unanswered, after a reminder. Its sender was told to expect an answer within ${promiseWords(item.type)}.`,
        'Please answer it today, or assign it to someone who will.',
      ],
      page: `${adminInbox}/${item.id}`,
      action: 'Open the item',
    },
  };
});
