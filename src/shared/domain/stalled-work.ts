import { addBusinessDays } from './business-days';
import type { InboxItemType } from './inbox';
import { PARTNER_REVIEW_HOURS } from './partner-applications';

/** Timers on work that can stall (the partner workflow and housing matches): who is reminded, when. */

/** A referral still `new` this long after it arrived: its organisation is reminded (the spec's 24-hour promise). */
export const REFERRAL_REMINDER_HOURS = 24;
/** A housing match with no step for this long is stalled: it is marked on the dashboard and in the admins' digest. */
export const MATCH_STALLED_DAYS = 7;

/** The kinds of work a timer watches. */
export const STALLED_SUBJECTS = [
  'referral',
  'housing_match',
  'inbox_item',
  'bulk_intake',
  'co_living_match',
  'housing_offer',
] as const;
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
const HOUR_MS = 3_600_000;

/**
 * The promises screens make about what waits in the housing team's inbox (issue 34, point 7), each kept by a
 * timer: the contact form's "we reply within 1 business day" (CONTACT_REPLY_TIME), "we'll contact you within 48
 * hours" to a landlord who offers housing and to a partner who applies (PARTNER_REVIEW_HOURS). An item still open
 * (nobody took it) when the promise falls due reminds whoever must act; one still open a second period later is
 * escalated to the housing team.
 */
export const INBOX_PROMISES = {
  contact_message: { businessDays: 1 },
  plan_request: { businessDays: 1 },
  landlord_lead: { hours: 48 },
  partner_application: { hours: PARTNER_REVIEW_HOURS },
} as const satisfies Partial<Record<InboxItemType, { businessDays: number } | { hours: number }>>;
export type PromisedInboxType = keyof typeof INBOX_PROMISES;
export const PROMISED_INBOX_TYPES = Object.keys(INBOX_PROMISES) as PromisedInboxType[];

/** When the timer of an item made at `createdAt` fires: the promise's end (reminder), or a period later (escalation). */
export function inboxPromiseDue(
  type: PromisedInboxType,
  createdAt: Date,
  stage: 'reminder' | 'escalation',
): Date {
  const promise: { businessDays: number } | { hours: number } = INBOX_PROMISES[type];
  const periods = stage === 'reminder' ? 1 : 2;
  return 'businessDays' in promise
    ? addBusinessDays(createdAt, promise.businessDays * periods)
    : new Date(createdAt.getTime() + promise.hours * periods * HOUR_MS);
}

/**
 * A co-living household the formation run proposed is sent to each member within this many hours ("you hear from
 * us within 24 hours of a household being proposed", the veteran's page says, after "we begin compatibility
 * matching within 24 hours"). A proposal not sent by then reminds whoever sends it (the partner whose applicant it
 * is, else the housing team); one still not sent as long again later is escalated to the housing team.
 */
export const CO_LIVING_PROPOSAL_HOURS = 24;

/** When the timer of a co-living proposal made at `createdAt` fires: its promise's end, or a period later. */
export const coLivingProposalDue = (createdAt: Date, stage: 'reminder' | 'escalation'): Date =>
  new Date(createdAt.getTime() + CO_LIVING_PROPOSAL_HOURS * (stage === 'reminder' ? 1 : 2) * HOUR_MS);

/** The shortest wait of any promise: an item younger than this can't be due yet (the query's first filter). */
export const SHORTEST_PROMISE_MS = DAY_MS;

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
