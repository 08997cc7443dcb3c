import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { type App, buildApp } from '@server/app';
import { organizations } from '@server/db/schema';
import { containsSecret, makeOrganization } from '@server/test/network-world.fixtures';
import { createTestContext, type TestContext } from '@server/test/test-app.fixtures';
import { OTHER_ROUTES } from '@shared/contracts/site-shell';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_TOKEN_STAND_IN, renderShell } from './client-static';

/**
 * A built client as the build leaves it: hashed assets with their .br and .gz copies. The copies end with a
 * marker, so a test tells a copy sent as it is from the asset compressed on the fly.
 */
function fakeBuild(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'vhm-build-')), 'client');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><head><title>Veterans Housing</title></head><body><div id="root"></div></body>',
  );
  const script = `export const text = ${JSON.stringify('veterans housing '.repeat(200))};`;
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(`${script}// br copy`));
  writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(`${script}// gz copy`));
  writeFileSync(
    join(dir, 'route-preloads.json'),
    JSON.stringify({
      '/veterans': ['assets/start-s1.js', 'assets/veterans-page-x1.js'],
      '/help': ['assets/start-s1.js', 'assets/help-page-h1.js'],
      [OTHER_ROUTES]: ['assets/start-s1.js'],
    }),
  );
  fakePrerender(join(dir, '..', 'prerender'));
  return dir;
}

/**
 * The prerender bundle as the build leaves it beside the client (dist/prerender/prerender.js): /help renders,
 * with the support address it was given, /broken fails, and /partner/{slug} and /partner/{id} render with their
 * public answer.
 */
function fakePrerender(dir: string): void {
  mkdirSync(dir);
  writeFileSync(
    join(dir, 'prerender.js'),
    `export const PRERENDERED_ROUTES = ['/help', '/broken'];
export const LINK_PAGES = { '/sign-in-link': ['token'] };
export function pageAnswerSource(path) {
  const key = /^\\/partner\\/([a-z0-9-]+)$/.exec(path)?.[1];
  if (!key) return null;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(key))
    return { apiPath: '/api/vsos/' + key, queryKey: ['vso', key] };
  return { apiPath: '/api/partner/profile/' + key, queryKey: ['profile', key] };
}
let renders = 0;
export async function renderRoute(path, support, answers = []) {
  if (path === '/broken') throw new Error('no such page');
  if (path.startsWith('/sign-in-link?')) return { html: '<main><h1>Sign in by email</h1><!--' + path + '--></main>', title: 'Sign in' };
  if (answers.length > 0) {
    const { name } = answers[0].data;
    renders += 1;
    return { html: '<main><h1>' + name.replace(/</g, '&lt;') + '</h1><!--render ' + renders + '--></main>', title: name };
  }
  return {
    html: '<main><h1>Help Center $&</h1><a href="mailto:' + support.email + '">write</a></main>',
    title: 'Help & Support | Veterans Housing',
  };
}`,
  );
}

