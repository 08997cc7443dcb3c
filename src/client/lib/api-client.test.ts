import type { QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  apiRequest,
  getJson,
  getList,
  getQueryFn,
  newIdempotencyKey,
  POST_RETRY_DELAYS_MS,
  parseApiError,
  sendJson,
} from './api-client';

const fetchMock = vi.fn<typeof fetch>();

function respond(status: number, body: string, statusText = '') {
  fetchMock.mockResolvedValueOnce(new Response(body || null, { status, statusText }));
}

function ctx(queryKey: readonly unknown[]) {
  return {
    queryKey,
    signal: new AbortController().signal,
    meta: undefined,
  } as unknown as QueryFunctionContext;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON with a content type and credentials', async () => {
    respond(200, '{"score":8}');
    const res = await apiRequest('POST', '/api/property-score', { zipCode: '12345', bedrooms: 3 });
    expect(await res.json()).toEqual({ score: 8 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/property-score');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({
      'Content-Type': 'application/json',
      'Idempotency-Key': expect.any(String),
    });
    expect(init?.body).toBe('{"zipCode":"12345","bedrooms":3}');
  });

  it('sends no body and no content type without data', async () => {
    respond(200, '[]');
    await apiRequest('GET', '/api/properties');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({});
    expect(init?.credentials).toBe('include');
  });

  it('sends no Authorization header: partner sessions ride in their HttpOnly cookie', async () => {
    localStorage.setItem('partnerOrganization', JSON.stringify({ id: 'o-1' }));
    respond(200, '{}');
    await apiRequest('GET', '/api/partner/profile');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({});
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('throws "status: body" on a non-OK answer', async () => {
    respond(400, '{"message":"Bad ZIP"}', 'Bad Request');
    await expect(apiRequest('POST', '/api/x', {})).rejects.toThrow('400: {"message":"Bad ZIP"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    respond(500, '', 'Internal Server Error');
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('500: Internal Server Error');
  });
});

describe('getQueryFn', () => {
  it('GETs the query key joined with slashes and parses JSON', async () => {
    respond(200, '{"count":150}');
    const data = await getQueryFn({ on401: 'throw' })(ctx(['/api/vsos', 'count']));
    expect(data).toEqual({ count: 150 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/vsos/count');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBeUndefined();
  });

  it('returns null on 401 in returnNull mode', async () => {
    respond(401, '{"message":"Sign in"}', 'Unauthorized');
    await expect(getQueryFn({ on401: 'returnNull' })(ctx(['/api/admin/me']))).resolves.toBeNull();
  });

  it('throws on 401 in throw mode', async () => {
    respond(401, '', 'Unauthorized');
    await expect(getQueryFn({ on401: 'throw' })(ctx(['/api/admin/me']))).rejects.toThrow('401: Unauthorized');
  });
});

describe('parseApiError', () => {
  it('reads the message and field issues of a 4xx JSON body', () => {
    const error = new ApiError(
      400,
      '{"message":"Check the form","issues":[{"path":"zipCode","message":"Enter 5 digits"}]}',
    );
    expect(parseApiError(error)).toEqual({
      status: 400,
      message: 'Check the form',
      issues: [{ path: 'zipCode', message: 'Enter 5 digits' }],
    });
  });

  it('joins array paths with dots', () => {
    const error = new ApiError(
      400,
      '{"message":"x","issues":[{"path":["veterans",0,"name"],"message":"Enter a name"}]}',
    );
    expect(parseApiError(error).issues).toEqual([{ path: 'veterans.0.name', message: 'Enter a name' }]);
  });

  it('uses a plain text body as the message', () => {
    expect(parseApiError(new ApiError(503, '', 'Service Unavailable'))).toEqual({
      status: 503,
      message: 'Service Unavailable',
    });
  });

  it('explains network failures in plain words', () => {
    const parsed = parseApiError(new TypeError('Failed to fetch'));
    expect(parsed.status).toBe(0);
    expect(parsed.message).toMatch(/couldn't reach the server/);
  });
});

describe('ApiError', () => {
  it('keeps the status, the parsed body and the user message of a JSON answer', async () => {
    respond(409, '{"message":"Already notified"}', 'Conflict');
    const error = await apiRequest('POST', '/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      body: { message: 'Already notified' },
      userMessage: 'Already notified',
      message: '409: {"message":"Already notified"}',
    });
  });

  it('keeps a text body as text and says something generic for a JSON body without a message', () => {
    expect(new ApiError(502, 'Bad gateway')).toMatchObject({
      body: 'Bad gateway',
      userMessage: 'Bad gateway',
    });
    expect(new ApiError(500, '{}').userMessage).toBe('Something went wrong. Please try again.');
    expect(new ApiError(500, '{}').issues).toBeUndefined();
  });

  it('lets a network failure through as the TypeError of fetch', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('GET', '/api/x')).rejects.toBeInstanceOf(TypeError);
  });
});

describe('getJson, sendJson and getList', () => {
  const ZScore = z.object({ score: z.number() });

  it('GETs and parses with the contract', async () => {
    respond(200, '{"score":8,"extra":true}');
    await expect(getJson('/api/score', ZScore)).resolves.toEqual({ score: 8 });
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
  });

  it('refuses an answer that breaks the contract', async () => {
    respond(200, '{"score":"high"}');
    await expect(getJson('/api/score', ZScore)).rejects.toBeInstanceOf(z.ZodError);
  });

  it('sends a JSON body and parses the answer', async () => {
    respond(201, '{"score":3}');
    await expect(sendJson('POST', '/api/score', { zipCode: '12345' }, ZScore)).resolves.toEqual({ score: 3 });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"zipCode":"12345"}');
  });

  it('reads the rows and the x-total-count header of a list', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('[{"score":1}]', { status: 200, headers: { 'x-total-count': '42' } }),
    );
    await expect(getList('/api/scores', ZScore)).resolves.toEqual({ rows: [{ score: 1 }], total: 42 });
    respond(200, '[]');
    await expect(getList('/api/scores', ZScore)).resolves.toEqual({ rows: [], total: null });
  });
});

