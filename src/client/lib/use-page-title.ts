import { createContext, useContext, useEffect } from 'react';

const SITE_NAME = 'Veterans Housing Marketplace';

const documentTitle = (title?: string) => (title ? `${title} | ${SITE_NAME}` : SITE_NAME);

/**
 * Where the server, rendering a page ahead (prerender.tsx), collects its title: effects do not run there, and
 * the title belongs in the HTML it sends. Absent in the browser.
 */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);

/** Sets the document title to "{title} | Veterans Housing Marketplace" (or the site name alone). */
export function usePageTitle(title?: string): void {
  useContext(PageTitleSink)?.(documentTitle(title));
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
