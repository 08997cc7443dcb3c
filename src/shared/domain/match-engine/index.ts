/**
 * The housing match engine: hard rules, the 0-100 score and the global assignment.
 * Pure TypeScript (no Node, no database) so the server, the veteran search, the bulk intake and the
 * benchmark all use the very same rules. Decisions and figures: docs/decisions/0008-match-engine.md.
 */
export { type AssignOptions, assignMatches, CANDIDATES_PER_VETERAN, SERVE_BONUS } from './assign';
export { AUCTION_EPSILON, type LevelSolver } from './auction';
export { CandidateLists } from './candidate-lists';
export { type CandidateSearch, GRID_DEGREES, PropertyIndex, topCandidates } from './candidates';
export {
  LANDLORD_TIER_LABELS,
  LANDLORD_TIERS,
  type LandlordTier,
  reasonWithoutLandlordTier,
  toLandlordTier,
} from './landlord-tiers';
export {
  budgetCents,
  hardRuleFailure,
  MATCH_RADIUS_MILES,
  pairDistanceMiles,
  RENT_SHARE_OF_INCOME,
  sameZip,
} from './rules';
export {
  FULL_WAITING_DAYS,
  SCORE_WEIGHTS,
  type ScoredPair,
  type ScoreParts,
  scoreMatch,
  scorePair,
  scoreParts,
  totalScore,
} from './score';
export type { EngineProperty, EngineVeteran, ProposedMatch } from './types';
export { type ExplainOptions, explainUnmatched, type UnmatchedCount, unmatchedReason } from './unmatched';
export { UNMATCHED_REASON_LABELS, UNMATCHED_REASONS, type UnmatchedReason } from './unmatched-reasons';
