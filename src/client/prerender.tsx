import type { SupportContact } from '@shared/contracts/site-shell';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/app';
import { prerenderSupportContact } from './lib/support-contact';
import { PageTitleSink } from './lib/use-page-title';

export { PRERENDERED_ROUTES } from './app/prerendered-routes';

export interface RenderedPage {
  /** What goes inside #root. */
  html: string;
  /** The document title the page sets. */
  title: string;
}

/**
 * One page as the browser would first build it, for the server to send inside #root (decision 0028). It waits
 * for the page's lazy chunk, so the HTML holds the page and not its loading state.
 */
export async function renderRoute(path: string, support: SupportContact): Promise<RenderedPage> {
  prerenderSupportContact(support);
  let title = '';
  const { prelude } = await prerender(
    <PageTitleSink.Provider value={(pageTitle) => (title = pageTitle)}>
      <Router ssrPath={path}>
        <App />
      </Router>
    </PageTitleSink.Provider>,
  );
  return { html: await new Response(prelude).text(), title };
}
