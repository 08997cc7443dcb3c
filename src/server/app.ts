import { accountAccessManifest } from '@server/modules/account-access';
import { accountsManifest } from '@server/modules/accounts';
import { adminOversightManifest } from '@server/modules/admin-oversight';
import { benchmarksManifest } from '@server/modules/benchmarks';
import { benefitsGuideManifest } from '@server/modules/benefits-guide';
import { bulkIntakeManifest } from '@server/modules/bulk-intake';
import { coLivingManifest } from '@server/modules/co-living';
import { contactManifest } from '@server/modules/contact';
import { duplicatesManifest } from '@server/modules/duplicates';
import { healthManifest } from '@server/modules/health';
import { hmisManifest } from '@server/modules/hmis';
import { housekeepingManifest } from '@server/modules/housekeeping';
import { housingIntakeManifest } from '@server/modules/housing-intake';
import { housingMatchesManifest } from '@server/modules/housing-matches';
import { hsdsManifest } from '@server/modules/hsds';
import { composeInboxKinds, inboxManifest, inboxNotices } from '@server/modules/inbox';
import { landlordPortalManifest } from '@server/modules/landlord-portal';
import { landlordToolsManifest } from '@server/modules/landlord-tools';
import { leadFlowManifest } from '@server/modules/lead-flow';
import { matchSearchManifest } from '@server/modules/match-search';
import { composeNotices, messagesManifest } from '@server/modules/messages';
import { myManifest } from '@server/modules/my';
import { networkManifest } from '@server/modules/network';
import { partnerApplicationsManifest } from '@server/modules/partner-applications';
import { partnerPortalManifest } from '@server/modules/partner-portal';
import { propertiesManifest } from '@server/modules/properties';
import { stalledWorkManifest } from '@server/modules/stalled-work';
import { veteransManifest } from '@server/modules/veterans';
import type { SupportContact } from '@shared/contracts/site-shell';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type ApiDocsAccess,
  DEFAULT_KEEP_ALIVE_TIMEOUT_SECONDS,
  DEFAULT_REQUEST_TIMEOUT_SECONDS,
  DEFAULT_SUPPORT_EMAIL,
  type TrustProxy,
} from './config';
import type { Database } from './db/client';
import {
  composeHomeLeavesMatching,
  composeLandlordRecordMerged,
  type JobRunnerState,
  type MailSettings,
  type ModuleManifest,
  type ScheduleDeps,
  type ScheduledJob,
} from './module';
import { registerAuditedReads } from './plugins/audited-reads';
import { createAuth, registerCookies } from './plugins/auth';
import { registerClientStatic } from './plugins/client-static';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler } from './plugins/error-handler';
import { registerIdempotency } from './plugins/idempotency';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';

export interface AppDeps {
  db: Database;
  production?: boolean;
  /** The logger from `createLogger` (logging.ts); omit for none. */
  logger?: FastifyBaseLogger;
  /** Whose X-Forwarded-For names the client (TRUST_PROXY); default nobody's. */
  trustProxy?: TrustProxy;
  timeouts?: ServerTimeouts;
  /** Who may read /api/docs (API_DOCS); default public outside production, admin in production. */
  apiDocs?: ApiDocsAccess;
  /** Folder of the built client; omit to serve the API only. */
  clientDir?: string;
  /** Absolute lifetime of a session (SESSION_TTL_HOURS). */
  sessionTtlHours?: number;
  /** Links and the housing team's address in messages; defaults suit tests. */
  mail?: MailSettings;
  /** The support team's address and phone (SUPPORT_EMAIL, SUPPORT_PHONE). */
  support?: SupportContact;
  /**
   * The message runner, told after each successful change so queued messages go out at once; with `isStarted`,
   * `GET /api/ready` waits for it.
   */
  messages?: { wake(): void } & Partial<JobRunnerState>;
}

const DEFAULT_MAIL: MailSettings = { publicUrl: 'http://localhost:5000', adminAddress: 'no-reply@localhost' };
const DEFAULT_SUPPORT: SupportContact = { email: DEFAULT_SUPPORT_EMAIL, phone: null };