describe('POST: one Idempotency-Key per submission, bounded retries with it', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const keysSent = () =>
    fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'],
    );
  /** Runs `call` while the retry pauses pass on a fake clock. */
  async function withRetries<T>(call: () => Promise<T>): Promise<T> {
    vi.useFakeTimers();
    try {
      const settled = call().then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      );
      for (const delay of POST_RETRY_DELAYS_MS) await vi.advanceTimersByTimeAsync(delay);
      const outcome = await settled;
      if ('error' in outcome) throw outcome.error;
      return outcome.value;
    } finally {
      vi.useRealTimers();
    }
  }

  it('sends a new key with each submission (POST or PUT) and none with other methods', async () => {
    respond(201, '{}');
    respond(201, '{}');
    respond(200, '{}');
    respond(200, '{}');
    await apiRequest('POST', '/api/contact', { a: 1 });
    await apiRequest('POST', '/api/contact', { a: 1 });
    await apiRequest('PATCH', '/api/partner/profile', { a: 1 });
    await apiRequest('PUT', '/api/properties/1', { a: 1 });
    const [first, second, patch, put] = keysSent();
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
    expect(patch).toBeUndefined();
    expect(put).toMatch(UUID);
  });

  it('uses the key it is given', async () => {
    respond(201, '{}');
    await apiRequest('POST', '/api/contact', {}, { idempotencyKey: 'form-1' });
    expect(keysSent()).toEqual(['form-1']);
  });

  it('sends again with the same key after a dropped connection and a 503, then answers', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    respond(503, '', 'Service Unavailable');
    respond(201, '{"score":3}');
    const res = await withRetries(() => apiRequest('POST', '/api/score', { zipCode: '12345' }));
    expect(await res.json()).toEqual({ score: 3 });
    const keys = keysSent();
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('waits out a "still being handled" 409, but not a real conflict', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('{"message":"busy"}', { status: 409, headers: { 'retry-after': '1' } }),
    );
    respond(201, '{}');
    await withRetries(() => apiRequest('POST', '/api/x', {}));
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockReset();
    respond(409, '{"message":"You already asked about this home"}');
    await expect(apiRequest('POST', '/api/x', {})).rejects.toMatchObject({ status: 409 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up after two retries and reports the last failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(withRetries(() => apiRequest('POST', '/api/x', {}))).rejects.toBeInstanceOf(TypeError);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    fetchMock.mockReset();
    for (let i = 0; i < 3; i++) respond(502, 'Bad gateway');
    await expect(withRetries(() => apiRequest('POST', '/api/x', {}))).rejects.toMatchObject({ status: 502 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('never retries a GET, a 500 or an aborted call', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('GET', '/api/x')).rejects.toBeInstanceOf(TypeError);
    respond(500, '{"message":"Something went wrong on our side."}');
    await expect(apiRequest('POST', '/api/x', {})).rejects.toMatchObject({ status: 500 });
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(async () => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    await expect(apiRequest('POST', '/api/x', {}, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('makes a version 4 UUID without crypto.randomUUID (plain http)', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff) });
    expect(newIdempotencyKey()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});
