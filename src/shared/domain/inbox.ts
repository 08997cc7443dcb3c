/**
 * The operations inbox: every request that waits for an admin, whatever record it points to.
 * An item is opened in the transaction that creates its record and closed by an admin (decision 0013).
 */
export const INBOX_ITEM_TYPES = [
  'contact_message',
  'plan_request',
  'landlord_lead',
  'listing_review',
  'unclaimed_referral',
  'stalled_match',
  'stalled_referral',
  'housing_request',
  'co_living_application',
  'partner_application',
  'possible_duplicate',
  'landlord_question',
  'match_request',
] as const;
export type InboxItemType = (typeof INBOX_ITEM_TYPES)[number];

export const INBOX_ITEM_STATUSES = ['open', 'in_progress', 'done'] as const;
export type InboxItemStatus = (typeof INBOX_ITEM_STATUSES)[number];

/** What happened on an item, in its history: a note, a reply sent by email, or an action taken. */
export const INBOX_NOTE_KINDS = ['note', 'reply', 'action'] as const;
export type InboxNoteKind = (typeof INBOX_NOTE_KINDS)[number];

export const INBOX_TYPE_LABELS: Record<InboxItemType, string> = {
  contact_message: 'Contact message',
  plan_request: 'Plan request',
  landlord_lead: 'Landlord lead',
  listing_review: 'Listing review',
  unclaimed_referral: 'Referral to an organization without sign-in',
  stalled_match: 'Stalled match',
  stalled_referral: 'Stalled referral',
  housing_request: 'Request to find homes',
  co_living_application: 'Co-living application',
  partner_application: 'Housing partner application',
  possible_duplicate: 'Possible duplicate people',
  landlord_question: "A landlord's question about a match",
  match_request: "A veteran's request for a home",
};

export const INBOX_STATUS_LABELS: Record<InboxItemStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  done: 'Done',
};

/** The record an item of each type points to (the table its `subjectId` is a row of). */
export const INBOX_SUBJECTS: Record<InboxItemType, string> = {
  contact_message: 'contact_message',
  plan_request: 'contact_message',
  landlord_lead: 'landlord_lead',
  listing_review: 'property',
  unclaimed_referral: 'referral',
  stalled_match: 'match',
  stalled_referral: 'referral',
  housing_request: 'intake_batch',
  co_living_application: 'co_living_application',
  partner_application: 'partner_application',
  possible_duplicate: 'possible_duplicate',
  landlord_question: 'match',
  match_request: 'match',
};
