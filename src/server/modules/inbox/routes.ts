import type { ModuleRoutes } from '@server/module';
import { userOf } from '@server/plugins/auth';
import { ZIdParam } from '@shared/contracts/common';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import {
  ADMIN_INBOX_ACTION_PATHS,
  ADMIN_INBOX_ASSIGNEES_PATH,
  ADMIN_INBOX_ITEM_PATH,
  ADMIN_INBOX_PATH,
  ZInboxAssignees,
  ZInboxAssignInput,
  ZInboxCloseInput,
  ZInboxItemDetail,
  ZInboxList,
  ZInboxListQuery,
  ZInboxNoteInput,
  ZInboxReplyInput,
} from '@shared/contracts/inbox';
import type { FastifyRequest } from 'fastify';
import { listAdmins, listInboxItems } from './repo';
import {
  assignInboxItem,
  closeInboxItem,
  decideInboxItem,
  inboxItemDetail,
  noteInboxItem,
  replyToInboxItem,
} from './service';
import { toInboxItemView } from './views';

const guardedErrors = { ...errorResponses, 401: ZApiError, 403: ZApiError, 409: ZApiError };
const actorOf = (request: FastifyRequest) => ({ id: userOf(request).id, ip: request.ip });

/**
 * The operations inbox: every request waiting for an admin, and the actions that finish it (decision 0013): the
 * generic ones here, and each module's decisions on its own types of item, from the registry.
 */
export const inboxRoutes: ModuleRoutes = (app, { db, auth, inbox: registry }) => {
  // the guard runs before validation: a caller without a session learns nothing from a 400
  const admin = auth.requireUser('admin');
  const detail = { 200: ZInboxItemDetail, ...guardedErrors };

  app.get(
    ADMIN_INBOX_PATH,
    {
      onRequest: admin,
      config: { auditRead: { action: 'inbox.read', targetType: 'inbox_item' } },
      schema: { querystring: ZInboxListQuery, response: { 200: ZInboxList, ...guardedErrors } },
    },
    async (request) => {
      const { rows, total, counts } = await listInboxItems(db, registry, request.query);
      return { items: rows.map(toInboxItemView), total, counts };
    },
  );

  app.get(
    ADMIN_INBOX_ASSIGNEES_PATH,
    { onRequest: admin, schema: { response: { 200: ZInboxAssignees, ...guardedErrors } } },
    async () => listAdmins(db),
  );

  app.get(
    ADMIN_INBOX_ITEM_PATH,
    {
      onRequest: admin,
      config: { auditRead: { action: 'inbox.item_read', targetType: 'inbox_item' } },
      schema: { params: ZIdParam, response: detail },
    },
    async (request) => inboxItemDetail(db, registry, request.params.id),
  );

  app.post(
    ADMIN_INBOX_ACTION_PATHS.assign,
    { onRequest: admin, schema: { params: ZIdParam, body: ZInboxAssignInput, response: detail } },
    async (request) =>
      assignInboxItem(db, registry, request.params.id, request.body.assigneeId, actorOf(request)),
  );

  app.post(
    ADMIN_INBOX_ACTION_PATHS.note,
    { onRequest: admin, schema: { params: ZIdParam, body: ZInboxNoteInput, response: detail } },
    async (request) => noteInboxItem(db, registry, request.params.id, request.body.body, actorOf(request)),
  );

  app.post(
    ADMIN_INBOX_ACTION_PATHS.reply,
    { onRequest: admin, schema: { params: ZIdParam, body: ZInboxReplyInput, response: detail } },
    async (request) => replyToInboxItem(db, registry, request.params.id, request.body.body, actorOf(request)),
  );

  app.post(
    ADMIN_INBOX_ACTION_PATHS.close,
    { onRequest: admin, schema: { params: ZIdParam, body: ZInboxCloseInput, response: detail } },
    async (request) => closeInboxItem(db, registry, request.params.id, request.body.note, actorOf(request)),
  );

  for (const decision of registry.decisions) {
    app.post(
      decision.path,
      {
        onRequest: admin,
        schema: { params: ZIdParam, ...(decision.body ? { body: decision.body } : {}), response: detail },
      },
      async (request) =>
        decideInboxItem(db, registry, request.params.id, decision, request.body, actorOf(request)),
    );
  }
};
