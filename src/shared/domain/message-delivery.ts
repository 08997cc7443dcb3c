/** Where an outbox message stands: waiting (or being retried), handed to the mail transport, or given up on. */
export const MESSAGE_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** The notices the code queues; each has a template in the messages module. */
export const MESSAGE_KINDS = [
  'match_request.created',
  'match_request.confirmation',
  'match_request.closed',
  'housing_match.veteran_notice',
  'housing_match.withdrawn',
  'waitlist_status',
  'referral.received',
  'contact.received',
  'placement.recorded',
  'account.password_reset',
  'account.invitation',
  'account.signup_confirmation',
  'account.signup_attempt',
  'account.sign_in_link',
  'referral.reminder',
  'referral.escalation',
  'housing_match.stalled_digest',
  'inbox.reply',
  'listing.reviewed',
  'landlord.invitation',
  'co_living.application_received',
  'co_living.proposal',
  'co_living.proposal_declined',
  'co_living.household_closed',
  'co_living.household_trial',
  'partner_application.received',
  'partner_application.approved',
  'partner_application.declined',
  'match.landlord_answered',
  'match.landlord_reminder',
  'match.landlord_escalation',
  'my.confirm_email',
  'housing_match.step',
  'inbox.promise_reminder',
  'inbox.promise_escalation',
  'waitlist.follow_up_reminder',
  'waitlist.follow_up_escalation',
  'landlord_lead.received',
  'co_living.proposal_reminder',
  'co_living.proposal_escalation',
  'offer.decision_reminder',
  'offer.decision_overdue',
  'offer.decision_escalation',
  'co_living.decision_reminder',
  'co_living.decision_overdue',
  'co_living.decision_escalation',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * What each kind of message is, in plain words (/admin/messages): one label per kind the code queues, so a new
 * kind without its words fails the typecheck and message-delivery.test.ts.
 */
export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  'match_request.created': 'A veteran asked about a home',
  'match_request.confirmation': 'Match request confirmation to the veteran',
  'match_request.closed': 'Match request closed (home paused or filled), to the veteran',
  'housing_match.veteran_notice': 'Match found for a veteran',
  'housing_match.withdrawn': 'Proposed home no longer available, to the case manager and veteran told of it',
  'housing_match.step': 'A match moved on (approved, accepted, declined, moved in or closed), to each party',
  'housing_match.stalled_digest': 'Daily digest of stalled matches',
  waitlist_status: 'Veteran on the waitlist',
  'waitlist.follow_up_reminder': 'Follow-up due for a veteran on the waitlist',
  'waitlist.follow_up_escalation':
    'Veteran on the waitlist too long without a follow-up, to the housing team',
  'referral.received': 'New referral for an organization',
  'referral.reminder': 'Reminder of a referral waiting over 24 hours',
  'referral.escalation': 'Referral not contacted in time',
  'contact.received': 'Contact message received',
  'placement.recorded': 'Placement recorded',
  'account.password_reset': 'Password reset link',
  'account.invitation': 'Invitation to set a partner password',
  'account.signup_confirmation': 'Landlord sign-up confirmation link',
  'account.signup_attempt': 'Sign-up attempt with an existing email',
  'account.sign_in_link': 'One-time sign-in link',
  'my.confirm_email': 'Link to confirm a new email address, to the veteran',
  'inbox.reply': "An admin's reply from the inbox",
  'inbox.promise_reminder': 'Inbox item due for its promised answer, to the housing team',
  'inbox.promise_escalation': 'Inbox item past its promised answer, to the housing team',
  'listing.reviewed': 'Listing review outcome to the landlord',
  'landlord.invitation': 'Invitation to create a landlord account',
  'landlord_lead.received': 'Offer of housing acknowledgement, to the landlord',
  'match.landlord_answered': "The landlord's answer to a request, to the veteran and case manager",
  'match.landlord_reminder': 'Reminder to the landlord that a veteran waits for an answer',
  'match.landlord_escalation': 'Landlord has not answered in time, to the housing team',
  'offer.decision_reminder': 'Reminder to the veteran to decide on an offered home',
  'offer.decision_overdue': "Veteran's decision on an offered home overdue, to the case manager",
  'offer.decision_escalation': 'Offered home with no decision in time, to the housing team',
  'co_living.application_received': 'Co-living application acknowledgement, to the veteran and case manager',
  'co_living.proposal': 'Co-living household proposal, to each member and case manager',
  'co_living.proposal_reminder': 'Co-living proposal due to be sent, to the case manager or housing team',
  'co_living.proposal_escalation': 'Co-living proposal never sent, to the housing team',
  'co_living.proposal_declined': 'Co-living proposal declined, to the member and case manager',
  'co_living.decision_reminder': 'Reminder to the member to decide on a co-living household',
  'co_living.decision_overdue': "Member's decision on a co-living household overdue, to the case manager",
  'co_living.decision_escalation': 'Co-living household with no decision in time, to the housing team',
  'co_living.household_closed':
    'Co-living household closed (home paused or filled), to the member and case manager',
  'co_living.household_trial': "Co-living household's trial begins, to the home's landlord",
  'partner_application.received': 'Housing partner application acknowledgement',
  'partner_application.approved': 'Housing partner application approved, with the account invitation',
  'partner_application.declined': 'Housing partner application declined, with the reason',
};

/** A stored kind in words; a kind no longer queued (an old row) shows as it is stored. */
export const messageKindLabel = (kind: string): string =>
  Object.hasOwn(MESSAGE_KIND_LABELS, kind) ? MESSAGE_KIND_LABELS[kind as MessageKind] : kind;

/** Retries after the first delivery attempt before a message ends `failed` (pg-boss retryLimit). */
export const MESSAGE_RETRY_LIMIT = 5;

/**
 * Messages that carry a one-time account link or answer a sign-in (issue 31): they travel on their own job queue,
 * so a password reset never waits behind a backlog of notices.
 */
export const ACCOUNT_LINK_KINDS: readonly MessageKind[] = [
  'account.password_reset',
  'account.invitation',
  'account.signup_confirmation',
  'account.signup_attempt',
  'account.sign_in_link',
  'partner_application.approved',
  'my.confirm_email',
];

/** Acknowledgements of a public form, mailed to an address its sender typed (nobody has confirmed it). */
export const ACKNOWLEDGEMENT_KINDS: readonly MessageKind[] = [
  'contact.received',
  'partner_application.received',
  'co_living.application_received',
  'match_request.confirmation',
  'landlord_lead.received',
];

/**
 * One address gets at most this many acknowledgements of one form an hour: more submissions are saved as
 * usual, their acknowledgements end `failed` with ACKNOWLEDGEMENT_CAP_REASON (the public forms can't be used
 * to fill someone's inbox).
 */
export const ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_HOUR = 3;
export const ACKNOWLEDGEMENT_CAP_REASON = 'acknowledgement limit for this address reached';
