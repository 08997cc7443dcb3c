import type { ModuleRoutes } from '../../module';

// placeholder: replaced by the module's real routes
export const partnerPortalRoutes: ModuleRoutes = () => {};
