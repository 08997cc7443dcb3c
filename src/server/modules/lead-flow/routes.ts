import type { ModuleRoutes } from '@server/module';
import { userOf } from '@server/plugins/auth';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import {
  DASHBOARD_EXPORT_PATH,
  DRILL_DOWN_PATH,
  FLOW_METRICS_PATH,
  ZDrillDown,
  ZDrillDownQuery,
  ZFlowMetrics,
  ZFlowQuery,
} from '@shared/contracts/lead-flow';
import { z } from 'zod';
import { drillDown, exportFlowReport, flowMetrics } from './service';

const guardedErrors = { ...errorResponses, 401: ZApiError, 403: ZApiError };

/** Admin operations dashboards: lead-flow metrics, drill-down and the report export. */
export const leadFlowRoutes: ModuleRoutes = (app, { db, auth }) => {
  const admin = auth.requireUser('admin');

  app.get(
    FLOW_METRICS_PATH,
    {
      onRequest: admin,
      schema: { querystring: ZFlowQuery, response: { 200: ZFlowMetrics, ...guardedErrors } },
    },
    async (request) => flowMetrics(db, request.query),
  );

  app.get(
    DRILL_DOWN_PATH,
    {
      onRequest: admin,
      config: { auditRead: { action: 'lead_flow.drill_down_read', targetType: 'lead_flow' } },
      schema: { querystring: ZDrillDownQuery, response: { 200: ZDrillDown, ...guardedErrors } },
    },
    async (request) => drillDown(db, request.query),
  );

  app.get(
    DASHBOARD_EXPORT_PATH,
    {
      onRequest: admin,
      // text/csv: a string body is sent as it is, not as JSON
      schema: {
        querystring: ZFlowQuery,
        response: { 200: z.string().describe('CSV with a header row'), ...guardedErrors },
      },
    },
    async (request, reply) => {
      const { filename, csv } = await exportFlowReport(db, request.query, userOf(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  );
};
