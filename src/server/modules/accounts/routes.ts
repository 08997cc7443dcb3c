import type { ModuleRoutes } from '@server/module';
import { recordAudit } from '@server/plugins/audit';
import { partnerOf, userOf } from '@server/plugins/auth';
import { HttpError } from '@server/plugins/error-handler';
import { formRateLimit } from '@server/plugins/security';
import { ZAccountLinkInput } from '@shared/contracts/account-recovery';
import {
  CURRENT_USER_PATH,
  LANDLORD_SIGNUP_CONFIRM_PATH,
  LANDLORD_SIGNUP_PATH,
  LOGIN_LOCKED_MESSAGE,
  PARTNER_LOGIN_PATH,
  PARTNER_LOGOUT_PATH,
  SIGNUP_CHECK_EMAIL_MESSAGE,
  USER_LOGIN_PATH,
  USER_LOGOUT_PATH,
  ZLandlordSignupAccepted,
  ZLandlordSignupInput,
  ZPartnerLoginInput,
  ZPartnerLoginResult,
  ZUserLoginInput,
  ZUserLoginResult,
  ZUserView,
} from '@shared/contracts/auth';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import { z } from 'zod';
import { checkPartnerLogin, checkUserLogin } from './service';
import { signUpLandlord } from './signup';
import { confirmLandlordSignup } from './signup-confirmation';

const ZSuccess = z.object({ success: z.literal(true) });
const authErrors = { ...errorResponses, 401: ZApiError, 403: ZApiError, 409: ZApiError };
/** Per address, like the other one-time-link calls: a confirmation token is as strong as a password. */
const confirmRateLimit = { rateLimit: { max: 10, timeWindow: '15 minutes' } };
/** Sign-in, sign-up and sign-out carry passwords or sessions: never kept for Idempotency-Key replays. */
const noReplay = { idempotency: false } as const;

export const accountsRoutes: ModuleRoutes = (app, { db, auth, landlordRecordMerged }) => {
  app.post(
    PARTNER_LOGIN_PATH,
    {
      config: noReplay,
      schema: {
        body: ZPartnerLoginInput,
        response: {
          200: ZPartnerLoginResult,
          401: ZPartnerLoginResult,
          403: ZPartnerLoginResult,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const outcome = await checkPartnerLogin(db, request.body, { ip: request.ip });
      if (outcome.kind === 'locked') throw new HttpError(429, LOGIN_LOCKED_MESSAGE);
      if (outcome.kind === 'failed') return reply.status(401).send({ success: false, error: outcome.error });
      if (outcome.kind === 'refused') return reply.status(403).send({ success: false, error: outcome.error });
      const { token } = await auth.startPartnerSession(reply, outcome.value.id);
      reply.header('cache-control', 'no-store');
      return { success: true as const, token, organization: outcome.value };
    },
  );

  app.post(
    PARTNER_LOGOUT_PATH,
    {
      onRequest: auth.requirePartner,
      config: noReplay,
      schema: { response: { 200: ZSuccess, ...authErrors } },
    },
    async (request, reply) => {
      const { organizationId } = partnerOf(request);
      await auth.endPartnerSession(request, reply);
      await recordAudit(db, {
        action: 'partner.logout',
        actorType: 'partner',
        actorId: organizationId,
        ip: request.ip,
      });
      return { success: true as const };
    },
  );

  app.post(
    USER_LOGIN_PATH,
    {
      config: noReplay,
      schema: {
        body: ZUserLoginInput,
        response: { 200: ZUserLoginResult, 401: ZUserLoginResult, 403: ZUserLoginResult, ...errorResponses },
      },
    },
    async (request, reply) => {
      const outcome = await checkUserLogin(db, request.body, { ip: request.ip });
      if (outcome.kind === 'locked') throw new HttpError(429, LOGIN_LOCKED_MESSAGE);
      if (outcome.kind === 'failed') return reply.status(401).send({ success: false, error: outcome.error });
      if (outcome.kind === 'refused') return reply.status(403).send({ success: false, error: outcome.error });
      await auth.startUserSession(reply, outcome.value.id);
      reply.header('cache-control', 'no-store');
      return { success: true as const, user: outcome.value };
    },
  );

  // Logging out always succeeds: with or without a live session, the cookie is cleared.
  app.post(
    USER_LOGOUT_PATH,
    { onRequest: auth.optionalUser, config: noReplay, schema: { response: { 200: ZSuccess } } },
    async (request, reply) => {
      const user = request.user;
      await auth.endUserSession(request, reply);
      if (user)
        await recordAudit(db, {
          action: 'user.logout',
          actorType: user.role,
          actorId: user.id,
          ip: request.ip,
        });
      return { success: true as const };
    },
  );

  app.get(
    CURRENT_USER_PATH,
    { onRequest: auth.requireUser(), schema: { response: { 200: ZUserView, ...authErrors } } },
    async (request) => {
      const { id, username, role, displayName } = userOf(request);
      return { id, username, role, displayName };
    },
  );

  app.post(
    LANDLORD_SIGNUP_PATH,
    {
      config: { ...formRateLimit, ...noReplay },
      schema: { body: ZLandlordSignupInput, response: { 202: ZLandlordSignupAccepted, ...errorResponses } },
    },
    async (request, reply) => {
      // the same answer for a new and a taken email: the email tells its owner what happened
      await signUpLandlord(db, request.body, { ip: request.ip });
      return reply.status(202).send({ message: SIGNUP_CHECK_EMAIL_MESSAGE });
    },
  );

  app.post(
    LANDLORD_SIGNUP_CONFIRM_PATH,
    {
      config: { ...confirmRateLimit, ...noReplay },
      schema: { body: ZAccountLinkInput, response: { 200: ZUserLoginResult, ...authErrors } },
    },
    async (request, reply) => {
      const user = await confirmLandlordSignup(db, request.body.token, {
        ip: request.ip,
        landlordRecordMerged,
      });
      await auth.startUserSession(reply, user.id);
      reply.header('cache-control', 'no-store');
      return { success: true as const, user };
    },
  );
};
