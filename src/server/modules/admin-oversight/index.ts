// The admin's oversight of the network: the routes its pages read.

import type { ModuleManifest } from '@server/module';
import { adminOversightRoutes } from './routes';

export const adminOversightManifest: ModuleManifest = {
  name: 'admin-oversight',
  routes: [adminOversightRoutes],
};
