import type { ModuleRoutes } from '../../module';

// TODO(issue 2): routes of this module are being written.
export const landlordToolsRoutes: ModuleRoutes = () => {};
