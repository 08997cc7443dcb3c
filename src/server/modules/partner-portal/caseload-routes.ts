import type { AppInstance, ModuleDeps } from '@server/module';
import { partnerOf } from '@server/plugins/auth';
import { compiledReplies } from '@server/plugins/compiled-serializer';
import {
  CASELOAD_PATH,
  CASELOAD_VETERAN_ROUTE,
  ZCaseloadList,
  ZCaseloadQuery,
  ZCaseloadVeteran,
  ZCaseloadVeteranParam,
} from '@shared/contracts/caseload';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import { partnerCaseload, partnerCaseloadVeteran } from './caseload';

const signedIn = { ...errorResponses, 401: ZApiError } as const;

/** The case worker's caseload: the organisation's own veterans, behind the partner's bearer token. */
export function caseloadRoutes(app: AppInstance, { db, auth }: Pick<ModuleDeps, 'db' | 'auth'>): void {
  // the guard runs before the query is parsed: without a session, 401 and nothing else
  const guard = { onRequest: auth.requirePartner, ...compiledReplies };

  app.get(
    CASELOAD_PATH,
    { ...guard, schema: { querystring: ZCaseloadQuery, response: { 200: ZCaseloadList, ...signedIn } } },
    async (request) => partnerCaseload(db, partnerOf(request).organizationId, request.query),
  );

  app.get(
    CASELOAD_VETERAN_ROUTE,
    {
      ...guard,
      schema: {
        params: ZCaseloadVeteranParam,
        response: { 200: ZCaseloadVeteran, ...signedIn, 308: ZApiError },
      },
    },
    async (request) =>
      partnerCaseloadVeteran(db, partnerOf(request).organizationId, request.params.veteranId),
  );
}
