// The match search's public surface: the bulk intake and the landlord tools score homes with it.
export { findMatchingHomes, homeDistanceMiles, type ScoredHome, toMatchCandidate } from './find-matches';
