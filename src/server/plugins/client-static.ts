import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built SPA; every non-API GET falls back to index.html so client routes work on reload. */
export async function registerClientStatic(app: FastifyInstance, clientDir: string): Promise<void> {
  if (!existsSync(join(clientDir, 'index.html'))) {
    app.log.warn(`No built client in ${clientDir}; run "npm run build". Serving the API only.`);
    return;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // the build wrote .br and .gz beside each asset (vite.config.ts): sent as they are to a client that accepts them
    preCompressed: true,
    setHeaders: (reply, path) => {
      const immutable = path.includes(`${join(clientDir, 'assets')}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api') {
      return reply.status(404).send({ message: `No such endpoint: GET ${path}` });
    }
    const file = path.slice(1);
    if (file && !file.includes('..') && existsSync(join(clientDir, file)) && file.includes('.')) {
      return reply.sendFile(file);
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
