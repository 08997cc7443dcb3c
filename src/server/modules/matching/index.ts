// Public surface of the matching module for other modules (bulk intake).
export { findMatchingHomes, type ScoredHome } from './find-matches';
