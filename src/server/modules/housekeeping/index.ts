// Housekeeping's public surface: the purge of records past their retention (the tests run it at a chosen
// moment) and its daily schedule for the job runner.

export { housekeepingSchedules, PURGE_QUEUE } from './schedules';
export { type PurgeCounts, purgeExpiredRecords } from './service';
