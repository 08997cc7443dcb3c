import type { ModuleRoutes } from '@server/module';
import { userOf } from '@server/plugins/auth';
import {
  ADMIN_AUDIT_EVENTS_PATH,
  ADMIN_EXPORT_PATH,
  ADMIN_MAP_DATA_PATH,
  ADMIN_ORGANIZATION_PATH,
  ADMIN_ORGANIZATIONS_PATH,
  ADMIN_OVERVIEW_PATH,
  ZAdminOrganization,
  ZAdminOrganizationChange,
  ZAdminOrganizationPage,
  ZAdminOrganizationQuery,
  ZAuditPage,
  ZAuditQuery,
  ZMapData,
  ZMapDataQuery,
  ZOverview,
  ZOverviewQuery,
} from '@shared/contracts/admin-oversight';
import { ZIdParam } from '@shared/contracts/common';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { auditLog } from './audit-log';
import { exportMapData, mapData, overview } from './network-map';
import { changeOrganization, listOrganizations } from './organizations';

const guardedErrors = { ...errorResponses, 401: ZApiError, 403: ZApiError };
const actorOf = (request: FastifyRequest) => ({ id: userOf(request).id, ip: request.ip });

/**
 * Admin oversight (issue 14): the network map's overview, map rows and export, network management and the
 * audit log viewer. Admins only; the guard runs on request, before validation, so a caller without a session
 * learns nothing from a 400.
 *
 * Map data types (`type`): veterans = partner referrals (veteranReferrals, urgentReferrals) at the veteran's
 * ZIP; landlords = landlord leads and available units; matches = placed housing matches (successfulMatches)
 * at the home's ZIP; all = every figure. The other figures of a row stay 0, and a ZIP is a row only when one
 * of its counted figures is above 0. Time frame: records made within the last 7/30/90/365 days, or all.
 *
 * Overview: totalLandlordLeads = 'Offer Housing' leads + landlords who joined; totalMatchOpportunities =
 * housing matches made; totalPlacements = housing matches placed (the lead-flow dashboard's successful
 * placements); conversionRate = the placement success rate (shared/domain/network-figures.ts).
 * Audit log: an action ending in `*` or `.` is a prefix, any other matches exactly; from and to included.
 */
export const adminOversightRoutes: ModuleRoutes = (app, { db, auth }) => {
  const admin = auth.requireUser('admin');

  app.get(
    ADMIN_OVERVIEW_PATH,
    {
      onRequest: admin,
      schema: { querystring: ZOverviewQuery, response: { 200: ZOverview, ...guardedErrors } },
    },
    async (request) => overview(db, request.query.timeFrame),
  );

  app.get(
    ADMIN_MAP_DATA_PATH,
    {
      onRequest: admin,
      schema: { querystring: ZMapDataQuery, response: { 200: ZMapData, ...guardedErrors } },
    },
    async (request) => mapData(db, request.query),
  );

  app.get(
    ADMIN_EXPORT_PATH,
    {
      onRequest: admin,
      schema: {
        querystring: ZMapDataQuery,
        response: { 200: z.string().describe('CSV with a header row'), ...guardedErrors },
      },
    },
    async (request, reply) => {
      const { filename, stream } = await exportMapData(db, request.query, actorOf(request));
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          // the schema describes the body for the API docs; a stream is piped as it is, never serialised
          .send(stream as unknown as string)
      );
    },
  );

  app.get(
    ADMIN_ORGANIZATIONS_PATH,
    {
      onRequest: admin,
      schema: {
        querystring: ZAdminOrganizationQuery,
        response: { 200: ZAdminOrganizationPage, ...guardedErrors },
      },
    },
    async (request) => listOrganizations(db, request.query),
  );

  app.patch(
    ADMIN_ORGANIZATION_PATH,
    {
      onRequest: admin,
      schema: {
        params: ZIdParam,
        body: ZAdminOrganizationChange,
        response: { 200: ZAdminOrganization, 409: ZApiError, ...guardedErrors },
      },
    },
    async (request) => changeOrganization(db, request.params.id, request.body, actorOf(request)),
  );

  app.get(
    ADMIN_AUDIT_EVENTS_PATH,
    {
      onRequest: admin,
      schema: { querystring: ZAuditQuery, response: { 200: ZAuditPage, ...guardedErrors } },
    },
    async (request) => auditLog(db, request.query),
  );
};
