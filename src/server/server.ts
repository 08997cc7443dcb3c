import { join, resolve } from 'node:path';
import { createMailTransport, createMessageRunner, mailboxAddress } from '@server/modules/messages';
import { recordMissingPersonStatuses } from '@server/modules/veterans';
import { buildApp, moduleSchedules, NOTICES } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { movePublicVersions } from './db/public-versions';
import { createLogger } from './logging';
import { seedDemoData } from './seed';
import { describeStartupError } from './startup-errors';

/** SIGTERM to exit: in-flight requests and jobs get this long (the runner's own drain allows 20 s). */
const SHUTDOWN_DEADLINE_MS = 25_000;

/** Known once the configuration is read: a start-up failure names the database, its password masked. */
let databaseUrl: string | undefined;

async function main(): Promise<void> {
  const config = loadConfig();
  databaseUrl = config.DATABASE_URL;
  const logger = createLogger(config.LOG_LEVEL);
  // a crash is logged like any error (a statement's shape, never its values), then ends the process as Node would
  for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
    process.on(event, (error: unknown) => {
      logger.fatal({ err: error }, event);
      process.exit(1);
    });
  }
  const queryLog = logger.isLevelEnabled('debug')
    ? (statement: string) => logger.debug({ statement }, 'database query')
    : undefined;
  const handle = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
    {
      queryLog,
      // the pool replaces the connection; requests on it answered 503 (decision 0032)
      onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost'),
    },
  );
  await handle.migrate();
  // this code may shape public answers differently: no browser revalidates a copy made by the code before
  await movePublicVersions(handle.db);
  // people whose events came before their status rows (the table's arrival): made once, then kept by the write path
  await recordMissingPersonStatuses(handle.db);
  if (config.SEED_DEMO && config.NODE_ENV !== 'production') {
    const seeded = await seedDemoData(handle.db);
    if (seeded) console.log(`Demo data seeded: ${seeded.summary}`);
  }
  const mail = { publicUrl: config.PUBLIC_URL, adminAddress: mailboxAddress(config.MAIL_FROM) };
  const runner = createMessageRunner({
    db: handle.db,
    raw: handle.raw,
    delivery: {
      ...mail,
      from: config.MAIL_FROM,
      transport: createMailTransport(
        config.SMTP_URL ? { smtpUrl: config.SMTP_URL } : { mailDir: resolve(config.DATA_DIR, 'mail') },
      ),
      lockWhileSending: handle.kind === 'postgres',
      notices: NOTICES,
    },
    schedules: moduleSchedules({ db: handle.db, report: (event, fields) => logger.info(fields, event) }),
    log: (message, error) => logger.error({ err: error }, message),
  });
  const app = await buildApp({
    mail,
    support: { email: config.SUPPORT_EMAIL, phone: config.SUPPORT_PHONE ?? null },
    messages: runner,
    db: handle.db,
    production: config.NODE_ENV === 'production',
    sessionTtlHours: config.SESSION_TTL_HOURS,
    // the bundle in dist/server serves dist/client; `npm run dev` (tsx) serves the API only, Vite serves the client
    clientDir: import.meta.dirname.endsWith(join('dist', 'server'))
      ? resolve(import.meta.dirname, '../client')
      : undefined,
    logger,
    trustProxy: config.TRUST_PROXY,
    timeouts: {
      requestMs: config.REQUEST_TIMEOUT_SECONDS * 1000,
      keepAliveMs: config.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    },
    apiDocs: config.API_DOCS,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    // a load balancer gives up on a server long before this; a stuck request or job must not keep it alive
    setTimeout(() => {
      app.log.error(`not closed within ${SHUTDOWN_DEADLINE_MS / 1000} s, exiting`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    try {
      // together: the listener stops accepting (requests on open connections get 503) while in-flight requests
      // and deliveries finish; the runner takes no new job
      await Promise.all([
        app.close().then(() => app.log.info('requests finished')),
        runner.stop().then(() => app.log.info('jobs finished')),
      ]);
      await handle.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // after listening: pg-boss's first start creates its schema (seconds on PGlite); requests need not wait
  await runner.start();
  const shownHost = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  console.log(`Veterans housing marketplace on http://${shownHost}:${config.PORT} (${handle.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : describeStartupError(error, databaseUrl));
  process.exit(1);
});
