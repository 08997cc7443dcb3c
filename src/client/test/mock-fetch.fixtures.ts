import { vi } from 'vitest';

/** Answers every fetch with `body` as JSON and `status`; returns the mock to inspect the calls. */
export function mockFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
