// The stalled-work timers' public surface: the checks (the seed and tests run them at a chosen moment) and
// their schedules for the job runner.

import type { ModuleManifest } from '@server/module';
import { coLivingProposalEscalation, coLivingProposalReminder } from './co-living-proposal-notices';
import {
  householdDecisionEscalation,
  householdDecisionOverdue,
  householdDecisionReminder,
} from './household-decision-notices';
import { inboxPromiseEscalation, inboxPromiseReminder } from './inbox-promise-notices';
import { referralEscalation, referralReminder, stalledMatchDigest } from './notices';
import {
  offerDecisionEscalation,
  offerDecisionOverdue,
  offerDecisionReminder,
} from './offer-decision-notices';
import { stalledWorkRoutes } from './routes';
import { stalledWorkSchedules } from './schedules';
import { waitlistFollowUpEscalation, waitlistFollowUpReminder } from './waitlist-notices';

export { checkCoLivingProposals } from './co-living-proposal-timers';
export { checkHouseholdDecisions } from './household-decision-timers';
export { checkInboxPromises } from './inbox-promise-timers';
export { checkLandlordAnswers } from './landlord-answer-timers';
export { checkOfferDecisions } from './offer-decision-timers';
export { stalledWorkSchedules } from './schedules';
export { checkStalledWork, sendStalledMatchDigest } from './service';
export { checkWaitlistFollowUps } from './waitlist-timers';

export const stalledWorkManifest: ModuleManifest = {
  name: 'stalled-work',
  routes: [stalledWorkRoutes],
  schedules: ({ db }) => stalledWorkSchedules(db),
  messages: {
    'referral.reminder': referralReminder,
    'referral.escalation': referralEscalation,
    'housing_match.stalled_digest': stalledMatchDigest,
    'inbox.promise_reminder': inboxPromiseReminder,
    'inbox.promise_escalation': inboxPromiseEscalation,
    'waitlist.follow_up_reminder': waitlistFollowUpReminder,
    'waitlist.follow_up_escalation': waitlistFollowUpEscalation,
    'co_living.proposal_reminder': coLivingProposalReminder,
    'co_living.proposal_escalation': coLivingProposalEscalation,
    'offer.decision_reminder': offerDecisionReminder,
    'offer.decision_overdue': offerDecisionOverdue,
    'offer.decision_escalation': offerDecisionEscalation,
    'co_living.decision_reminder': householdDecisionReminder,
    'co_living.decision_overdue': householdDecisionOverdue,
    'co_living.decision_escalation': householdDecisionEscalation,
  },
};
