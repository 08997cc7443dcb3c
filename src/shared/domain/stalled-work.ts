/** Timers on work that can stall (the partner workflow and housing matches): who is reminded, when. */

/** A referral still `new` this long after it arrived: its organisation is reminded (the spec's 24-hour promise). */
export const REFERRAL_REMINDER_HOURS = 24;
/** A housing match with no step for this long is stalled: it is marked on the dashboard and in the admins' digest. */
export const MATCH_STALLED_DAYS = 7;

/** The kinds of work a timer watches. */
export const STALLED_SUBJECTS = ['referral', 'housing_match'] as const;
export type StalledSubject = (typeof STALLED_SUBJECTS)[number];

/**
 * What a timer did: reminded the party that must act, escalated to the admins, or counted the item as
 * stalled in a digest. One of each per subject and step (its status), never twice.
 */
export const STALLED_STAGES = ['reminder', 'escalation', 'stalled'] as const;
export type StalledStage = (typeof STALLED_STAGES)[number];

/** What an admin records about a stalled match. */
export const MATCH_FOLLOW_UP_RESPONSES = [
  'contacted_again',
  'veteran_unreachable',
  'landlord_unresponsive',
] as const;
export type MatchFollowUpResponse = (typeof MATCH_FOLLOW_UP_RESPONSES)[number];

export const MATCH_FOLLOW_UP_LABELS: Record<MatchFollowUpResponse, string> = {
  contacted_again: 'Contacted again',
  veteran_unreachable: 'Veteran unreachable',
  landlord_unresponsive: 'Landlord unresponsive',
};

const DAY_MS = 86_400_000;

/** Whole days from `since` to `now`, never negative. */
export const wholeDaysSince = (since: Date, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS));

/** An open match whose last step was at or before this moment has stalled by `now`. */
export const matchStallCutoff = (now: Date): Date => new Date(now.getTime() - MATCH_STALLED_DAYS * DAY_MS);

/**
 * Whole days since an open match's last step once it has stalled (MATCH_STALLED_DAYS or more), else null:
 * the same rule as `matchStallCutoff`, which the server's queries use.
 */
export function matchStalledDays(lastStepAt: Date, now: Date): number | null {
  const days = wholeDaysSince(lastStepAt, now);
  return days >= MATCH_STALLED_DAYS ? days : null;
}
