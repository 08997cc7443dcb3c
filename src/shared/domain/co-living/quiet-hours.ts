import type { QuietHours } from './profiles';
import { DEFAULT_QUIET_HOURS } from './vocabulary';

const DAY_MINUTES = 24 * 60;
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of an "HH:MM" time; the default start or end when it is not a valid time. */
function minutesOf(clock: string, fallback: string): number {
  const match = CLOCK.exec(clock) ?? CLOCK.exec(fallback);
  return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
}

/** "22:00" → "10pm", "07:30" → "7:30am", "00:00" → "midnight", "12:00" → "noon". */
export function clockWords(clock: string): string {
  const minutes = minutesOf(clock, DEFAULT_QUIET_HOURS.start);
  if (minutes === 0) return 'midnight';
  if (minutes === 12 * 60) return 'noon';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}${rest ? `:${String(rest).padStart(2, '0')}` : ''}${hours < 12 ? 'am' : 'pm'}`;
}

/** "10pm to 7am" */
export const quietHoursWords = (hours: QuietHours) =>
  `${clockWords(hours.start)} to ${clockWords(hours.end)}`;

/** The minutes of the day (0..1439) that a window keeps quiet; a window that starts where it ends is empty. */
function quietMinutes(hours: QuietHours): Set<number> {
  const start = minutesOf(hours.start, DEFAULT_QUIET_HOURS.start);
  const end = minutesOf(hours.end, DEFAULT_QUIET_HOURS.end);
  const length = (end - start + DAY_MINUTES) % DAY_MINUTES;
  const minutes = new Set<number>();
  for (let i = 0; i < length; i++) minutes.add((start + i) % DAY_MINUTES);
  return minutes;
}

/**
 * How much two quiet-hour windows agree, 0-100: the minutes both keep quiet over the minutes either
 * keeps quiet (100 when neither keeps any). Symmetric by construction.
 */
export function quietHoursOverlap(a: QuietHours, b: QuietHours): number {
  const first = quietMinutes(a);
  const second = quietMinutes(b);
  let shared = 0;
  for (const minute of first) if (second.has(minute)) shared++;
  const either = first.size + second.size - shared;
  return either === 0 ? 100 : Math.round((100 * shared) / either);
}

/** The same window (a time that is not valid "HH:MM" reads as the default). */
export const sameQuietHours = (a: QuietHours, b: QuietHours) =>
  minutesOf(a.start, DEFAULT_QUIET_HOURS.start) === minutesOf(b.start, DEFAULT_QUIET_HOURS.start) &&
  minutesOf(a.end, DEFAULT_QUIET_HOURS.end) === minutesOf(b.end, DEFAULT_QUIET_HOURS.end);
