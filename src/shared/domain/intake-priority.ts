import { type BenefitKey, WAITLIST_FOLLOW_UP } from './constants';
import { MATCH_RADIUS_MILES } from './housing-match';

/**
 * Bulk intake triage: which veterans a case worker should work first.
 *
 * Income sources are the GI Bill housing allowance, disability compensation and employment income.
 * A HUD-VASH voucher pays rent but is not income, so it is not counted as one.
 *
 * Priority is 'High' when either:
 *   1. the veteran holds a HUD-VASH voucher and a home that accepts vouchers is available now:
 *      vouchers expire if unused, so a ready home should be taken before it goes to someone else;
 *   2. no home matches within MATCH_RADIUS_MILES AND the veteran has no income source: nothing to
 *      place them in and nothing to pay rent with, the highest risk of staying homeless.
 * Everyone else is 'Standard'; the reason says why (waitlisted with income, homes available with
 * income, or homes available but no income on record, which needs benefits help before placement).
 * Discharge status does not change priority: benefit eligibility is checked by the case worker.
 * The order of the rows in the batch never matters.
 */
export const INTAKE_PRIORITIES = ['High', 'Standard'] as const;
export type IntakePriority = (typeof INTAKE_PRIORITIES)[number];

export const WAITLISTED_STATUS = 'Waitlisted';

const INCOME_BENEFITS = ['giBill', 'disability', 'employment'] as const satisfies readonly BenefitKey[];

export interface PriorityInput {
  benefits: Record<BenefitKey, boolean>;
  /** Homes the matching engine found for this veteran. */
  matchCount: number;
  /** At least one of those homes accepts HUD-VASH vouchers. */
  voucherHomeAvailable: boolean;
}

export interface PriorityDecision {
  priority: IntakePriority;
  reason: string;
}

export const hasIncomeSource = (benefits: Record<BenefitKey, boolean>) =>
  INCOME_BENEFITS.some((key) => benefits[key]);

/** '3 matches found', '1 match found', or 'Waitlisted' when the engine found nothing. */
export function intakeStatus(matchCount: number): string {
  if (matchCount <= 0) return WAITLISTED_STATUS;
  return matchCount === 1 ? '1 match found' : `${matchCount} matches found`;
}

const homes = (count: number) => (count === 1 ? '1 home matches' : `${count} homes match`);

export function intakePriority({
  benefits,
  matchCount,
  voucherHomeAvailable,
}: PriorityInput): PriorityDecision {
  const income = hasIncomeSource(benefits);
  if (benefits.vash && voucherHomeAvailable) {
    return {
      priority: 'High',
      reason:
        'Holds a HUD-VASH voucher and a home that accepts vouchers is available now. Act before the voucher or the home runs out.',
    };
  }
  if (matchCount === 0 && !income) {
    return {
      priority: 'High',
      reason: `No home matches within ${MATCH_RADIUS_MILES} miles and no income source is on record. Reach out first: help with benefits and emergency housing.`,
    };
  }
  if (matchCount === 0) {
    return {
      priority: 'Standard',
      reason: `No home matches within ${MATCH_RADIUS_MILES} miles yet, but an income source is on record. The veteran is waitlisted and hears back within ${WAITLIST_FOLLOW_UP}.`,
    };
  }
  if (!income) {
    return {
      priority: 'Standard',
      reason: `${homes(matchCount)} nearby, but no income source is on record. Help the veteran apply for benefits before placement.`,
    };
  }
  return {
    priority: 'Standard',
    reason: `${homes(matchCount)} nearby and an income source is on record. Ready for a standard placement.`,
  };
}
