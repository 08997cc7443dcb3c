import { isDatabaseUnavailable } from '@server/db/unavailable';
import type { ApiError } from '@shared/contracts/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: ApiError['issues'],
    /** Where the answer is now (a 3xx: a merged person's id answers with the survivor's address). */
    readonly location?: string,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, message);

/** 308: the record lives at `location` now, for every method (a merged person's record, decision 0030). */
export const movedTo = (location: string, message = 'This record moved.') =>
  new HttpError(308, message, undefined, location);

export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a moment.';

/**
 * The one error handler: 400 with field messages, known 4xx as they are, 503 when the database had a bad moment
 * (db/unavailable.ts), anything else a logged 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }));
      const body: ApiError = { message: issues[0]?.message ?? 'Invalid request', issues };
      return reply.status(400).send(body);
    }
    if (error instanceof HttpError) {
      if (error.location) reply.header('location', error.location);
      const body: ApiError = { message: error.message, ...(error.issues ? { issues: error.issues } : {}) };
      return reply.status(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientMessage(error) } satisfies ApiError);
    }
    if (isDatabaseUnavailable(error)) {
      // the database's bad moment, not a bug: the transaction rolled back whole, the client may retry
      request.log.warn({ err: error, route: request.routeOptions.url }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: DATABASE_UNAVAILABLE_MESSAGE } satisfies ApiError);
    }
    // serialized by logging.ts: the failed statement's shape and PostgreSQL's code, never its values
    request.log.error({ err: error, route: request.routeOptions.url }, 'unhandled error');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.' } satisfies ApiError);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is larger than 1 MB.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    default:
      return error.message;
  }
}
