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
