import { StrictMode } from 'react';
import { DeferredToaster } from './deferred-toaster';
import { ErrorBoundary } from './error-boundary';
import { AppRouter } from './router';

/** The whole app, the same in the browser (main.tsx) and where the server renders a page ahead (prerender.tsx). */
export function App() {
  return (
    <StrictMode>
      <ErrorBoundary>
        <AppRouter />
        <DeferredToaster />
      </ErrorBoundary>
    </StrictMode>
  );
}
