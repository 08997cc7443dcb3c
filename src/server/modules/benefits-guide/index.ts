// The benefits guide: its public routes.

import type { ModuleManifest } from '@server/module';
import { benefitsGuideRoutes } from './routes';

export const benefitsGuideManifest: ModuleManifest = {
  name: 'benefits-guide',
  routes: [benefitsGuideRoutes],
};
