import { TEST_PUBLIC_URL } from '@server/test/mail.fixtures';
import type { TestContext } from '@server/test/test-app.fixtures';

/**
 * Follows the one-time link to the veteran's own page that a mail's `text` carries: opens a session with it
 * (POST /api/my/access), then answers GET /api/my as that session.
 */
export async function openMyPage(ctx: TestContext, text: string) {
  expect(text).toContain(`${TEST_PUBLIC_URL}/my?token=`);
  const token = text.match(/\/my\?token=([A-Za-z0-9_-]+)/)?.[1] ?? '';
  const open = await ctx.app.inject({ method: 'POST', url: '/api/my/access', payload: { token } });
  expect(open.statusCode).toBe(200);
  const session = open.cookies.find((c) => c.name === 'vhm_my_session');
  return ctx.app.inject({
    method: 'GET',
    url: '/api/my',
    headers: { cookie: `vhm_my_session=${session?.value}` },
  });
}
