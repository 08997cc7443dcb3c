/**
 * Co-living: the program's vocabulary and compatibility, explained pair by pair. Pure TypeScript, shared
 * by the server and the client. Weights and thresholds: docs/decisions/0014-co-living-compatibility.md.
 */
export { budgetRatio, financialPart } from './financial';
export { homeConcerns, homeDealBreakers, homeFit, ROOM_RATE_ABOVE_BUDGET } from './home-fit';
export {
  type HouseholdCompatibility,
  type HouseholdDealBreaker,
  type HouseholdPair,
  householdCompatibility,
  recommendedTrialPeriod,
  TOO_MANY_MEMBERS,
} from './household';
export { lifestylePart } from './lifestyle';
export { pairCompatibility, pairDealBreaker, SMOKING_DEAL_BREAKER } from './pair';
export {
  type CoLivingApplicationAnswers,
  type CoLivingHomeProfile,
  type CoLivingProfile,
  type CompatibilityScores,
  type PairCompatibility,
  type PartResult,
  profileFromApplication,
  type QuietHours,
} from './profiles';
export { clockWords, quietHoursOverlap, quietHoursWords } from './quiet-hours';
export { serviceEraPart } from './service-era';
export { socialPart } from './social';
export * from './vocabulary';
export * from './weights';
