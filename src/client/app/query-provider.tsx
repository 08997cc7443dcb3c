import { queryClient } from '@client/lib/query-client';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';

/**
 * The app's one query client, given to the pages that read the API (routes.tsx): TanStack Query's client loads
 * with those pages, not with the static ones (decision 0022). Each page gets a provider of the same client, so
 * the cache outlives navigation. Under an outer provider (tests pass their own client) it adds nothing.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
