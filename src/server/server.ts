import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { coLivingSchedules } from './modules/co-living';
import { createMailTransport, createMessageRunner, mailboxAddress } from './modules/messages';
import { stalledWorkSchedules } from './modules/stalled-work';
import { seedDemoData } from './seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  await handle.migrate();
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
    },
    schedules: [...stalledWorkSchedules(handle.db), ...coLivingSchedules(handle.db)],
  });
  const app = await buildApp({
    mail,
    messages: runner,
    db: handle.db,
    production: config.NODE_ENV === 'production',
    sessionTtlHours: config.SESSION_TTL_HOURS,
    // the bundle in dist/server serves dist/client; `npm run dev` (tsx) serves the API only, Vite serves the client
    clientDir: import.meta.dirname.endsWith(join('dist', 'server'))
      ? resolve(import.meta.dirname, '../client')
      : undefined,
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // no query strings in logs: a one-time link carries its token in one (/reset-password?token=...)
      serializers: {
        req: (request: { method: string; url: string; ip?: string }) => ({
          method: request.method,
          url: request.url.split('?')[0],
          remoteAddress: request.ip,
        }),
      },
    },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    await app.close();
    await runner.stop();
    await handle.close();
    process.exit(0);
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
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
