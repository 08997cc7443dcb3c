import { auditEvents } from '@server/db/schema';
import { SIGN_IN_LIMITS } from '@server/plugins/auth';
import { nextAddress } from '@server/test/account-links.fixtures';
import { loginUser, makeLandlord } from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';
import { unlockAccountsNamed } from './unlock';

describeApi('unlock-account', (ctx) => {
  it('clears the sign-in limits of the named account, ends its sessions and says so', async () => {
    const { app, handle } = ctx();
    const landlord = await makeLandlord(handle.db);
    const session = await loginUser(app, landlord.email);
    const ip = nextAddress();
    const login = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: landlord.email, password },
        remoteAddress: ip,
      });
    for (let i = 0; i < SIGN_IN_LIMITS.perPair.failures; i++) await login(`wrong ${i}`);
    expect((await login(landlord.password)).statusCode).toBe(429);

    const printed = await unlockAccountsNamed(handle.db, ` ${landlord.email.toUpperCase()} `);
    expect(printed).toBe(
      `Landlord "Pat Landlord" (${landlord.email}) unlocked: failed sign-in counts cleared, 1 session ended.`,
    );
    const me = await app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie: session } });
    expect(me.statusCode).toBe(401);
    expect((await login(landlord.password)).statusCode).toBe(200);
    const [event] = await handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'account.unlocked'));
    expect(event).toMatchObject({ actorType: 'system', targetId: landlord.userId });
  });

  it('names an unknown account plainly', async () => {
    await expect(unlockAccountsNamed(ctx().handle.db, 'nobody@example.org')).rejects.toThrow(
      'No account signs in with "nobody@example.org"; nothing was changed.',
    );
  });
});
