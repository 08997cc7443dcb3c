import type { ModuleRoutes } from '@server/module';
import { userOf } from '@server/plugins/auth';
import {
  CO_LIVING_DASHBOARD_PATH,
  CO_LIVING_RUN_PATH,
  ZCoLivingDashboard,
  ZFormationRunResult,
} from '@shared/contracts/co-living-households';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import { coLivingDashboard } from './dashboard';
import { runFormation } from './formation-run';

const guardedErrors = { ...errorResponses, 401: ZApiError, 403: ZApiError };

/** Admins run household formation and read the co-living dashboard. */
export const formationRoutes: ModuleRoutes = (app, { db, auth }) => {
  const admin = auth.requireUser('admin');

  app.post(
    CO_LIVING_RUN_PATH,
    { onRequest: admin, schema: { response: { 200: ZFormationRunResult, ...guardedErrors } } },
    async (request) =>
      runFormation(db, { trigger: 'admin', triggeredBy: userOf(request).id, now: new Date() }),
  );

  app.get(
    CO_LIVING_DASHBOARD_PATH,
    { onRequest: admin, schema: { response: { 200: ZCoLivingDashboard, ...guardedErrors } } },
    async (request) => coLivingDashboard(db, userOf(request)),
  );
};