/** Every module, as its index.ts declares it; routes register in this order. */
export const MODULES: readonly ModuleManifest[] = [
  healthManifest,
  contactManifest,
  landlordToolsManifest,
  propertiesManifest,
  matchSearchManifest,
  housingIntakeManifest,
  housingMatchesManifest,
  benefitsGuideManifest,
  bulkIntakeManifest,
  coLivingManifest,
  accountsManifest,
  partnerPortalManifest,
  landlordPortalManifest,
  networkManifest,
  leadFlowManifest,
  messagesManifest,
  stalledWorkManifest,
  inboxManifest,
  adminOversightManifest,
  partnerApplicationsManifest,
  accountAccessManifest,
  duplicatesManifest,
  hsdsManifest,
  benchmarksManifest,
  myManifest,
  hmisManifest,
  veteransManifest,
  housekeepingManifest,
];

/** Every type of inbox item and every decision on one, from the modules that open them. */
export const INBOX = composeInboxKinds(MODULES.map((module) => module.inbox));

/** Every kind of message with its notice, from the modules that queue them: the message runner sends by it. */
export const NOTICES = composeNotices([...MODULES.map((module) => module.messages), inboxNotices(INBOX)]);

/** Every module's scheduled work, for the job runner. */
/** What every module closes when a home leaves matching. */
const HOME_LEAVES_MATCHING = composeHomeLeavesMatching(MODULES.map((module) => module.homeLeavesMatching));
/** What every module moves when a landlord record is merged into another. */
const LANDLORD_RECORD_MERGED = composeLandlordRecordMerged(
  MODULES.map((module) => module.landlordRecordMerged),
);

export const moduleSchedules = (deps: ScheduleDeps): ScheduledJob[] =>
  MODULES.flatMap((module) => module.schedules?.(deps) ?? []);

export const DEFAULT_SESSION_TTL_HOURS = 12;
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** REQUEST_TIMEOUT_SECONDS and KEEP_ALIVE_TIMEOUT_SECONDS, in milliseconds. */
export interface ServerTimeouts {
  /** The whole request, headers and body: a slower client gets 408 and is disconnected. */
  requestMs: number;
  /** An idle kept-alive connection between requests. */
  keepAliveMs: number;
}
const DEFAULT_TIMEOUTS: ServerTimeouts = {
  requestMs: DEFAULT_REQUEST_TIMEOUT_SECONDS * 1000,
  keepAliveMs: DEFAULT_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
};
const HEADERS_TIMEOUT_MS = 10_000;
// Node enforces the request and headers timeouts only when it checks, every 30 s by default: a slow body
// would live up to 30 s past its timeout
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

export async function buildApp(deps: AppDeps) {
  const timeouts = deps.timeouts ?? DEFAULT_TIMEOUTS;
  const app = Fastify({
    loggerInstance: deps.logger,
    bodyLimit: BODY_LIMIT_BYTES,
    // only the proxies named in TRUST_PROXY may name the client's address (sign-in limits count by it)
    trustProxy: deps.trustProxy ?? false,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, timeouts.requestMs),
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  await registerSecurity(app, deps.production ?? false, deps.db);
  await registerCompression(app);
  await registerCookies(app);
  registerIdempotency(app, deps.db);
  registerAuditedReads(app, deps.db);
  const auth = createAuth({
    db: deps.db,
    sessionTtlHours: deps.sessionTtlHours ?? DEFAULT_SESSION_TTL_HOURS,
    production: deps.production ?? false,
  });
  const apiDocs = deps.apiDocs ?? (deps.production ? 'admin' : 'public');
  await registerOpenApi(app, apiDocs, auth.requireUser('admin'));
  const mail = deps.mail ?? DEFAULT_MAIL;
  const messages = deps.messages;
  const jobs = messages?.isStarted ? { isStarted: messages.isStarted.bind(messages) } : undefined;
  const moduleDeps = {
    db: deps.db,
    auth,
    mail,
    jobs,
    notices: NOTICES,
    inbox: INBOX,
    homeLeavesMatching: HOME_LEAVES_MATCHING,
    landlordRecordMerged: LANDLORD_RECORD_MERGED,
  };
  for (const routes of MODULES.flatMap((module) => module.routes ?? [])) {
    await app.register(async (scope) => routes(scope.withTypeProvider<ZodTypeProvider>(), moduleDeps));
  }
  if (messages) {
    // after the response, so the change's transaction has committed; the wake never delays or fails it
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) messages.wake();
    });
  }
  // once closing, each answer ends its connection: a kept-alive client would otherwise hold close() (and the
  // shutdown) open until its idle timeout; new requests meanwhile get Fastify's 503
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  if (deps.clientDir) await registerClientStatic(app, deps.clientDir, deps.support ?? DEFAULT_SUPPORT);
  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
