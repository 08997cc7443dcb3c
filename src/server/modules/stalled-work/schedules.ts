import type { Database } from '@server/db/client';
import type { ScheduledJob } from '@server/module';
import { checkCoLivingProposals } from './co-living-proposal-timers';
import { checkHouseholdDecisions } from './household-decision-timers';
import { checkInboxPromises } from './inbox-promise-timers';
import { checkLandlordAnswers } from './landlord-answer-timers';
import { checkOfferDecisions } from './offer-decision-timers';
import { checkStalledWork, sendStalledMatchDigest } from './service';
import { checkWaitlistFollowUps } from './waitlist-timers';

export const STALLED_WORK_CHECK_QUEUE = 'check-stalled-work';
export const STALLED_MATCH_DIGEST_QUEUE = 'stalled-match-digest';

/**
 * The stalled-work timers on the job runner: the referral, landlord-answer, inbox-promise, waitlist, co-living
 * proposal and the offer and household decision checks every 15 minutes (a reminder goes out at
 * most 15 minutes late), the housing team's digest daily at 13:00 UTC (the morning in US time zones).
 */
export const stalledWorkSchedules = (db: Database): ScheduledJob[] => [
  {
    queue: STALLED_WORK_CHECK_QUEUE,
    cron: '*/15 * * * *',
    run: async () => {
      const now = new Date();
      await checkStalledWork(db, now);
      await checkLandlordAnswers(db, now);
      await checkInboxPromises(db, now);
      await checkWaitlistFollowUps(db, now);
      await checkCoLivingProposals(db, now);
      await checkOfferDecisions(db, now);
      await checkHouseholdDecisions(db, now);
    },
  },
  {
    queue: STALLED_MATCH_DIGEST_QUEUE,
    cron: '0 13 * * *',
    run: () => sendStalledMatchDigest(db, new Date()),
  },
];
