import type { BadgeVariant } from '@client/components/ui/badge';
import type { MessageStatus } from '@shared/domain/message-delivery';

/** What each kind of message is, in plain words; an unknown kind shows as it is stored. */
const KIND_LABELS: Record<string, string> = {
  'match_request.created': 'A veteran asked about a home',
  'housing_match.veteran_notice': 'Match found for a veteran',
  waitlist_status: 'Veteran on the waitlist',
  'referral.received': 'New referral for an organization',
  'contact.received': 'Contact message received',
  'account.password_reset': 'Password reset link',
  'account.invitation': 'Invitation to set a partner password',
  'account.signup_confirmation': 'Landlord sign-up confirmation link',
  'account.signup_attempt': 'Sign-up attempt with an existing email',
  'referral.reminder': 'Reminder of a referral waiting over 24 hours',
  'referral.escalation': 'Referral not contacted in time',
  'housing_match.stalled_digest': 'Daily digest of stalled matches',
  'match_request.confirmation': 'Match request confirmation to the veteran',
  'match_request.closed': 'Match request closed (home paused or filled), to the veteran',
  'housing_match.withdrawn': 'Proposed home no longer available, to the case manager and veteran told of it',
  'placement.recorded': 'Placement recorded',
  'inbox.reply': "An admin's reply from the inbox",
  'listing.reviewed': 'Listing review outcome to the landlord',
  'landlord.invitation': 'Invitation to create a landlord account',
  'co_living.application_received': 'Co-living application acknowledgement, to the veteran and case manager',
  'co_living.proposal': 'Co-living household proposal, to each member and case manager',
  'co_living.proposal_declined': 'Co-living proposal declined, to the member and case manager',
  'co_living.household_closed':
    'Co-living household closed (home paused or filled), to the member and case manager',
  'co_living.household_trial': "Co-living household's trial begins, to the home's landlord",
  'partner_application.received': 'Housing partner application acknowledgement',
  'partner_application.approved': 'Housing partner application approved, with the account invitation',
  'partner_application.declined': 'Housing partner application declined, with the reason',
};

export const messageKindLabel = (kind: string) => KIND_LABELS[kind] ?? kind;

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};

/**
 * The recipient cell when no address is recorded, in words that agree with the status: a queued message is
 * not sent yet, a failed one found nobody to write to, and a sent one never reads 'Not sent yet'.
 */
export const NO_RECIPIENT_TEXT: Record<MessageStatus, string> = {
  queued: 'Not sent yet',
  sent: 'Address not recorded',
  failed: 'No address found',
};

export const MESSAGE_STATUS_BADGES: Record<MessageStatus, BadgeVariant> = {
  queued: 'warning',
  sent: 'success',
  failed: 'destructive',
};

export const STATUS_FILTER_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'queued', label: 'Queued' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
] as const;
