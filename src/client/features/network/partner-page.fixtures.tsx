import { ReadableStream } from 'node:stream/web';
import { Providers } from '@client/app/providers';
import { createQueryClient } from '@client/lib/query-client';
import { PAGE_ANSWERS_ELEMENT_ID } from '@shared/contracts/page-answers';
import type { QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { Route, Router } from 'wouter';
import PartnerPage from './partner-page';

/** /partner/{id or slug} in the app's providers; `ssrPath` renders it as the server does. */
export const partnerPageAt = (client: QueryClient, ssrPath?: string) => (
  <Providers client={client}>
    <Router ssrPath={ssrPath}>
      <Route path="/partner/:idOrSlug" component={PartnerPage} />
    </Router>
  </Providers>
);

/**
 * What the server sends for `path`: the page rendered with its public answer (its lazy parts awaited) and the
 * answer beside it, both put in the document for the browser's render to hydrate. Remove both after the test.
 */
export async function partnerPageRenderedAhead(path: string, queryKey: readonly unknown[], data: unknown) {
  const server = createQueryClient();
  server.setQueryData(queryKey, data);
  // jsdom has no web streams, which React's prerender writes to: Node's are the same standard
  if (!('ReadableStream' in globalThis)) Object.assign(globalThis, { ReadableStream });
  const { prelude } = await prerender(partnerPageAt(server, path));
  const container = document.createElement('div');
  container.innerHTML = await new Response(prelude).text();
  const answers = document.createElement('script');
  answers.type = 'application/json';
  answers.id = PAGE_ANSWERS_ELEMENT_ID;
  answers.textContent = JSON.stringify([{ queryKey, data }]);
  document.body.append(container, answers);
  return { container, answers };
}
