import { looksLikeUuid, partnerPublicProfilePath, vsoPath } from '@shared/contracts/network';
import type { PageAnswer } from '@shared/contracts/page-answers';
import type { SupportContact } from '@shared/contracts/site-shell';
import { QueryClientProvider } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/app';
import { publicProfileQueryKey, vsoQueryKey } from './features/network/use-network-api';
import { createQueryClient } from './lib/query-client';
import { prerenderSupportContact } from './lib/support-contact';
import { PageTitleSink } from './lib/use-page-title';

export { LINK_PAGES, PRERENDERED_ROUTES } from './app/prerendered-routes';

export interface RenderedPage {
  /** What goes inside #root. */
  html: string;
  /** The document title the page sets. */
  title: string;
}

/**
 * The public API answer a page is rendered with on request, when it has one (decision 0028): an organisation's
 * public profile, /partner/{slug}, and its page by id, /partner/{id} (GET /api/vsos/{id}, the directory's card: the
 * same public view for every visitor). Only a slug or an id as the app makes them (letters, digits, hyphens), so
 * the page reads the same key from the address as the server did.
 */
export function pageAnswerSource(path: string): { apiPath: string; queryKey: readonly unknown[] } | null {
  const key = /^\/partner\/([a-z0-9-]+)$/i.exec(path)?.[1];
  if (!key) return null;
  if (looksLikeUuid(key)) return { apiPath: vsoPath(key), queryKey: vsoQueryKey(key) };
  return { apiPath: partnerPublicProfilePath(key), queryKey: publicProfileQueryKey(key) };
}

/**
 * One page as the browser would first build it, for the server to send inside #root (decision 0028), with the API
 * answers it shows already in its cache. It waits for the page's lazy chunk, so the HTML holds the page and not
 * its loading state.
 */
export async function renderRoute(
  path: string,
  support: SupportContact,
  answers: readonly PageAnswer[] = [],
): Promise<RenderedPage> {
  prerenderSupportContact(support);
  const client = createQueryClient();
  for (const { queryKey, data } of answers) client.setQueryData(queryKey, data);
  let title = '';
  const { prelude } = await prerender(
    <QueryClientProvider client={client}>
      <PageTitleSink.Provider value={(pageTitle) => (title = pageTitle)}>
        <Router ssrPath={path}>
          <App />
        </Router>
      </PageTitleSink.Provider>
    </QueryClientProvider>,
  );
  return { html: await new Response(prelude).text(), title };
}
