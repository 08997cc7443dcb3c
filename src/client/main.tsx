import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DeferredToaster } from './app/deferred-toaster';
import { ErrorBoundary } from './app/error-boundary';
import { AppRouter } from './app/router';
import { restorePartnerSession } from './lib/partner-token';
import './styles.css';

restorePartnerSession();

const container = document.getElementById('root');
if (!container) throw new Error('The page is missing its #root element.');

createRoot(container).render(
  <StrictMode>
    <ErrorBoundary>
      <AppRouter />
      <DeferredToaster />
    </ErrorBoundary>
  </StrictMode>,
);
