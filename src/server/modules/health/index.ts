// Liveness and readiness.

import type { ModuleManifest } from '@server/module';
import { healthRoutes } from './routes';

export const healthManifest: ModuleManifest = { name: 'health', routes: [healthRoutes] };
