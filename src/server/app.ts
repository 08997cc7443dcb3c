import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import type { MailSettings, ModuleRoutes } from './module';
import { accountLinkRoutes } from './modules/accounts/account-link-routes';
import { accountsRoutes } from './modules/accounts/routes';
import { adminOversightRoutes } from './modules/admin-oversight/routes';
import { benefitsGuideRoutes } from './modules/benefits-guide/routes';
import { bulkIntakeRoutes } from './modules/bulk-intake/routes';
import { coLivingRoutes } from './modules/co-living/routes';
import { contactRoutes } from './modules/contact/routes';
import { healthRoutes } from './modules/health/routes';
import { housingIntakeRoutes } from './modules/housing-intake/routes';
import { housingMatchesRoutes } from './modules/housing-matches/routes';
import { inboxRoutes } from './modules/inbox/routes';
import { landlordPortalRoutes } from './modules/landlord-portal/routes';
import { landlordToolsRoutes } from './modules/landlord-tools/routes';
import { leadFlowRoutes } from './modules/lead-flow/routes';
import { matchSearchRoutes } from './modules/match-search/routes';
import { messagesRoutes } from './modules/messages/routes';
import { networkRoutes } from './modules/network/routes';
import { partnerApplicationsRoutes } from './modules/partner-applications/routes';
import { partnerPortalRoutes } from './modules/partner-portal/routes';
import { propertiesRoutes } from './modules/properties/routes';
import { stalledWorkRoutes } from './modules/stalled-work/routes';
import { createAuth, registerCookies } from './plugins/auth';
import { registerClientStatic } from './plugins/client-static';
import { registerErrorHandler } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';

export interface AppDeps {
  db: Database;
  production?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built client; omit to serve the API only. */
  clientDir?: string;
  /** Absolute lifetime of a session (SESSION_TTL_HOURS). */
  sessionTtlHours?: number;
  /** Links and the housing team's address in messages; defaults suit tests. */
  mail?: MailSettings;
  /** The message runner, told after each successful change so queued messages go out at once. */
  messages?: { wake(): void };
}

const DEFAULT_MAIL: MailSettings = { publicUrl: 'http://localhost:5000', adminAddress: 'no-reply@localhost' };

const modules: ModuleRoutes[] = [
  healthRoutes,
  contactRoutes,
  landlordToolsRoutes,
  propertiesRoutes,
  matchSearchRoutes,
  housingIntakeRoutes,
  housingMatchesRoutes,
  benefitsGuideRoutes,
  bulkIntakeRoutes,
  coLivingRoutes,
  accountsRoutes,
  accountLinkRoutes,
  partnerPortalRoutes,
  landlordPortalRoutes,
  networkRoutes,
  leadFlowRoutes,
  messagesRoutes,
  stalledWorkRoutes,
  inboxRoutes,
  adminOversightRoutes,
  partnerApplicationsRoutes,
];

export const DEFAULT_SESSION_TTL_HOURS = 12;
export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // only a proxy on a private network may name the client's address (login limits count by it)
    trustProxy: ['loopback', 'linklocal', 'uniquelocal'],
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  await registerSecurity(app, deps.production ?? false);
  await registerOpenApi(app);
  await registerCookies(app);
  const auth = createAuth({
    db: deps.db,
    sessionTtlHours: deps.sessionTtlHours ?? DEFAULT_SESSION_TTL_HOURS,
    production: deps.production ?? false,
  });
  const mail = deps.mail ?? DEFAULT_MAIL;
  for (const routes of modules) {
    await app.register(async (scope) =>
      routes(scope.withTypeProvider<ZodTypeProvider>(), { db: deps.db, auth, mail }),
    );
  }
  const messages = deps.messages;
  if (messages) {
    // after the response, so the change's transaction has committed; the wake never delays or fails it
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) messages.wake();
    });
  }
  if (deps.clientDir) await registerClientStatic(app, deps.clientDir);
  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
