// Public surface of the matching module for other modules (bulk intake).
export { findMatchingHomes, homeDistanceMiles, type ScoredHome, toMatchCandidate } from './find-matches';
