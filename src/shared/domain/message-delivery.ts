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
  'partner_application.received',
  'partner_application.approved',
  'partner_application.declined',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Retries after the first delivery attempt before a message ends `failed` (pg-boss retryLimit). */
export const MESSAGE_RETRY_LIMIT = 5;
