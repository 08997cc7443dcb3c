// Benchmarks' public surface (issue 35): the routes, the daily inactivity check and its schedule.

import type { ModuleManifest } from '@server/module';
import { benchmarkSchedules } from './inactivity';
import { benchmarksRoutes } from './routes';

export { benchmarkSchedules, MARK_INACTIVE_QUEUE, markInactivePeople } from './inactivity';
export { HOME_CONTINUUM } from './repo';

export const benchmarksManifest: ModuleManifest = {
  name: 'benchmarks',
  routes: [benchmarksRoutes],
  schedules: ({ db }) => benchmarkSchedules(db),
};
