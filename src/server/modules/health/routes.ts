import { pendingMigrations } from '@server/db/client';
import type { ModuleRoutes } from '@server/module';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

const CHECK = z.enum(['ok', 'failing', 'pending', 'not started']);
const ZReadiness = z.object({
  status: z.enum(['ready', 'not ready']),
  checks: z.object({ database: CHECK, migrations: CHECK, jobs: CHECK.optional() }),
});
type Check = z.infer<typeof CHECK>;

/**
 * `/api/health`: the process answers (liveness, and the trivial baseline route of `npm run bench`).
 * `/api/ready`: this server can do its work (a load balancer sends it traffic): the database answers, it has
 * every migration this build knows, and the job runner has started. 503 otherwise, and while shutting down.
 */
export const healthRoutes: ModuleRoutes = (app, { db, jobs }) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({
      status: 'ok' as const,
    }),
  );

  app.get(
    '/api/ready',
    { schema: { response: { 200: ZReadiness, 503: ZReadiness } } },
    async (request, reply) => {
      const check = async (work: () => Promise<Check>): Promise<Check> => {
        try {
          return await work();
        } catch (error) {
          request.log.warn({ err: error }, 'readiness check failed');
          return 'failing';
        }
      };
      const database = await check(async () => {
        await db.execute(sql`select 1`);
        return 'ok';
      });
      // a database never migrated has no migrations table: failing, like one that does not answer
      const migrations =
        database === 'ok'
          ? await check(async () => ((await pendingMigrations(db)) === 0 ? 'ok' : 'pending'))
          : 'failing';
      const checks = {
        database,
        migrations,
        ...(jobs ? { jobs: jobs.isStarted() ? ('ok' as const) : ('not started' as const) } : {}),
      };
      const ready = Object.values(checks).every((check) => check === 'ok');
      reply.header('cache-control', 'no-store');
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? ('ready' as const) : ('not ready' as const), checks });
    },
  );
};
