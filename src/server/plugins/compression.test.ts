import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestContext, type TestContext } from '@server/test/test-app.fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES } from './compression';

describe('answer compression', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await createTestContext('pglite');
  });
  afterAll(() => context.close());

  // the OpenAPI document is a large JSON answer every build has
  const large = { method: 'GET', url: '/api/docs' } as const;

  it('sends a large JSON answer in brotli or gzip when the client accepts it, and plain when not', async () => {
    const plain = await context.app.inject(large);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const br = await context.app.inject({ ...large, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);

    const gzip = await context.app.inject({ ...large, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves a small answer as it is', async () => {
    const small = await context.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.body.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('refuses a compressed request body instead of inflating it', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(response.statusCode).toBe(415);
  });
});
