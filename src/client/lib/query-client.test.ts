import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('query client defaults (spec 1, section 9)', () => {
  it('never retries, never refetches on its own, keeps data fresh and caches 5 minutes', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 300_000,
    });
    expect(typeof defaults.queries?.queryFn).toBe('function');
    expect(defaults.mutations?.retry).toBe(false);
  });
});
