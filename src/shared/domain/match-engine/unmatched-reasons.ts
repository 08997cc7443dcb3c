// The reasons alone, without the engine's code: the API contracts and the pages import them from here.
import { MATCH_RADIUS_MILES } from './rules';

/**
 * Why a run left a veteran without a home, in the order the rules are checked: the first one that leaves
 * no home is the reason. `declined_before` keeps the last one true: homes an admin already declined for the
 * veteran are not "taken by others".
 */
export const UNMATCHED_REASONS = [
  'no_home_in_reach',
  'no_voucher_home',
  'no_accessible_home',
  'no_pet_friendly_home',
  'over_budget',
  'declined_before',
  'taken_by_others',
] as const;
export type UnmatchedReason = (typeof UNMATCHED_REASONS)[number];

export const UNMATCHED_REASON_LABELS: Record<UnmatchedReason, string> = {
  no_home_in_reach: `No home with a free unit within ${MATCH_RADIUS_MILES} miles`,
  no_voucher_home: 'No home in reach accepts a HUD-VASH voucher',
  no_accessible_home: 'No home in reach is accessible',
  no_pet_friendly_home: 'No home in reach allows pets',
  over_budget: 'Every home in reach is over their budget',
  declined_before: 'Every home that fits was declined for them before',
  taken_by_others: 'The homes that fit went to other veterans, the most urgent first',
};
