import { Toaster } from '@client/components/ui/toaster';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface ProvidersProps {
  children: ReactNode;
  /**
   * Tests pass a fresh client from createQueryClient(). The app passes none: the pages that read the API bring
   * the app's client with them (query-provider.tsx), so the static pages load no query code (decision 0022).
   */
  client?: QueryClient;
}

/** The tests' frame: the toaster mounted at once (the app defers it: deferred-toaster.tsx, main.tsx). */
export function Providers({ children, client }: ProvidersProps) {
  const app = (
    <>
      {children}
      <Toaster />
    </>
  );
  return client ? <QueryClientProvider client={client}>{app}</QueryClientProvider> : app;
}
