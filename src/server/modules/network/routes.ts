import type { ModuleRoutes } from '../../module';

/** Trusted network: directory search, organisation pages, public referrals, placements, impact reports. */
export const networkRoutes: ModuleRoutes = (_app, _deps) => {};
