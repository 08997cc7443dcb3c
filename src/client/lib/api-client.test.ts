import type { QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, getQueryFn, parseApiError, setBearerToken } from './api-client';

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
  setBearerToken(null);
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
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
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

  it('adds the bearer token when one is set', async () => {
    setBearerToken('abc');
    respond(200, '{}');
    await apiRequest('GET', '/api/partner/me');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ Authorization: 'Bearer abc' });
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
    const error = new Error(
      '400: {"message":"Check the form","issues":[{"path":"zipCode","message":"Enter 5 digits"}]}',
    );
    expect(parseApiError(error)).toEqual({
      status: 400,
      message: 'Check the form',
      issues: [{ path: 'zipCode', message: 'Enter 5 digits' }],
    });
  });

  it('joins array paths with dots', () => {
    const error = new Error(
      '400: {"message":"x","issues":[{"path":["veterans",0,"name"],"message":"Enter a name"}]}',
    );
    expect(parseApiError(error).issues).toEqual([{ path: 'veterans.0.name', message: 'Enter a name' }]);
  });

  it('uses a plain text body as the message', () => {
    expect(parseApiError(new Error('503: Service Unavailable'))).toEqual({
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
