import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ApiDocsAccess } from '../config';

export const API_DOCS_PATH = '/api/docs';

/**
 * Registers OpenAPI generation (before routes) and serves the document at /api/docs: to anyone (`public`),
 * only behind `adminGuard` (`admin`, production's default: the full API surface is a map for an attacker), or
 * not at all (`off`: no generation either, the path answers 404).
 */
export async function registerOpenApi(
  app: FastifyInstance,
  access: ApiDocsAccess,
  adminGuard: (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
): Promise<void> {
  if (access === 'off') return;
  await app.register(swagger, {
    openapi: {
      info: { title: 'Veterans housing marketplace API', version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
  });
  // the routes can't change once the app is ready: the document is written once, then sent as it is
  let document: string | undefined;
  app.get(
    API_DOCS_PATH,
    { schema: { hide: true }, ...(access === 'admin' ? { onRequest: adminGuard } : {}) },
    async (_request, reply) => {
      document ??= JSON.stringify(app.swagger());
      return reply.type('application/json; charset=utf-8').send(document);
    },
  );
}
