import { replyWithPage } from '@server/lib/list-page';
import type { ModuleRoutes } from '@server/module';
import { partnerOf, userOf } from '@server/plugins/auth';
import { compiledReplies } from '@server/plugins/compiled-serializer';
import {
  ADMIN_DUPLICATE_DISMISS_ROUTE,
  ADMIN_DUPLICATE_MERGE_ROUTE,
  ADMIN_DUPLICATE_ROUTE,
  ADMIN_DUPLICATES_PATH,
  ADMIN_MERGE_UNDO_ROUTE,
  ADMIN_PERSON_ROUTE,
  PARTNER_DUPLICATE_MERGE_REQUEST_ROUTE,
  PARTNER_DUPLICATES_PATH,
  ZDismissResult,
  ZDuplicateDetail,
  ZDuplicateList,
  ZDuplicatesQuery,
  ZMergeInput,
  ZMergeParams,
  ZMergeRequestResult,
  ZMergeResult,
  ZPairParams,
  ZPersonParams,
  ZUndoResult,
} from '@shared/contracts/duplicates';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import { ADMIN_PEOPLE_PATH, ZAdminPerson, ZPeopleList, ZPeopleQuery } from '@shared/contracts/people';
import { mergePair } from './merge';
import { adminPerson, listPeople } from './people';
import { dismissPair, listPairs, organizationPairs, pairDetail, requestMerge } from './service';
import { undoMerge } from './undo';

const guarded = { ...errorResponses, 401: ZApiError, 403: ZApiError, 409: ZApiError } as const;
const moved = { ...guarded, 308: ZApiError } as const;

/**
 * Possible duplicate people (decision 0030): admins compare, merge (with undo) or dismiss; a case worker sees
 * the pairs of their own people and may ask an admin to merge them. Guards run onRequest, before any input.
 */
export const duplicatesRoutes: ModuleRoutes = (app, { db, auth }) => {
  const admin = { onRequest: auth.requireUser('admin') };
  const partner = { onRequest: auth.requirePartner };

  app.get(
    ADMIN_DUPLICATES_PATH,
    {
      ...admin,
      ...compiledReplies,
      schema: { querystring: ZDuplicatesQuery, response: { 200: ZDuplicateList, ...guarded } },
    },
    async (request, reply) => {
      return replyWithPage(reply, await listPairs(db, userOf(request), request.query));
    },
  );

  app.get(
    ADMIN_DUPLICATE_ROUTE,
    {
      ...admin,
      ...compiledReplies,
      schema: { params: ZPairParams, response: { 200: ZDuplicateDetail, ...guarded } },
    },
    async (request) => pairDetail(db, userOf(request), request.params.pairId),
  );

  app.post(
    ADMIN_DUPLICATE_MERGE_ROUTE,
    {
      ...admin,
      schema: { params: ZPairParams, body: ZMergeInput, response: { 200: ZMergeResult, ...guarded } },
    },
    async (request) => mergePair(db, request.params.pairId, request.body, userOf(request)),
  );

  app.post(
    ADMIN_DUPLICATE_DISMISS_ROUTE,
    { ...admin, schema: { params: ZPairParams, response: { 200: ZDismissResult, ...guarded } } },
    async (request) => dismissPair(db, userOf(request), request.params.pairId),
  );

  app.post(
    ADMIN_MERGE_UNDO_ROUTE,
    { ...admin, schema: { params: ZMergeParams, response: { 200: ZUndoResult, ...guarded } } },
    async (request) => undoMerge(db, request.params.mergeId, userOf(request)),
  );

  app.get(
    ADMIN_PERSON_ROUTE,
    {
      ...admin,
      ...compiledReplies,
      schema: { params: ZPersonParams, response: { 200: ZAdminPerson, ...moved } },
    },
    async (request) => adminPerson(db, userOf(request), request.params.veteranId),
  );

  app.get(
    ADMIN_PEOPLE_PATH,
    {
      ...admin,
      ...compiledReplies,
      schema: { querystring: ZPeopleQuery, response: { 200: ZPeopleList, ...guarded } },
    },
    async (request, reply) => {
      return replyWithPage(reply, await listPeople(db, userOf(request), request.query));
    },
  );

  app.get(
    PARTNER_DUPLICATES_PATH,
    { ...partner, ...compiledReplies, schema: { response: { 200: ZDuplicateList, ...guarded } } },
    async (request) => organizationPairs(db, partnerOf(request).organizationId),
  );

  app.post(
    PARTNER_DUPLICATE_MERGE_REQUEST_ROUTE,
    { ...partner, schema: { params: ZPairParams, response: { 200: ZMergeRequestResult, ...guarded } } },
    async (request) => requestMerge(db, partnerOf(request).organizationId, request.params.pairId),
  );
};
