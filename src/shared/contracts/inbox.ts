import { INBOX_ITEM_STATUSES, INBOX_ITEM_TYPES, INBOX_NOTE_KINDS } from '@shared/domain/inbox';
import { LISTING_DECLINE_REASON_MAX } from '@shared/domain/inventory';
import { z } from 'zod';
import { longText, ZPagination } from './common';
import { DECLINE_REASON_MISSING_MESSAGE } from './listing-review';

export const ADMIN_INBOX_PATH = '/api/admin/inbox';
export const ADMIN_INBOX_ITEM_PATH = '/api/admin/inbox/:id';
export const ADMIN_INBOX_ASSIGNEES_PATH = '/api/admin/inbox/assignees';
export const ADMIN_INBOX_ACTION_PATHS = {
  assign: '/api/admin/inbox/:id/assign',
  note: '/api/admin/inbox/:id/notes',
  reply: '/api/admin/inbox/:id/reply',
  close: '/api/admin/inbox/:id/close',
  listingDecision: '/api/admin/inbox/:id/listing-decision',
  verifyLandlord: '/api/admin/inbox/:id/verify-landlord',
  inviteLandlord: '/api/admin/inbox/:id/invite-landlord',
  inviteOrganization: '/api/admin/inbox/:id/invite-organization',
  partnerApplicationDecision: '/api/admin/inbox/:id/partner-application-decision',
} as const;

export const INBOX_NOTE_MAX = 5000;
export const INBOX_CLOSED_MESSAGE = 'This item is closed: reopen work on it as a new item.';
export const INBOX_ACTION_NOT_OFFERED = 'This action does not fit this kind of item.';

export const ZInboxItemType = z.enum(INBOX_ITEM_TYPES, { error: 'Choose a type from the list' });
export const ZInboxItemStatus = z.enum(INBOX_ITEM_STATUSES, {
  error: 'Status must be open, in progress or done',
});

/** The list's status filter: one status, or `unfinished` (open and in progress: the work still to do). */
export const ZInboxStatusFilter = z.enum([...INBOX_ITEM_STATUSES, 'unfinished'], {
  error: 'Status must be open, in progress, done or unfinished',
});
export type InboxStatusFilter = z.infer<typeof ZInboxStatusFilter>;

export const ZInboxListQuery = ZPagination.extend({
  type: ZInboxItemType.optional(),
  status: ZInboxStatusFilter.optional(),
});
export type InboxListQuery = z.infer<typeof ZInboxListQuery>;

const ZAssignee = z.object({ id: z.string(), name: z.string() });
export type InboxAssignee = z.infer<typeof ZAssignee>;

export const ZInboxItemView = z.object({
  id: z.string(),
  type: ZInboxItemType,
  status: ZInboxItemStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the wait began: the item's creation, or for a stalled match the match's own last step. */
  waitingSince: z.string(),
  summary: z.string(),
  /** The record the item points to: its kind (table) and id. */
  record: z.object({ kind: z.string(), id: z.string() }),
  assignee: ZAssignee.nullable(),
});
export type InboxItemView = z.infer<typeof ZInboxItemView>;

export const ZInboxList = z.object({
  items: z.array(ZInboxItemView),
  total: z.number().int(),
  /** Items per type under the status filter (every type, zero included). */
  counts: z.array(z.object({ type: ZInboxItemType, count: z.number().int() })),
});
export type InboxList = z.infer<typeof ZInboxList>;

/** What an item's record says, as label and value lines, and where the admin works on it. */
export const ZInboxRecord = z.object({
  title: z.string(),
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  /** A back-office page for the record, when there is one. */
  link: z.object({ href: z.string(), label: z.string() }).nullable(),
  /** Where a reply by email would go, when the record has an address. */
  replyTo: z.string().nullable(),
});

export const ZInboxAction = z.enum([
  'reply',
  'approve_listing',
  'decline_listing',
  'verify_landlord',
  'invite_landlord',
  'invite_organization',
  'approve_partner_application',
  'decline_partner_application',
]);
export type InboxAction = z.infer<typeof ZInboxAction>;

export const ZInboxNoteView = z.object({
  id: z.string(),
  kind: z.enum(INBOX_NOTE_KINDS),
  body: z.string(),
  author: z.string().nullable(),
  createdAt: z.string(),
});

export const ZInboxItemDetail = ZInboxItemView.extend({
  closedAt: z.string().nullable(),
  details: ZInboxRecord,
  notes: z.array(ZInboxNoteView),
  /** The actions that fit this item's type and record now (besides assign, note and close). */
  actions: z.array(ZInboxAction),
});
export type InboxItemDetail = z.infer<typeof ZInboxItemDetail>;

const noteBody = (missing: string) =>
  longText(INBOX_NOTE_MAX).refine((value) => value.length > 0, { error: missing });

export const ZInboxAssignInput = z.strictObject({
  assigneeId: z.uuid({ error: 'Choose an admin from the list' }).nullable(),
});
export const ZInboxNoteInput = z.strictObject({ body: noteBody('Write a note') });
export const ZInboxReplyInput = z.strictObject({ body: noteBody('Write your reply') });
export const ZInboxCloseInput = z.strictObject({ note: longText(INBOX_NOTE_MAX).optional() });
export const ZListingDecisionInput = z
  .strictObject({
    decision: z.enum(['approve', 'decline'], { error: 'Choose approve or decline' }),
    reason: longText(LISTING_DECLINE_REASON_MAX).optional(),
  })
  .refine((input) => input.decision === 'approve' || Boolean(input.reason), {
    error: DECLINE_REASON_MISSING_MESSAGE,
    path: ['reason'],
  });
export type ListingDecisionInput = z.infer<typeof ZListingDecisionInput>;

export const ZInboxAssignees = z.array(ZAssignee);
