import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { restorePartnerSession } from '../lib/partner-token';
import { App } from './app';
import { preloadPage } from './router';

/**
 * Starts the app in #root: takes over the page the server rendered ahead (decision 0028), or renders it. The page's
 * own chunk loads first: hydrating while it still loaded would leave the page's part of the HTML waiting to
 * hydrate, and React drops a click that lands there in the meantime. A page that fails to load is rendered by the
 * router's error boundary, as on any other visit. React takes the page over as a transition: in small slices that
 * let the browser answer the visitor in between, instead of one long task (a slow phone froze for half a second
 * on the pages with forms). A tap in the meantime hydrates its part of the page at once.
 */
export async function start(container: HTMLElement): Promise<void> {
  restorePartnerSession();
  if (!container.hasChildNodes()) {
    createRoot(container).render(<App />);
    return;
  }
  await preloadPage(window.location.pathname).catch(() => undefined);
  startTransition(() => {
    hydrateRoot(container, <App />);
  });
}
