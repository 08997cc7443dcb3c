import { vi } from 'vitest';

/** One answer: a status and a JSON body (or a function of the request), with optional headers. */
export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Route = FakeAnswer | ((init: RequestInit | undefined) => FakeAnswer) | 'offline';

/**
 * Stubs fetch with answers per "METHOD /path" (the query string is ignored); an unknown request
 * answers 404. Returns the mock to inspect the calls. For tests of screens that call several endpoints.
 */
export function mockFetchRoutes(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(url).split('?')[0]}`;
    const route = routes[key];
    if (route === 'offline') throw new TypeError('Failed to fetch');
    const answer =
      typeof route === 'function' ? route(init) : (route ?? { status: 404, body: { message: key } });
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {});
    return new Response(text, { status: answer.status, headers: answer.headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to "METHOD /path", with their parsed JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof mockFetchRoutes>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === key)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

/** A route that fails (500, the server's own words) until `recover()`, then answers 200 with `body`: for Try again. */
export function failingUntilRecovered(body: unknown) {
  let fail = true;
  const answer = (): FakeAnswer =>
    fail ? { status: 500, body: { message: 'Something went wrong on our side.' } } : { status: 200, body };
  return {
    answer,
    recover: () => {
      fail = false;
    },
  };
}
