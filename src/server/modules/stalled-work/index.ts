// The stalled-work timers' public surface: the checks (the seed and tests run them at a chosen moment) and
// their schedules for the job runner.

export { checkLandlordAnswers } from './landlord-answer-timers';
export { stalledWorkSchedules } from './schedules';
export { checkStalledWork, sendStalledMatchDigest } from './service';
