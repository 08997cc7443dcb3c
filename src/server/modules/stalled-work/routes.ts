import type { ModuleRoutes } from '@server/module';
import { userOf } from '@server/plugins/auth';
import { ZIdParam } from '@shared/contracts/common';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import {
  MATCH_FOLLOW_UPS_PATH,
  ZMatchFollowUpInput,
  ZMatchFollowUpView,
} from '@shared/contracts/match-follow-ups';
import { recordFollowUp } from './service';

const guardedErrors = { ...errorResponses, 401: ZApiError, 403: ZApiError, 409: ZApiError };

/** The admin's answer to a stalled match: what happened, with a note. */
export const stalledWorkRoutes: ModuleRoutes = (app, { db, auth }) => {
  app.post(
    MATCH_FOLLOW_UPS_PATH,
    {
      // the guard runs before validation: a caller without a session learns nothing from a 400
      onRequest: auth.requireUser('admin'),
      schema: {
        params: ZIdParam,
        body: ZMatchFollowUpInput,
        response: { 201: ZMatchFollowUpView, ...guardedErrors },
      },
    },
    async (request, reply) => {
      const followUp = await recordFollowUp(db, request.params.id, request.body, userOf(request));
      return reply.code(201).send(followUp);
    },
  );
};
