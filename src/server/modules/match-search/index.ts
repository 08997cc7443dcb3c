// The match search's public surface: the bulk intake and the landlord tools score homes with it.

import type { ModuleManifest } from '@server/module';
import { matchSearchRoutes } from './routes';

export { findMatchingHomes, homeDistanceMiles, type ScoredHome, toMatchCandidate } from './find-matches';

export const matchSearchManifest: ModuleManifest = { name: 'match-search', routes: [matchSearchRoutes] };
