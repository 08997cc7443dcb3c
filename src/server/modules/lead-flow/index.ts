// The lead flow of the housing team: its routes.

import type { ModuleManifest } from '@server/module';
import { leadFlowRoutes } from './routes';

export const leadFlowManifest: ModuleManifest = { name: 'lead-flow', routes: [leadFlowRoutes] };
