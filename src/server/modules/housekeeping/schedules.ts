import type { Database } from '@server/db/client';
import type { ScheduledJob } from '@server/module';
import { type PurgeCounts, purgeExpiredRecords } from './service';

export const PURGE_QUEUE = 'purge-expired-records';

/** The purge on the job runner, daily at 08:30 UTC (the night in US time zones, when few people sign in). */
export const housekeepingSchedules = (
  db: Database,
  onPurged?: (counts: PurgeCounts) => void,
): ScheduledJob[] => [
  {
    queue: PURGE_QUEUE,
    cron: '30 8 * * *',
    run: async () => {
      const counts = await purgeExpiredRecords(db, new Date());
      onPurged?.(counts);
      return counts;
    },
  },
];
