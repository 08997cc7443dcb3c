import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Database } from '@server/db/client';
import type { FastifyInstance } from 'fastify';
import { databaseRateLimitStore } from './rate-limit-store';

export async function registerSecurity(
  app: FastifyInstance,
  production: boolean,
  db: Database,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with style attributes; scripts stay strict
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: production,
    frameguard: { action: 'deny' },
  });
  // Limits are opted into per route (forms and logins), so reads stay fast. Counted in the database, so every
  // app server counts the same hits (decision 0032); a database that is away makes the request a 503.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
}

/** Route config for public form submissions: generous for people, a wall for scripts. */
export const formRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
