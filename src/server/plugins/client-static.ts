import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { PAGE_ANSWERS_ELEMENT_ID, type PageAnswer } from '@shared/contracts/page-answers';
import type { SupportContact } from '@shared/contracts/site-shell';
import { OTHER_ROUTES, SUPPORT_EMAIL_META, SUPPORT_PHONE_META } from '@shared/contracts/site-shell';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with this deployment's settings in <meta> tags (SUPPORT_EMAIL, SUPPORT_PHONE): every page reads
 * them at once, with no request and no loading state.
 */
export function renderShell(html: string, support: SupportContact): string {
  const metas = [
    `<meta name="${SUPPORT_EMAIL_META}" content="${escapeHtml(support.email)}" />`,
    support.phone ? `<meta name="${SUPPORT_PHONE_META}" content="${escapeHtml(support.phone)}" />` : '',
  ].join('');
  return html.replace('</head>', `${metas}</head>`);
}

/**
 * The shell of one route: its own chunks (route-preloads.json, written by the build) as modulepreload links, so
 * the browser fetches them beside the entry instead of after it has run.
 */
export function routeShell(shell: string, preloads: readonly string[]): string {
  if (preloads.length === 0) return shell;
  const links = preloads
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`)
    .join('');
  return shell.replace('</head>', `${links}</head>`);
}

/**
 * Each fixed route's shell, and every other route's (OTHER_ROUTES), from the build's route-preloads.json (none when
 * the build has no such file).
 */
function routeShells(clientDir: string, shell: string): Map<string, string> {
  const file = join(clientDir, 'route-preloads.json');
  if (!existsSync(file)) return new Map();
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  return new Map(Object.entries(preloads).map(([path, files]) => [path, routeShell(shell, files)]));
}

/** What the build's prerender bundle (dist/prerender/prerender.js, from src/client/prerender.tsx) exports. */
interface Prerenderer {
  PRERENDERED_ROUTES: readonly string[];
  /** The pages a one-time link opens, by the query parameters that carry its token (a bundle may have none). */
  LINK_PAGES?: Readonly<Record<string, readonly string[]>>;
  pageAnswerSource(path: string): { apiPath: string; queryKey: readonly unknown[] } | null;
  renderRoute(path: string, support: SupportContact, answers?: readonly PageAnswer[]): Promise<RenderedPage>;
}
interface RenderedPage {
  html: string;
  title: string;
  /** The API answers the page was rendered with, for the browser's first render to start from. */
  answers?: readonly PageAnswer[];
}

/** JSON inside a <script> element: no `<` that could close it or open a comment. */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A route's shell with the page's own HTML in #root, for React to hydrate, its title, and the answers it was
 * rendered with (decision 0028).
 */
export function withPage(shell: string, page: RenderedPage): string {
  const answers = page.answers?.length
    ? `<script type="application/json" id="${PAGE_ANSWERS_ELEMENT_ID}">${jsonInHtml(page.answers)}</script>`
    : '';
  return shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${answers}`);
}

async function loadPrerenderer(clientDir: string, log: FastifyBaseLogger): Promise<Prerenderer | null> {
  const file = join(clientDir, '..', 'prerender', 'prerender.js');
  if (!existsSync(file)) return null;
  try {
    return (await import(pathToFileURL(file).href)) as Prerenderer;
  } catch (error) {
    log.warn({ err: error }, 'The pages rendered ahead could not load; the browser renders every page.');
    return null;
  }
}

/**
 * What a link page is rendered with in place of its token: the page shows no token in its first render
 * (useLinkParam), so this never reaches the HTML, and no real token is ever given to the renderer.
 */
export const LINK_TOKEN_STAND_IN = 'stand-in';

/** The key of the page rendered ahead for a link to `route` whose query string is one token parameter. */
const linkPageKey = (route: string, param: string) => `${route}?${param}`;

/**
 * The page rendered ahead that a request with a query string may get: only a link page (LINK_PAGES) whose query
 * string is exactly one of its token parameters, with a value. Anything else may change the page: the plain shell.
 */
function linkPageFor(renderer: Prerenderer, route: string, url: string): string | null {
  const params = [...new URLSearchParams(url.slice(url.indexOf('?') + 1))];
  const [name, value] = params.length === 1 ? (params[0] ?? []) : [];
  if (!name || !value || !renderer.LINK_PAGES?.[route]?.includes(name)) return null;
  return linkPageKey(route, name);
}

/**
 * The static pages rendered to HTML, each once, started at once so the first visitor rarely waits, and each link
 * page once per token parameter. A page that fails to render leaves the plain shell (the browser renders the
 * page), logged.
 */
