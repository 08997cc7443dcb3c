import type { HousingMatchStatus } from './housing-match-status';
import { type IntakePriority, intakePriority } from './intake-priority';
import { ACTIVE_STATUSES, type PersonStatus } from './person-timeline';
import { URGENCY_LEVELS, type UrgencyLevel } from './urgency';

/**
 * A case worker's caseload: each of the organisation's veterans with the one status every page shows
 * (`personStatus`, derived from their timeline: decision 0034), the home beside them and the order to work in.
 */

/** The match steps that put a home beside the veteran, furthest along first. */
const MATCH_STEPS: readonly HousingMatchStatus[] = ['placed', 'approved', 'contacted', 'pending'];

export interface CaseloadMatchFacts {
  status: HousingMatchStatus;
  score: number;
}

/**
 * The match a case worker sees next to the veteran: the one that sets their status (placed, else the
 * furthest open one; the higher score on a tie). Declined homes are never the veteran's best match.
 */
export function currentMatch<T extends CaseloadMatchFacts>(list: readonly T[]): T | null {
  const rank = (status: HousingMatchStatus) => MATCH_STEPS.indexOf(status);
  const candidates = list.filter((match) => rank(match.status) >= 0);
  candidates.sort((a, b) => rank(a.status) - rank(b.status) || b.score - a.score);
  return candidates[0] ?? null;
}

export interface CaseloadPriorityInput {
  status: PersonStatus;
  benefits: { vash: boolean; giBill: boolean; disability: boolean; employment: boolean };
  /** Open matches (pending, contacted, approved). */
  openMatches: number;
  /** One of those homes accepts HUD-VASH vouchers. */
  voucherHomeOpen: boolean;
}

/**
 * The bulk intake's triage rule (intake-priority.ts) applied to what is on record today: the veteran's
 * open matches stand for the homes that fit them. Someone no longer waiting for a home (moved in, exited,
 * inactive) needs no triage: 'Standard'.
 */
export function caseloadPriority(input: CaseloadPriorityInput): IntakePriority {
  if (!ACTIVE_STATUSES.includes(input.status)) return 'Standard';
  return intakePriority({
    benefits: input.benefits,
    matchCount: input.openMatches,
    voucherHomeAvailable: input.voucherHomeOpen,
  }).priority;
}

export interface CaseloadOrderFacts {
  status: PersonStatus;
  urgency: UrgencyLevel;
  priority: IntakePriority;
  /** ISO timestamp of the veteran's last change. */
  lastChangeAt: string;
}

/**
 * Most urgent first: the urgency the case worker gave (critical, high, normal, low), then the triage
 * priority (High before Standard) within each urgency; people no longer waiting for a home last, whatever
 * their urgency.
 * Equal rank: the change that has waited longest comes first.
 */
export function caseloadUrgencyRank({ status, urgency, priority }: Omit<CaseloadOrderFacts, 'lastChangeAt'>) {
  if (!ACTIVE_STATUSES.includes(status)) return URGENCY_LEVELS.length * 2;
  return URGENCY_LEVELS.indexOf(urgency) * 2 + (priority === 'High' ? 0 : 1);
}

export function compareCaseload(a: CaseloadOrderFacts, b: CaseloadOrderFacts): number {
  return caseloadUrgencyRank(a) - caseloadUrgencyRank(b) || a.lastChangeAt.localeCompare(b.lastChangeAt);
}
