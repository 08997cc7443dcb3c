// The housing intake form: its routes.

import type { ModuleManifest } from '@server/module';
import { housingIntakeRoutes } from './routes';

export const housingIntakeManifest: ModuleManifest = {
  name: 'housing-intake',
  routes: [housingIntakeRoutes],
};
