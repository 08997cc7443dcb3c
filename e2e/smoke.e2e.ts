import { baseUrl, expectNoSeriousA11yViolations, openBrowser } from './support/browser';

describe('the app shell', () => {
  it('serves the SPA with strict headers and shows the not-found page for unknown routes', async () => {
    const response = await fetch(`${baseUrl()}/no-such-page`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const session = await openBrowser();
    try {
      await session.page.goto('/no-such-page');
      await session.page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      await expectNoSeriousA11yViolations(session.page);
    } finally {
      await session.close();
    }
  });
});
