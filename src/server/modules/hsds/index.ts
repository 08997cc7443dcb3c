// Public surface of the hsds module: its routes only (the feed reads other modules' tables, writes none).

import type { ModuleManifest } from '@server/module';
import { hsdsRoutes } from './routes';

export const hsdsManifest: ModuleManifest = { name: 'hsds', routes: [hsdsRoutes] };
