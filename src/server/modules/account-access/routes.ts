import type { ModuleRoutes } from '@server/module';
import { userOf } from '@server/plugins/auth';
import {
  ADMIN_ACCOUNT_ACTIVE_PATH,
  ADMIN_ACCOUNT_UNLOCK_PATH,
  ADMIN_ACCOUNTS_PATH,
  ZAccountAccessChanged,
  ZAccountActiveInput,
  ZAccountParams,
  ZAccountsPage,
  ZAccountsQuery,
} from '@shared/contracts/account-access';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import type { FastifyRequest } from 'fastify';
import { listAccounts, setAccountActive, unlockAccount } from './service';

const guardedErrors = { ...errorResponses, 401: ZApiError, 403: ZApiError, 409: ZApiError };
const actorOf = (request: FastifyRequest) => ({
  type: 'admin' as const,
  id: userOf(request).id,
  ip: request.ip,
});

/**
 * Account access (issue 15, decision 0017): every sign-in with its limits and sessions; unlock (counters
 * cleared, sessions ended); deactivate or reactivate admins and landlords. Admins only; the guard runs on
 * request, before validation.
 */
export const accountAccessRoutes: ModuleRoutes = (app, { db, auth }) => {
  const admin = auth.requireUser('admin');

  app.get(
    ADMIN_ACCOUNTS_PATH,
    {
      onRequest: admin,
      config: { auditRead: { action: 'accounts.read', targetType: 'user' } },
      schema: { querystring: ZAccountsQuery, response: { 200: ZAccountsPage, ...guardedErrors } },
    },
    async (request) => listAccounts(db, request.query),
  );

  app.post(
    ADMIN_ACCOUNT_UNLOCK_PATH,
    {
      onRequest: admin,
      schema: { params: ZAccountParams, response: { 200: ZAccountAccessChanged, ...guardedErrors } },
    },
    async (request) => unlockAccount(db, request.params.kind, request.params.id, actorOf(request)),
  );

  app.post(
    ADMIN_ACCOUNT_ACTIVE_PATH,
    {
      onRequest: admin,
      schema: {
        params: ZAccountParams,
        body: ZAccountActiveInput,
        response: { 200: ZAccountAccessChanged, ...guardedErrors },
      },
    },
    async (request) =>
      setAccountActive(db, request.params.kind, request.params.id, request.body.active, actorOf(request)),
  );
};
