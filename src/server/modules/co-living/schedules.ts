import type { Database } from '@server/db/client';
import type { ScheduledJob } from '@server/module';
import { runFormation } from './formation-run';

export const CO_LIVING_FORMATION_QUEUE = 'co-living-formation';

/**
 * Household formation on the job runner, daily at 12:00 UTC (the morning in US time zones, an hour before the
 * stalled-match digest): applicants are proposed within a day of applying even when no admin presses the button.
 */
export const coLivingSchedules = (db: Database): ScheduledJob[] => [
  {
    queue: CO_LIVING_FORMATION_QUEUE,
    cron: '0 12 * * *',
    run: () => runFormation(db, { trigger: 'schedule', triggeredBy: null, now: new Date() }),
  },
];
