import type { ModuleRoutes } from '@server/module';
import { errorResponses } from '@shared/contracts/errors';
import {
  HSDS_ORGANIZATIONS_PATH,
  HSDS_SERVICE_PATH,
  HSDS_SERVICES_PATH,
  ZHsdsOrganizationPage,
  ZHsdsPageQuery,
  ZHsdsService,
  ZHsdsServicePage,
  ZHsdsServiceParam,
  ZHsdsServicesQuery,
} from '@shared/contracts/hsds';
import { getService, listOrganizations, listServices } from './service';

/**
 * The Open Referral HSDS 3.1 feed (public, read-only). Like the directory's other public reads it has no rate
 * limit of its own: pages are bounded (per_page at most 100) and each is a few indexed queries.
 */
export const hsdsRoutes: ModuleRoutes = (app, { db, mail }) => {
  app.get(
    HSDS_ORGANIZATIONS_PATH,
    { schema: { querystring: ZHsdsPageQuery, response: { 200: ZHsdsOrganizationPage, ...errorResponses } } },
    async (request) => listOrganizations(db, request.query, mail.publicUrl),
  );

  app.get(
    HSDS_SERVICES_PATH,
    { schema: { querystring: ZHsdsServicesQuery, response: { 200: ZHsdsServicePage, ...errorResponses } } },
    async (request) => listServices(db, request.query, mail.publicUrl),
  );

  app.get(
    HSDS_SERVICE_PATH,
    { schema: { params: ZHsdsServiceParam, response: { 200: ZHsdsService, ...errorResponses } } },
    async (request) => getService(db, request.params.id, mail.publicUrl),
  );
};
