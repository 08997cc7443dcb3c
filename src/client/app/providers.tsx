import { Toaster } from '@client/components/ui/toaster';
import { TooltipProvider } from '@client/components/ui/tooltip';
import { queryClient as defaultClient } from '@client/lib/query-client';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface ProvidersProps {
  children: ReactNode;
  /** Tests pass a fresh client from createQueryClient(). */
  client?: QueryClient;
}

export function Providers({ children, client = defaultClient }: ProvidersProps) {
  return (
    <QueryClientProvider client={client}>
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
