import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import type { Auth } from './plugins/auth';

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What messages need to know about this deployment: PUBLIC_URL and the housing team's address. */
export interface MailSettings {
  publicUrl: string;
  adminAddress: string;
}

export interface ModuleDeps {
  db: Database;
  auth: Auth;
  mail: MailSettings;
}

/** A feature module: registers its routes on a scoped, zod-typed instance. */
export type ModuleRoutes = (app: AppInstance, deps: ModuleDeps) => Promise<void> | void;
