import { useEffect } from 'react';

const SITE_NAME = 'Veterans Housing Marketplace';

/** Sets the document title to "{title} | Veterans Housing Marketplace" (or the site name alone). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
