import type { Database } from '@server/db/client';
import { outboxMessages } from '@server/db/schema';
import type { MessageKind } from '@shared/domain/message-delivery';
import { type SQL, sql } from 'drizzle-orm';
import type { Notice } from './notice';
import {
  invitationNotice,
  passwordResetNotice,
  signInLinkNotice,
  signupConfirmationNotice,
} from './notices-accounts';
import {
  coLivingApplicationReceived,
  coLivingHouseholdClosed,
  coLivingProposal,
  coLivingProposalDeclined,
} from './notices-co-living';
import { contactReceived } from './notices-contact';
import {
  housingMatchVeteranNotice,
  housingMatchWithdrawn,
  matchRequestClosed,
  matchRequestConfirmation,
  matchRequestCreated,
  waitlistStatus,
} from './notices-housing';
import {
  matchLandlordAnswered,
  matchLandlordEscalation,
  matchLandlordReminder,
} from './notices-landlord-answers';
import { referralReceived } from './notices-network';
import { inboxReply, landlordInvitation, listingReviewed } from './notices-operations';
import {
  partnerApplicationApproved,
  partnerApplicationDeclined,
  partnerApplicationReceived,
} from './notices-partner-applications';
import { placementRecorded } from './notices-placement';
import { signupAttemptNotice } from './notices-signup';
import { referralEscalation, referralReminder, stalledMatchDigest } from './notices-stalled-work';

export type { ComposeContext, ComposedNotice } from './notice';

/** Every kind of message and the notice that addresses and words it (the record type makes one per kind). */
export const NOTICES: Record<MessageKind, Notice> = {
  'match_request.created': matchRequestCreated,
  'match_request.confirmation': matchRequestConfirmation,
  'match_request.closed': matchRequestClosed,
  'housing_match.withdrawn': housingMatchWithdrawn,
  'housing_match.veteran_notice': housingMatchVeteranNotice,
  waitlist_status: waitlistStatus,
  'referral.received': referralReceived,
  'contact.received': contactReceived,
  'placement.recorded': placementRecorded,
  'account.password_reset': passwordResetNotice,
  'account.invitation': invitationNotice,
  'account.sign_in_link': signInLinkNotice,
  'account.signup_confirmation': signupConfirmationNotice,
  'account.signup_attempt': signupAttemptNotice,
  'referral.reminder': referralReminder,
  'referral.escalation': referralEscalation,
  'housing_match.stalled_digest': stalledMatchDigest,
  'inbox.reply': inboxReply,
  'listing.reviewed': listingReviewed,
  'landlord.invitation': landlordInvitation,
  'co_living.application_received': coLivingApplicationReceived,
  'co_living.proposal': coLivingProposal,
  'co_living.proposal_declined': coLivingProposalDeclined,
  'co_living.household_closed': coLivingHouseholdClosed,
  'partner_application.received': partnerApplicationReceived,
  'partner_application.approved': partnerApplicationApproved,
  'partner_application.declined': partnerApplicationDeclined,
  'match.landlord_answered': matchLandlordAnswered,
  'match.landlord_reminder': matchLandlordReminder,
  'match.landlord_escalation': matchLandlordEscalation,
};

/**
 * The records a message is worded from, by its kind, for a statement that reads `outbox_messages`: only the
 * branch of the message's kind is read (null for a kind without a notice).
 */
export function messageRecords(db: Database, now: Date): SQL<unknown> {
  const branches = Object.entries(NOTICES).map(
    ([kind, notice]) => sql`when ${kind} then ${notice.records(db, now)}`,
  );
  return sql`case ${outboxMessages.kind} ${sql.join(branches, sql` `)} end`;
}