function prerenderedPages(
  renderer: Prerenderer,
  support: SupportContact,
  log: FastifyBaseLogger,
): Map<string, Promise<RenderedPage | null>> {
  const render = (path: string) =>
    renderer.renderRoute(path, support).catch((error: unknown) => {
      log.warn({ err: error, path }, 'A page could not be rendered ahead; the browser renders it instead.');
      return null;
    });
  const links = Object.entries(renderer.LINK_PAGES ?? {}).flatMap(([route, params]) =>
    params.map((param) => [linkPageKey(route, param), `${route}?${param}=${LINK_TOKEN_STAND_IN}`] as const),
  );
  return new Map([
    ...renderer.PRERENDERED_ROUTES.map((path) => [path, render(path)] as const),
    ...links.map(([key, path]) => [key, render(path)] as const),
  ]);
}

/** Pages rendered for a request, by route: the API answer each was rendered from, and the render. */
type RenderedForRequest = Map<string, { answer: string; page: Promise<RenderedPage | null> }>;
/** About 35 KB each: a few MB at most. */
const RENDERED_FOR_REQUEST_LIMIT = 200;

/**
 * A page that shows one public API answer (an organisation's public profile), rendered with that answer as the API
 * gives it to anyone (asked through the app itself, so the same route, contract and checks answer). The answer is
 * asked for on every request; the render is reused while the answer is the same, so a change shows at once and
 * a shared link costs one small query, not a render (React's server render takes about 10 ms). No answer, or a
 * failed render, leaves the plain shell: the browser renders the page and its message.
 */
async function pageWithAnswer(
  app: FastifyInstance,
  renderer: Prerenderer,
  route: string,
  support: SupportContact,
  rendered: RenderedForRequest,
): Promise<RenderedPage | null> {
  const source = renderer.pageAnswerSource(route);
  if (!source) return null;
  const reply = await app.inject({ method: 'GET', url: source.apiPath });
  if (reply.statusCode !== 200) return null;
  let entry = rendered.get(route);
  if (entry?.answer !== reply.body) {
    const answers = [{ queryKey: source.queryKey, data: reply.json() as unknown }];
    const page = renderer.renderRoute(route, support, answers).then(
      (page) => ({ ...page, answers }),
      (error: unknown) => {
        app.log.warn(
          { err: error, path: route },
          'A page could not be rendered; the browser renders it instead.',
        );
        return null;
      },
    );
    entry = { answer: reply.body, page };
  }
  // the most recently used last, so the one used longest ago goes first
  rendered.delete(route);
  rendered.set(route, entry);
  const oldest = rendered.keys().next().value;
  if (rendered.size > RENDERED_FOR_REQUEST_LIMIT && oldest !== undefined) rendered.delete(oldest);
  return entry.page;
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
  const shells = routeShells(clientDir, shell);
  const renderer = await loadPrerenderer(clientDir, app.log);
  const pages = renderer ? prerenderedPages(renderer, support, app.log) : new Map();
  const renderedForRequest: RenderedForRequest = new Map();
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // index.html goes out with the deployment's settings written in (below), never as the build left it
    globIgnore: ['index.html', 'index.html.br', 'index.html.gz', 'route-preloads.json'],
    // the build wrote .br and .gz beside each asset (vite.config.ts): sent as they are to a client that accepts them
    preCompressed: true,
    setHeaders: (reply, path) => {
      const immutable = path.includes(`${join(clientDir, 'assets')}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api') {
      return reply.status(404).send({ message: `No such endpoint: GET ${path}` });
    }
    const file = path.slice(1);
    if (
      file &&
      file !== 'index.html' &&
      file !== 'route-preloads.json' &&
      !file.includes('..') &&
      existsSync(join(clientDir, file)) &&
      file.includes('.')
    ) {
      return reply.sendFile(file);
    }
    const route = path.length > 1 ? path.replace(/\/+$/, '') : path;
    // a query string may change what the page shows: only the bare path gets the page rendered ahead, and a
    // one-time link its link page (the same for every token), with no preloads (its scripts load once it is on
    // screen: main.tsx)
    let page: RenderedPage | null | undefined = null;
    if (renderer && !request.url.includes('?')) {
      page =
        (await pages.get(route)) ?? (await pageWithAnswer(app, renderer, route, support, renderedForRequest));
    } else if (renderer) {
      const linkPage = linkPageFor(renderer, route, request.url);
      if (linkPage) page = await pages.get(linkPage);
    }
    const html = page ? withPage(shell, page) : (shells.get(route) ?? shells.get(OTHER_ROUTES) ?? shell);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}
