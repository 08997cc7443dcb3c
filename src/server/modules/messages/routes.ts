import { replyWithPage } from '@server/lib/list-page';
import type { ModuleRoutes } from '@server/module';
import { userOf } from '@server/plugins/auth';
import { ZIdParam } from '@shared/contracts/common';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import {
  ADMIN_MESSAGE_PATH,
  ADMIN_MESSAGE_RETRY_PATH,
  ADMIN_MESSAGES_PATH,
  ZMessageDetail,
  ZMessageListQuery,
  ZMessageView,
} from '@shared/contracts/messages';
import { z } from 'zod';
import { listMessageViews, messageDetail, retryFailedMessage } from './service';

const guardedErrors = { ...errorResponses, 401: ZApiError, 403: ZApiError, 409: ZApiError };

/** The back office's view of every message: what was sent to whom, and a retry for failed ones. */
export const messagesRoutes: ModuleRoutes = (app, { db, auth, mail, notices }) => {
  // the guard runs before validation: a caller without a session learns nothing from a 400
  const admin = auth.requireUser('admin');

  app.get(
    ADMIN_MESSAGES_PATH,
    {
      onRequest: admin,
      config: { auditRead: { action: 'messages.read', targetType: 'message' } },
      schema: { querystring: ZMessageListQuery, response: { 200: z.array(ZMessageView), ...guardedErrors } },
    },
    async (request, reply) => {
      return replyWithPage(reply, await listMessageViews(db, request.query));
    },
  );

  app.get(
    ADMIN_MESSAGE_PATH,
    {
      onRequest: admin,
      config: { auditRead: { action: 'message.read', targetType: 'message' } },
      schema: { params: ZIdParam, response: { 200: ZMessageDetail, ...guardedErrors } },
    },
    async (request) => messageDetail(db, request.params.id, { ...mail, notices }),
  );

  app.post(
    ADMIN_MESSAGE_RETRY_PATH,
    { onRequest: admin, schema: { params: ZIdParam, response: { 200: ZMessageView, ...guardedErrors } } },
    async (request) => retryFailedMessage(db, request.params.id, userOf(request)),
  );
};
