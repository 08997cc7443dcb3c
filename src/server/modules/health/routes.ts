import type { ModuleRoutes } from '@server/module';
import { z } from 'zod';

/** Liveness for load balancers, and the trivial baseline route of `npm run bench`. */
export const healthRoutes: ModuleRoutes = (app) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({
      status: 'ok' as const,
    }),
  );
};
