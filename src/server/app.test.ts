import { describeApi } from '@server/test/test-app.fixtures';

describeApi('app', (ctx) => {
  it('sets security headers on every response', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('/api/nothing-here');
  });

  it('refuses a body that is not JSON with a 4xx', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is not valid JSON.');
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths['/api/contact']).toBeDefined();
  });
});
