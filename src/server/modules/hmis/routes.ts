import type { Readable } from 'node:stream';
import type { ModuleRoutes } from '@server/module';
import { partnerOf, userOf } from '@server/plugins/auth';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import {
  ADMIN_HMIS_EXPORT_PATH,
  PARTNER_HMIS_EXPORT_PATH,
  ZAdminHmisExportQuery,
  ZHmisExportQuery,
} from '@shared/contracts/hmis-export';
import {
  ADMIN_HMIS_IMPORT_PATH,
  HMIS_IMPORT_CONTENT_TYPE,
  HMIS_IMPORT_MAX_BYTES,
  ZHmisImport,
  ZHmisImportQuery,
} from '@shared/contracts/hmis-import';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { hmisExport } from './export';
import { hmisImport } from './import';

const guardedErrors = { ...errorResponses, 401: ZApiError, 403: ZApiError, 413: ZApiError, 415: ZApiError };
/** An export reads every record of its scope: a few an hour is plenty for people, a wall for scripts. */
const exportRateLimit = { rateLimit: { max: 10, timeWindow: '15 minutes' } };
const zipBody = z.string().describe('A zip of the HMIS CSV FY2026 files');

const sendZip = (reply: FastifyReply, file: { filename: string; zip: Readable }) =>
  reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    // the schema describes the body for the API docs; a stream is piped as it is, never serialised
    .send(file.zip as unknown as string);

/** The HMIS CSV FY2026 export: a partner's own people, or the network for an admin. */
export const hmisRoutes: ModuleRoutes = (app, { db, auth }) => {
  app.get(
    PARTNER_HMIS_EXPORT_PATH,
    {
      onRequest: auth.requirePartner,
      config: exportRateLimit,
      schema: { querystring: ZHmisExportQuery, response: { 200: zipBody, ...guardedErrors } },
    },
    async (request, reply) => {
      const { organizationId } = partnerOf(request);
      const file = await hmisExport(db, {
        ...request.query,
        organizationId,
        actor: { type: 'partner', id: organizationId, ip: request.ip },
      });
      return sendZip(reply, file);
    },
  );

  app.get(
    ADMIN_HMIS_EXPORT_PATH,
    {
      onRequest: auth.requireUser('admin'),
      config: exportRateLimit,
      schema: { querystring: ZAdminHmisExportQuery, response: { 200: zipBody, ...guardedErrors } },
    },
    async (request, reply) => {
      const file = await hmisExport(db, {
        ...request.query,
        actor: { type: 'admin', id: userOf(request).id, ip: request.ip },
      });
      return sendZip(reply, file);
    },
  );

  // the upload is the zip itself, read whole (up to its limit) and checked before anything is stored
  app.addContentTypeParser(
    HMIS_IMPORT_CONTENT_TYPE,
    { parseAs: 'buffer', bodyLimit: HMIS_IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.post(
    ADMIN_HMIS_IMPORT_PATH,
    {
      onRequest: auth.requireUser('admin'),
      bodyLimit: HMIS_IMPORT_MAX_BYTES,
      // a repeat upload replaces the CoC's import (the same result); a binary body is no key's canonical JSON
      config: { ...exportRateLimit, idempotency: false },
      schema: { querystring: ZHmisImportQuery, response: { 200: ZHmisImport, ...guardedErrors } },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body))
        return reply.status(415).send({ message: `Send the zip as ${HMIS_IMPORT_CONTENT_TYPE}` });
      return hmisImport(db, {
        coc: request.query.coc,
        zip: request.body,
        actor: { id: userOf(request).id, ip: request.ip },
      });
    },
  );
};
