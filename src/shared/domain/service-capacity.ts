/**
 * Free units or rooms are published (the HSDS feed's service_capacity) only while someone has touched them
 * lately: a count older than this is reported as unknown, never as a number a family might travel for.
 */
export const CAPACITY_FRESH_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** True when a capacity last changed at `updated` may still be published at `now`. */
export const isCapacityFresh = (updated: Date, now: Date): boolean =>
  now.getTime() - updated.getTime() <= CAPACITY_FRESH_DAYS * DAY_MS;
