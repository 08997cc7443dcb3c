// The public landlord tools: their routes.

import type { ModuleManifest } from '@server/module';
import { landlordToolsRoutes } from './routes';

export const landlordToolsManifest: ModuleManifest = {
  name: 'landlord-tools',
  routes: [landlordToolsRoutes],
};
