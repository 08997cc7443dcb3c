import type { ComponentType } from 'react';
import { afterEach, expect, it } from 'vitest';
import { Route } from 'wouter';
import { mockFetchRoutes } from './fetch-routes.fixtures';
import { renderRoutes } from './render-routes.fixtures';

/**
 * A signed-in partner's page at its path, for its tests: `renderPage` renders it there, the partner's session is
 * cleared after each test, and the first test sends a partner who is not signed in to sign in and back.
 */
export function partnerPageTests(path: string, Page: ComponentType) {
  const renderPage = () => renderRoutes(path, <Route path={path} component={Page} />);
  afterEach(() => {
    window.localStorage.clear();
  });
  it('sends a partner who is not signed in to sign in, and back here after', () => {
    mockFetchRoutes({});
    const { current } = renderPage();
    expect(current()).toBe(`/partner/login?next=${encodeURIComponent(path)}`);
  });
  return renderPage;
}
