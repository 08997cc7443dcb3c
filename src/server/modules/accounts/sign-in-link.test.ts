import { auditEvents } from '@server/db/schema';
import { latestLink, mintLink, nextAddress, postAccountLink } from '@server/test/account-links.fixtures';
import { makeLandlord, makePartner } from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import {
  ACCOUNT_LINK_INVALID_MESSAGE,
  SIGN_IN_LINK_REQUESTED_MESSAGE,
} from '@shared/contracts/account-recovery';
import { PARTNER_SESSION_COOKIE } from '@shared/contracts/auth';
import { and, eq } from 'drizzle-orm';

/** Issue 31: an owner held back by someone else's guesses signs in with an emailed one-time link. */
describeApi('sign-in by emailed link', (ctx) => {
  const db = () => ctx().handle.db;
  const post = (url: string, payload: object) => postAccountLink(ctx().app, url, payload);

  it('signs in a landlord whom the limits hold back, once, and makes the address a known one', async () => {
    const landlord = await makeLandlord(db());
    const ip = nextAddress();
    const login = (password: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: landlord.email, password },
        remoteAddress: ip,
      });
    for (let i = 0; i < 5; i++) await login(`attacker guess ${i}`);
    expect((await login(landlord.password)).statusCode).toBe(429);

    const asked = await post('/api/sign-in-link', { email: landlord.email });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: SIGN_IN_LINK_REQUESTED_MESSAGE });
    const unknown = await post('/api/sign-in-link', { email: 'nobody@example.org' });
    expect(unknown.body).toBe(asked.body);

    const link = await latestLink(db(), landlord.userId);
    expect(link.purpose).toBe('sign_in');
    const token = await mintLink(db(), link.id);
    const signedIn = await postAccountLink(ctx().app, '/api/sign-in-link/confirm', { token }, ip);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toEqual({ account: 'landlord', organization: null });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const cookie = signedIn.cookies.find((c) => c.name === 'vhm_session');
    const me = await ctx().app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { cookie: `vhm_session=${cookie?.value}` },
    });
    expect(me.json().username).toBe(landlord.email);
    // a sign-in like any other: audited with the address, which the account-wide limit then spares
    const audited = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user.login'), eq(auditEvents.outcome, 'success')));
    expect(audited).toEqual([
      expect.objectContaining({ loginAccount: landlord.email, ip, details: { via: 'sign_in_link' } }),
    ]);

    const again = await post('/api/sign-in-link/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ACCOUNT_LINK_INVALID_MESSAGE);
  });

  it('signs a partner in with the partner cookie and answers its organisation', async () => {
    const partner = await makePartner(db());
    await post('/api/sign-in-link', { email: partner.email });
    const token = await mintLink(db(), (await latestLink(db(), partner.organizationId)).id);
    const signedIn = await post('/api/sign-in-link/confirm', { token });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      account: 'partner',
      organization: { id: partner.organizationId },
    });
    const cookie = signedIn.cookies.find((c) => c.name === PARTNER_SESSION_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    const referrals = await ctx().app.inject({
      method: 'GET',
      url: '/api/partner/referrals',
      headers: { cookie: `${PARTNER_SESSION_COOKIE}=${cookie?.value}` },
    });
    expect(referrals.statusCode).toBe(200);
  });

  it('does not sign in with a reset link, nor set a password with a sign-in link', async () => {
    const landlord = await makeLandlord(db());
    await post('/api/password-reset', { email: landlord.email });
    const resetToken = await mintLink(db(), (await latestLink(db(), landlord.userId)).id);
    expect((await post('/api/sign-in-link/confirm', { token: resetToken })).statusCode).toBe(400);
    await post('/api/sign-in-link', { email: landlord.email });
    const signInToken = await mintLink(db(), (await latestLink(db(), landlord.userId)).id);
    const misuse = await post('/api/password-reset/confirm', {
      token: signInToken,
      password: 'a brand new long password',
    });
    expect(misuse.statusCode).toBe(400);
  });
});
