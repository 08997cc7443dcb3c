// Possible duplicate people and merges (decision 0030): other modules ask who a merged id is now.

import type { ModuleManifest } from '@server/module';
import { duplicatesInbox } from './inbox-items';
import { duplicatesRoutes } from './routes';

export { selectSurvivor as survivorOf } from './repo';

export const duplicatesManifest: ModuleManifest = {
  name: 'duplicates',
  routes: [duplicatesRoutes],
  inbox: duplicatesInbox,
};