describe('the built client', () => {
  let context: TestContext;
  let app: App;
  let clientDir: string;

  beforeAll(async () => {
    context = await createTestContext('pglite');
    clientDir = fakeBuild();
    app = await buildApp({ db: context.handle.db, clientDir });
  });
  afterAll(async () => {
    await app.close();
    await context.close();
    rmSync(join(clientDir, '..'), { recursive: true, force: true });
  });

  const asset = '/assets/index-abc123.js';

  it('serves a hashed asset precompressed, cached for a year, immutable', async () => {
    const br = await app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toMatch(/veterans housing.*\/\/ br copy$/);

    const gzip = await app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toMatch(/\/\/ gz copy$/);

    const plain = await app.inject({ method: 'GET', url: asset });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('veterans housing');
  });

  it("names a route's own chunks as modulepreload links in that route's index.html only", async () => {
    const link = '<link rel="modulepreload" crossorigin href="/assets/veterans-page-x1.js" />';
    for (const url of ['/veterans', '/veterans/', '/veterans?zip=12207']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain(link);
    }
    // a route the list does not name gets the app's start
    const other = (await app.inject({ method: 'GET', url: '/partner/some-organisation' })).body;
    expect(other).toContain('<link rel="modulepreload" crossorigin href="/assets/start-s1.js" />');
    expect(other).not.toContain('veterans-page-x1');
    // the build's list itself is not served
    const list = await app.inject({ method: 'GET', url: '/route-preloads.json' });
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).not.toContain('veterans-page-x1');
  });

  it("writes the deployment's support contact into index.html, escaped, and no phone when none is set", async () => {
    const page = await app.inject({ method: 'GET', url: '/index.html' });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<meta name="vhm-support-email" content="support@veteranshousing.org" />');
    expect(page.body).not.toContain('vhm-support-phone');
    expect(renderShell('<head></head>', { email: 'a"b@example.org', phone: '<518> 555-0142' })).toBe(
      '<head><meta name="vhm-support-email" content="a&quot;b@example.org" /><meta name="vhm-support-phone" content="&lt;518&gt; 555-0142" /></head>',
    );
  });

  it('serves index.html, for a client route too, as no-cache', async () => {
    for (const url of ['/', '/veterans']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('Veterans Housing');
    }
  });

  it('sends a page rendered ahead inside #root, for its bare path only', async () => {
    const page = '<main><h1>Help Center $&</h1><a href="mailto:support@veteranshousing.org">write</a></main>';
    for (const url of ['/help', '/help/']) {
      const help = await app.inject({ method: 'GET', url });
      expect(help.headers['cache-control']).toBe('no-cache');
      expect(help.body).toContain(`<div id="root">${page}</div>`);
      expect(help.body).toContain('<title>Help &amp; Support | Veterans Housing</title>');
      expect(help.body).not.toContain('<title>Veterans Housing</title>');
      // its scripts load once it is on screen (main.tsx), not beside it
      expect(help.body).not.toContain('modulepreload');
    }
    // a query string may change the page: the browser renders it
    const withQuery = (await app.inject({ method: 'GET', url: '/help?topic=account' })).body;
    expect(withQuery).toContain('<div id="root"></div>');
    expect(withQuery).toContain('href="/assets/help-page-h1.js"');
    expect((await app.inject({ method: 'GET', url: '/veterans' })).body).toContain('<div id="root"></div>');
  });

  it('sends a one-time link its page rendered ahead, the same for every token, and never the token', async () => {
    const token = 'Zq7'.repeat(14);
    const link = await app.inject({ method: 'GET', url: `/sign-in-link?token=${token}` });
    expect(link.body).toContain('<div id="root"><main><h1>Sign in by email</h1>');
    // rendered once at start-up, with a stand-in for the token: the link's own token is never given to it
    expect(link.body).toContain(`<!--/sign-in-link?token=${LINK_TOKEN_STAND_IN}-->`);
    expect(link.body).not.toContain(token);
    expect(link.body).not.toContain('modulepreload');
    // anything else in the query string, no token, or a page that is not a link's: the browser renders it
    for (const url of [
      `/sign-in-link?token=${token}&next=/admin`,
      '/sign-in-link?token=',
      '/sign-in-link?other=1',
      `/help?token=${token}`,
    ]) {
      expect((await app.inject({ method: 'GET', url })).body, url).toContain('<div id="root"></div>');
    }
  });

  it('sends the plain shell for a page that failed to render ahead', async () => {
    const broken = await app.inject({ method: 'GET', url: '/broken' });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<div id="root"></div>');
  });

  it("sends an organisation's public profile rendered with the API's public answer beside it, and nothing private", async () => {
    const { slug } = await makeOrganization(context.handle.db, {
      name: 'Troy </script><!-- Vets',
      zipCode: '12180',
    });
    const page = await app.inject({ method: 'GET', url: `/partner/${slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toMatch(
      /<div id="root"><main><h1>Troy &lt;\/script>&lt;!-- Vets<\/h1><!--render \d+--><\/main><\/div>/,
    );
    expect(page.body).toContain('<title>Troy &lt;/script&gt;&lt;!-- Vets</title>');
    const script = /<script type="application\/json" id="vhm-page-answers">([\s\S]*?)<\/script>/.exec(
      page.body,
    );
    // the name cannot close the element early: the JSON holds no "<" at all
    expect(script?.[1]).not.toContain('<');
    const public_ = await app.inject({ method: 'GET', url: `/api/partner/profile/${slug}` });
    expect(JSON.parse(script?.[1] ?? 'null')).toEqual([
      { queryKey: ['profile', slug], data: public_.json() },
    ]);
    expect(containsSecret(page.body)).toBe(false);
    expect(page.body).not.toContain('modulepreload');
  });

  it("sends an organisation's page by id rendered with the directory's public answer, and nothing private", async () => {
    const { id } = await makeOrganization(context.handle.db, { name: 'Watervliet Vets', zipCode: '12189' });
    const page = await app.inject({ method: 'GET', url: `/partner/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(
      /<div id="root"><main><h1>Watervliet Vets<\/h1><!--render \d+--><\/main><\/div>/,
    );
    const script = /<script type="application\/json" id="vhm-page-answers">([\s\S]*?)<\/script>/.exec(
      page.body,
    );
    const public_ = await app.inject({ method: 'GET', url: `/api/vsos/${id}` });
    expect(JSON.parse(script?.[1] ?? 'null')).toEqual([{ queryKey: ['vso', id], data: public_.json() }]);
    expect(containsSecret(page.body)).toBe(false);
    // an id no organisation has: the browser renders its message
    const unknown = await app.inject({ method: 'GET', url: '/partner/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f' });
    expect(unknown.body).toContain('<div id="root"></div>');
  });

  it('renders a profile again when its answer changes, and only then', async () => {
    const { id, slug } = await makeOrganization(context.handle.db, { name: 'Cohoes Vets', zipCode: '12047' });
    const render = async () => {
      const { body } = await app.inject({ method: 'GET', url: `/partner/${slug}` });
      return { name: /<h1>([^<]*)<\/h1>/.exec(body)?.[1], render: /<!--render (\d+)-->/.exec(body)?.[1] };
    };
    const first = await render();
    expect(first.name).toBe('Cohoes Vets');
    expect(await render()).toEqual(first);
    await context.handle.db
      .update(organizations)
      .set({ name: 'Cohoes Veterans Center' })
      .where(eq(organizations.id, id));
    const changed = await render();
    expect(changed.name).toBe('Cohoes Veterans Center');
    expect(changed.render).not.toBe(first.render);
  });

  it('sends the plain shell for a profile that does not exist, or an address with a query string', async () => {
    const { slug } = await makeOrganization(context.handle.db, { name: 'Albany Vets', zipCode: '12207' });
    for (const url of ['/partner/no-such-organisation', `/partner/${slug}?ref=share`]) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).not.toContain('vhm-page-answers');
    }
  });
});
