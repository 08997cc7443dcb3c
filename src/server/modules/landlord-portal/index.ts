// The landlord's portal: its routes.

import type { ModuleManifest } from '@server/module';
import { landlordPortalRoutes } from './routes';

export const landlordPortalManifest: ModuleManifest = {
  name: 'landlord-portal',
  routes: [landlordPortalRoutes],
};
