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

/** The job runner as readiness sees it; absent when the app runs without one (the API tests). */
export interface JobRunnerState {
  isStarted(): boolean;
}

export interface ModuleDeps {
  db: Database;
  auth: Auth;
  mail: MailSettings;
  jobs?: JobRunnerState;
}

/** A feature module: registers its routes on a scoped, zod-typed instance. */
export type ModuleRoutes = (app: AppInstance, deps: ModuleDeps) => Promise<void> | void;

/**
 * Work a module runs on a schedule: the job runner (pg-boss) creates the queue with one run queued or active
 * at a time across every server, and fires it on `cron` (UTC).
 */
export interface ScheduledJob {
  /** The queue's name, also the schedule's. */
  queue: string;
  /** A cron expression, evaluated in UTC. */
  cron: string;
  /** One run; may queue messages (the runner hands them to delivery when it returns). */
  run: () => Promise<unknown>;
}
