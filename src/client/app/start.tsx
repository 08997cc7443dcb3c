import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { restorePartnerSession } from '../lib/partner-token';
import { setTakingOverPage } from '../lib/use-hydrated';
import { App } from './app';

/**
 * Starts the app in #root: takes over the page the server rendered ahead (decision 0028), or renders it. React
 * takes the page over as a transition, in slices that let the browser answer the visitor in between, instead of
 * one task as long as the page is big; a tap in the meantime hydrates its part of the page at once.
 */
export function start(container: HTMLElement): void {
  restorePartnerSession();
  if (container.hasChildNodes()) {
    // until the page is live (router.tsx), the parts React hydrates catch up in a transition, not all at once
    setTakingOverPage(true);
    startTransition(() => {
      hydrateRoot(container, <App />);
    });
  } else createRoot(container).render(<App />);
}
