import type { InboxItemDetail, InboxItemView, InboxList } from '@shared/contracts/inbox';
import { INBOX_ITEM_TYPES } from '@shared/domain/inbox';

export const LIST = 'GET /api/admin/inbox';
export const ASSIGNEES = 'GET /api/admin/inbox/assignees';
export const itemRoute = (id: string, action?: string) =>
  action ? `POST /api/admin/inbox/${id}/${action}` : `GET /api/admin/inbox/${id}`;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

export const CONTACT: InboxItemView = {
  id: 'item-contact',
  type: 'contact_message',
  status: 'open',
  createdAt: hoursAgo(50),
  waitingSince: hoursAgo(50),
  updatedAt: hoursAgo(50),
  summary: 'Dana Brooks: Housing help',
  record: { kind: 'contact_message', id: 'msg-1' },
  assignee: null,
};

export const LISTING: InboxItemView = {
  id: 'item-listing',
  type: 'listing_review',
  status: 'in_progress',
  createdAt: hoursAgo(3),
  waitingSince: hoursAgo(3),
  updatedAt: hoursAgo(1),
  summary: 'New listing: 12 Oak St, Albany, NY 12207',
  record: { kind: 'property', id: 'home-1' },
  assignee: { id: 'admin-1', name: 'Alex Admin' },
};

export function inboxPage(items: InboxItemView[], total = items.length): InboxList {
  const counts = INBOX_ITEM_TYPES.map((type) => ({
    type,
    count: items.filter((item) => item.type === type).length,
  }));
  return { items, total, counts };
}

export const CONTACT_DETAIL: InboxItemDetail = {
  ...CONTACT,
  closedAt: null,
  details: {
    title: 'Housing help',
    fields: [
      { label: 'From', value: 'Dana Brooks' },
      { label: 'Phone', value: '5185550142' },
      { label: 'Message', value: 'Can someone call me?' },
    ],
    link: null,
    replyTo: 'dana@example.org',
  },
  notes: [],
  actions: ['reply'],
};

export const LISTING_DETAIL: InboxItemDetail = {
  ...LISTING,
  closedAt: null,
  details: {
    title: '12 Oak St, Albany, NY 12207',
    fields: [{ label: 'Landlord account', value: 'Not verified' }],
    link: null,
    replyTo: 'pat@example.com',
  },
  notes: [],
  actions: ['reply', 'approve_listing', 'decline_listing', 'verify_landlord'],
};

export const PARTNER_APPLICATION_DETAIL: InboxItemDetail = {
  id: 'item-partner',
  type: 'partner_application',
  status: 'open',
  createdAt: hoursAgo(5),
  waitingSince: hoursAgo(5),
  updatedAt: hoursAgo(5),
  summary: 'Jordan Realtor of Capital Region Homes applied to be a housing partner (PA-1A2B3C4D)',
  record: { kind: 'partner_application', id: 'app-1' },
  assignee: null,
  closedAt: null,
  details: {
    title: 'Housing partner application PA-1A2B3C4D',
    fields: [
      { label: 'Status', value: 'Waiting for review' },
      { label: 'Company', value: 'Capital Region Homes' },
      { label: 'Experience', value: '6 to 10 years' },
    ],
    link: null,
    replyTo: 'jordan@example.com',
  },
  notes: [],
  actions: ['reply', 'approve_partner_application', 'decline_partner_application'],
};
