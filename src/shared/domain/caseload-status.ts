import type { HousingMatchStatus } from './housing-match-status';
import { type IntakePriority, intakePriority } from './intake-priority';
import { URGENCY_LEVELS, type UrgencyLevel } from './urgency';

/**
 * A case worker's caseload: where each of the organisation's veterans stands on the way to a home.
 *   waiting    no open match, and nobody has been told the veteran is on the waitlist
 *   matched    a home is proposed (a pending match)
 *   contacted  the landlord or the veteran was contacted about the home
 *   approved   the landlord approved the veteran
 *   placed     the veteran moved in
 *   waitlisted no open match, and the waitlist notice was delivered to the case worker
 */
export const CASELOAD_STATUSES = [
  'waiting',
  'matched',
  'contacted',
  'approved',
  'placed',
  'waitlisted',
] as const;
export type CaseloadStatus = (typeof CASELOAD_STATUSES)[number];

export const CASELOAD_STATUS_LABELS: Record<CaseloadStatus, string> = {
  waiting: 'Waiting',
  matched: 'Matched',
  contacted: 'Contacted',
  approved: 'Approved',
  placed: 'Placed',
  waitlisted: 'Waitlisted',
};

/** The match statuses that set the caseload status, furthest along first. */
const MATCH_STEPS: readonly [HousingMatchStatus, CaseloadStatus][] = [
  ['placed', 'placed'],
  ['approved', 'approved'],
  ['contacted', 'contacted'],
  ['pending', 'matched'],
];

export interface CaseloadFacts {
  /** Every match of the veteran, declined ones too. */
  matchStatuses: readonly HousingMatchStatus[];
  /** The waitlist notice ('Notify' on the support page) was delivered: a status is set only on delivery. */
  waitlistNoticeSent: boolean;
}

export function caseloadStatus({ matchStatuses, waitlistNoticeSent }: CaseloadFacts): CaseloadStatus {
  for (const [matchStatus, status] of MATCH_STEPS) if (matchStatuses.includes(matchStatus)) return status;
  return waitlistNoticeSent ? 'waitlisted' : 'waiting';
}

export interface CaseloadMatchFacts {
  status: HousingMatchStatus;
  score: number;
}

/**
 * The match a case worker sees next to the veteran: the one that sets their status (placed, else the
 * furthest open one; the higher score on a tie). Declined homes are never the veteran's best match.
 */
export function currentMatch<T extends CaseloadMatchFacts>(list: readonly T[]): T | null {
  const rank = (status: HousingMatchStatus) => MATCH_STEPS.findIndex(([step]) => step === status);
  const candidates = list.filter((match) => rank(match.status) >= 0);
  candidates.sort((a, b) => rank(a.status) - rank(b.status) || b.score - a.score);
  return candidates[0] ?? null;
}

export interface CaseloadPriorityInput {
  status: CaseloadStatus;
  benefits: { vash: boolean; giBill: boolean; disability: boolean; employment: boolean };
  /** Open matches (pending, contacted, approved). */
  openMatches: number;
  /** One of those homes accepts HUD-VASH vouchers. */
  voucherHomeOpen: boolean;
}

/**
 * The bulk intake's triage rule (intake-priority.ts) applied to what is on record today: the veteran's
 * open matches stand for the homes that fit them. A placed veteran needs no triage: 'Standard'.
 */
export function caseloadPriority(input: CaseloadPriorityInput): IntakePriority {
  if (input.status === 'placed') return 'Standard';
  return intakePriority({
    benefits: input.benefits,
    matchCount: input.openMatches,
    voucherHomeAvailable: input.voucherHomeOpen,
  }).priority;
}

export interface CaseloadOrderFacts {
  status: CaseloadStatus;
  urgency: UrgencyLevel;
  priority: IntakePriority;
  /** ISO timestamp of the veteran's last change. */
  lastChangeAt: string;
}

/**
 * Most urgent first: the urgency the case worker gave (critical, high, normal, low), then the triage
 * priority (High before Standard) within each urgency; placed veterans last, whatever their urgency.
 * Equal rank: the change that has waited longest comes first.
 */
export function caseloadUrgencyRank({ status, urgency, priority }: Omit<CaseloadOrderFacts, 'lastChangeAt'>) {
  if (status === 'placed') return URGENCY_LEVELS.length * 2;
  return URGENCY_LEVELS.indexOf(urgency) * 2 + (priority === 'High' ? 0 : 1);
}

export function compareCaseload(a: CaseloadOrderFacts, b: CaseloadOrderFacts): number {
  return caseloadUrgencyRank(a) - caseloadUrgencyRank(b) || a.lastChangeAt.localeCompare(b.lastChangeAt);
}
