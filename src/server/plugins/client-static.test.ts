import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { type App, buildApp } from '@server/app';
import { createTestContext, type TestContext } from '@server/test/test-app.fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderShell } from './client-static';

/**
 * A built client as the build leaves it: hashed assets with their .br and .gz copies. The copies end with a
 * marker, so a test tells a copy sent as it is from the asset compressed on the fly.
 */
function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vhm-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><head><title>Veterans Housing</title></head>');
  const script = `export const text = ${JSON.stringify('veterans housing '.repeat(200))};`;
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(`${script}// br copy`));
  writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(`${script}// gz copy`));
  writeFileSync(
    join(dir, 'route-preloads.json'),
    JSON.stringify({ '/veterans': ['assets/veterans-page-x1.js'] }),
  );
  return dir;
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
    rmSync(clientDir, { recursive: true, force: true });
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
    expect((await app.inject({ method: 'GET', url: '/directory' })).body).not.toContain('modulepreload');
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
});
