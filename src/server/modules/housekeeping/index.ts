// Housekeeping's public surface: the purge of records past their retention (the tests run it at a chosen
// moment) and its daily schedule for the job runner.

import type { ModuleManifest } from '@server/module';
import { housekeepingSchedules } from './schedules';

export { housekeepingSchedules, PURGE_QUEUE } from './schedules';
export { type PurgeCounts, purgeExpiredRecords } from './service';

export const housekeepingManifest: ModuleManifest = {
  name: 'housekeeping',
  schedules: ({ db, report }) =>
    housekeepingSchedules(db, (purged) => report('expired records purged', { purged })),
};
