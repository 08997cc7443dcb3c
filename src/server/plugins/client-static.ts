import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { SupportContact } from '@shared/contracts/site-shell';
import { SUPPORT_EMAIL_META, SUPPORT_PHONE_META } from '@shared/contracts/site-shell';
import type { FastifyInstance } from 'fastify';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with this deployment's settings in <meta> tags (SUPPORT_EMAIL, SUPPORT_PHONE): every page reads
 * them at once, with no request and no loading state.
 */
export function renderShell(html: string, support: SupportContact): string {
  const metas = [
    `<meta name="${SUPPORT_EMAIL_META}" content="${escapeAttribute(support.email)}" />`,
    support.phone ? `<meta name="${SUPPORT_PHONE_META}" content="${escapeAttribute(support.phone)}" />` : '',
  ].join('');
  return html.replace('</head>', `${metas}</head>`);
}

/** Serves the built SPA; every non-API GET falls back to index.html so client routes work on reload. */
export async function registerClientStatic(
  app: FastifyInstance,
  clientDir: string,
  support: SupportContact,
): Promise<void> {
  if (!existsSync(join(clientDir, 'index.html'))) {
    app.log.warn(`No built client in ${clientDir}; run "npm run build". Serving the API only.`);
    return;
  }
  const shell = renderShell(readFileSync(join(clientDir, 'index.html'), 'utf8'), support);
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // index.html goes out with the deployment's settings written in (below), never as the build left it
    globIgnore: ['index.html', 'index.html.br', 'index.html.gz'],
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
    if (
      file &&
      file !== 'index.html' &&
      !file.includes('..') &&
      existsSync(join(clientDir, file)) &&
      file.includes('.')
    ) {
      return reply.sendFile(file);
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shell);
  });
}
