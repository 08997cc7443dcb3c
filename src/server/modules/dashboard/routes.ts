import type { ModuleRoutes } from '../../module';

/** Admin operations dashboards: lead-flow metrics and drill-down. */
export const dashboardRoutes: ModuleRoutes = (_app, _deps) => {};
