/**
 * Business days (issue 34, point 7: "we reply within 1 business day"): Monday to Friday, counted in UTC.
 * Saturday and Sunday are skipped; public holidays are not modelled (a promise kept a day early is still kept).
 */

const DAY_MS = 86_400_000;

/** Saturday or Sunday (UTC). */
export const isWeekend = (at: Date): boolean => at.getUTCDay() === 0 || at.getUTCDay() === 6;

/**
 * The moment `days` business days after `from`: each day added that lands on a Saturday or Sunday does not
 * count (Friday 10:00 + 1 is Monday 10:00; Saturday 10:00 + 1 is Monday 10:00 too).
 */
export function addBusinessDays(from: Date, days: number): Date {
  let at = from.getTime();
  let left = days;
  while (left > 0) {
    at += DAY_MS;
    if (!isWeekend(new Date(at))) left -= 1;
  }
  return new Date(at);
}
