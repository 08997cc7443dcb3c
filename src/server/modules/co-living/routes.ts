import type { ModuleRoutes } from '@server/module';
import { applicationRoutes } from './application-routes';
import { formationRoutes } from './formation-routes';
import { homeRoutes } from './homes-routes';
import { householdRoutes } from './household-routes';
import { landlordHouseholdRoutes } from './landlord-households';

/** The co-living program: applications, homes, formation runs and the dashboard, households and the workflow. */
export const coLivingRoutes: ModuleRoutes = async (app, deps) => {
  await applicationRoutes(app, deps);
  await homeRoutes(app, deps);
  await formationRoutes(app, deps);
  await householdRoutes(app, deps);
  await landlordHouseholdRoutes(app, deps);
};
