import type { ModuleRoutes } from '@server/module';
import { userOf } from '@server/plugins/auth';
import { formRateLimit } from '@server/plugins/security';
import {
  ACCOUNT_LINK_PATH,
  ORGANIZATION_INVITATION_PATH,
  PASSWORD_RESET_CONFIRM_PATH,
  PASSWORD_RESET_PATH,
  RESET_REQUESTED_MESSAGE,
  SIGN_IN_LINK_CONFIRM_PATH,
  SIGN_IN_LINK_PATH,
  SIGN_IN_LINK_REQUESTED_MESSAGE,
  ZAccountLinkInput,
  ZAccountLinkRequest,
  ZAccountLinkView,
  ZInvitationQueued,
  ZPasswordResetConfirm,
  ZPasswordResetDone,
  ZPasswordResetRequested,
  ZSignInLinkDone,
} from '@shared/contracts/account-recovery';
import { ZIdParam } from '@shared/contracts/common';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import { PASSWORD_RESET_TTL_MINUTES, SIGN_IN_LINK_TTL_MINUTES } from '@shared/domain/account-tokens';
import { inviteOrganization } from './invitation';
import { completeAccountLink, describeAccountLink, requestPasswordReset } from './password-reset';
import { requestSignInLink, useSignInLink } from './sign-in-link';

/**
 * The answers to an admin who asked by username: the link goes to the email on their account (here, not in the
 * contract: the page shows whatever the server answers, so these stay out of the browser's JavaScript).
 */
export const RESET_REQUESTED_BY_USERNAME_MESSAGE =
  `If an account signs in with that username and has an email, we sent that email a link to choose a new password. ` +
  `The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes. Check your inbox and your spam folder.`;
export const SIGN_IN_LINK_REQUESTED_BY_USERNAME_MESSAGE =
  `If an account signs in with that username and has an email, we sent that email a link that signs you in. ` +
  `The link works once, for ${SIGN_IN_LINK_TTL_MINUTES} minutes, on this device or another. Check your inbox and your spam folder.`;

/**
 * Per address, for the calls a stranger can make with a link or an email: generous for a person who
 * mistypes, a wall for a script (a reset request also sends mail).
 */
const accountLinkRateLimit = { rateLimit: { max: 10, timeWindow: '15 minutes' } };
/** A one-time link's token (and the new password) are credentials: never kept for Idempotency-Key replays. */
const linkRouteConfig = { ...accountLinkRateLimit, idempotency: false } as const;

const guardedErrors = { ...errorResponses, 401: ZApiError, 403: ZApiError, 409: ZApiError };

/** Password resets and invitations: one-time links sent by email (decision 0011). */
export const accountLinkRoutes: ModuleRoutes = (app, { db, auth, landlordRecordMerged }) => {
  app.post(
    PASSWORD_RESET_PATH,
    {
      config: accountLinkRateLimit,
      schema: { body: ZAccountLinkRequest, response: { 202: ZPasswordResetRequested, ...errorResponses } },
    },
    async (request, reply) => {
      await requestPasswordReset(db, request.body, { ip: request.ip });
      // the same answer whether or not an account uses the email or username
      const message =
        'username' in request.body ? RESET_REQUESTED_BY_USERNAME_MESSAGE : RESET_REQUESTED_MESSAGE;
      return reply.status(202).send({ message });
    },
  );

  app.post(
    ACCOUNT_LINK_PATH,
    {
      config: linkRouteConfig,
      schema: { body: ZAccountLinkInput, response: { 200: ZAccountLinkView, ...errorResponses } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return describeAccountLink(db, request.body.token);
    },
  );

  app.post(
    PASSWORD_RESET_CONFIRM_PATH,
    {
      config: linkRouteConfig,
      schema: {
        body: ZPasswordResetConfirm,
        response: { 200: ZPasswordResetDone, 409: ZApiError, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return completeAccountLink(db, request.body, { ip: request.ip, landlordRecordMerged });
    },
  );

  app.post(
    SIGN_IN_LINK_PATH,
    {
      config: accountLinkRateLimit,
      schema: { body: ZAccountLinkRequest, response: { 202: ZPasswordResetRequested, ...errorResponses } },
    },
    async (request, reply) => {
      await requestSignInLink(db, request.body, { ip: request.ip });
      const byUsername = 'username' in request.body;
      return reply.status(202).send({
        message: byUsername ? SIGN_IN_LINK_REQUESTED_BY_USERNAME_MESSAGE : SIGN_IN_LINK_REQUESTED_MESSAGE,
      });
    },
  );

  app.post(
    SIGN_IN_LINK_CONFIRM_PATH,
    {
      config: linkRouteConfig,
      schema: {
        body: ZAccountLinkInput,
        response: { 200: ZSignInLinkDone, 403: ZApiError, ...errorResponses },
      },
    },
    async (request, reply) => {
      const done = await useSignInLink(db, request.body.token, { ip: request.ip, landlordRecordMerged });
      if (done.organizationId) await auth.startPartnerSession(reply, done.organizationId);
      else if (done.userId) await auth.startUserSession(reply, done.userId);
      reply.header('cache-control', 'no-store');
      return { account: done.account, organization: done.organization };
    },
  );

  app.post(
    ORGANIZATION_INVITATION_PATH,
    {
      // the guard runs before validation: a caller without a session learns nothing from a 400
      onRequest: auth.requireUser('admin'),
      config: formRateLimit,
      schema: { params: ZIdParam, response: { 202: ZInvitationQueued, ...guardedErrors } },
    },
    async (request, reply) => {
      const admin = userOf(request);
      const queued = await inviteOrganization(db, request.params.id, {
        type: 'admin',
        id: admin.id,
        ip: request.ip,
      });
      return reply.status(202).send(queued);
    },
  );
};
