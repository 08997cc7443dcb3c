import { createRoot, hydrateRoot } from 'react-dom/client';
import { restorePartnerSession } from '../lib/partner-token';
import { App } from './app';

/** Starts the app in #root: takes over the page the server rendered ahead (decision 0028), or renders it. */
export function start(container: HTMLElement): void {
  restorePartnerSession();
  if (container.hasChildNodes()) hydrateRoot(container, <App />);
  else createRoot(container).render(<App />);
}
