import { partnerCredentials, sessions } from '@server/db/schema';
import { bearer, makeReferral } from '@server/test/accounts.fixtures';
import { everyEndpoint, referralRow, signedInPartner } from '@server/test/partner-portal.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { partnerReferralPath, partnerStatsPath } from '@shared/contracts/partner';
import { eq } from 'drizzle-orm';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describeApi('partner portal: who may see and change what', (ctx) => {
  it('answers 401 on every endpoint without a token, with a garbage token and with a revoked one', async () => {
    const { app, handle } = ctx();
    const partner = await signedInPartner(ctx());
    const referralId = await makeReferral(handle.db, partner.organizationId);
    const revoked = await signedInPartner(ctx());
    const logout = await app.inject({ method: 'POST', url: '/api/partner/logout', headers: revoked.headers });
    expect(logout.statusCode).toBeLessThan(300);

    const attempts: Record<string, Record<string, string>> = {
      none: {},
      garbage: bearer('not-a-real-token-but-long-enough-000000'),
      malformed: { authorization: 'Basic abc' },
      revoked: revoked.headers,
    };
    for (const request of everyEndpoint(partner.organizationId, referralId)) {
      for (const [kind, headers] of Object.entries(attempts)) {
        const res = await app.inject({ ...request, headers });
        expect(res.statusCode, `${kind} ${request.method} ${request.url}`).toBe(401);
        expect(res.json()).toEqual({ message: 'Sign in to continue.' });
      }
    }
    // the session check comes before the input check: nothing about the input leaks without a session
    const badInput = await app.inject({ method: 'PATCH', url: partnerReferralPath('nope'), payload: {} });
    expect(badInput.statusCode).toBe(401);
    expect((await referralRow(handle.db, referralId)).notes).toBe('');
  });

  it('answers every endpoint for the signed-in partner with Cache-Control: no-store', async () => {
    const { app, handle } = ctx();
    const partner = await signedInPartner(ctx());
    const referralId = await makeReferral(handle.db, partner.organizationId);
    for (const request of everyEndpoint(partner.organizationId, referralId)) {
      const res = await app.inject({ ...request, headers: partner.headers });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it("never lists, exports or changes another organisation's referrals", async () => {
    const { app, handle } = ctx();
    const mine = await signedInPartner(ctx());
    const theirs = await signedInPartner(ctx());
    const myReferral = await makeReferral(handle.db, mine.organizationId, { veteranName: 'Mine Veteran' });
    const theirReferral = await makeReferral(handle.db, theirs.organizationId, {
      veteranName: 'Their Veteran',
      notes: 'their notes',
    });

    const list = await app.inject({ method: 'GET', url: '/api/partner/referrals', headers: mine.headers });
    const body = list.json();
    expect(body.referrals.map((r: { id: string }) => r.id)).toEqual([myReferral]);
    expect(body.total).toBe(1);
    expect(body.stats.total).toBe(1);
    expect(list.body).not.toContain('Their Veteran');

    for (const payload of [{ status: 'contacted' }, { notes: 'mine now' }]) {
      const patch = await app.inject({
        method: 'PATCH',
        url: partnerReferralPath(theirReferral),
        headers: mine.headers,
        payload,
      });
      expect(patch.statusCode).toBe(404);
      expect(patch.json()).toEqual({ message: 'Referral not found' });
    }
    const untouched = await referralRow(handle.db, theirReferral);
    expect(untouched.status).toBe('new');
    expect(untouched.notes).toBe('their notes');
    expect(untouched.contactedAt).toBeNull();

    const csv = await app.inject({
      method: 'GET',
      url: '/api/partner/referrals/export',
      headers: mine.headers,
    });
    expect(csv.body).toContain('Mine Veteran');
    expect(csv.body).not.toContain('Their Veteran');

    const analytics = await app.inject({
      method: 'GET',
      url: '/api/partner/analytics',
      headers: mine.headers,
    });
    const counted = analytics.json().byStatus.reduce((sum: number, s: { count: number }) => sum + s.count, 0);
    expect(counted).toBe(1);
  });

  it('answers 404 for an unknown referral and 400 for an id that is not one', async () => {
    const { app } = ctx();
    const partner = await signedInPartner(ctx());
    const unknown = await app.inject({
      method: 'PATCH',
      url: partnerReferralPath(UNKNOWN_ID),
      headers: partner.headers,
      payload: { status: 'contacted' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Referral not found');
    const notAnId = await app.inject({
      method: 'PATCH',
      url: partnerReferralPath('12345'),
      headers: partner.headers,
      payload: { status: 'contacted' },
    });
    expect(notAnId.statusCode).toBe(400);
  });

  it("shows the partner its own figures only: another organisation's are 403, an unknown one 404", async () => {
    const { app } = ctx();
    const mine = await signedInPartner(ctx());
    const theirs = await signedInPartner(ctx());
    const other = await app.inject({
      method: 'GET',
      url: partnerStatsPath(theirs.organizationId),
      headers: mine.headers,
    });
    expect(other.statusCode).toBe(403);
    const unknown = await app.inject({
      method: 'GET',
      url: partnerStatsPath(UNKNOWN_ID),
      headers: mine.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Organization not found');
    const notAnId = await app.inject({ method: 'GET', url: partnerStatsPath('abc'), headers: mine.headers });
    expect(notAnId.statusCode).toBe(400);
  });

  it("answers the caller's own organisation as its profile, without internal fields", async () => {
    const { app } = ctx();
    const partner = await signedInPartner(ctx(), 3);
    const res = await app.inject({ method: 'GET', url: '/api/partner/profile', headers: partner.headers });
    const profile = res.json();
    expect(profile.id).toBe(partner.organizationId);
    expect(profile.integrationTier).toBe(3);
    expect(profile.city).toBe('Albany');
    for (const internal of ['internalNotes', 'webhookUrl', 'dataQualityFlags', 'passwordHash'])
      expect(profile).not.toHaveProperty(internal);
  });

  it('never answers a password hash or a token hash, on any endpoint', async () => {
    const { app, handle } = ctx();
    const partner = await signedInPartner(ctx());
    const referralId = await makeReferral(handle.db, partner.organizationId);
    const [credential] = await handle.db
      .select({ passwordHash: partnerCredentials.passwordHash })
      .from(partnerCredentials)
      .where(eq(partnerCredentials.organizationId, partner.organizationId));
    const tokenHashes = await handle.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.organizationId, partner.organizationId));
    expect(credential?.passwordHash).toMatch(/argon2/);
    expect(tokenHashes.length).toBeGreaterThan(0);

    const requests = [
      ...everyEndpoint(partner.organizationId, referralId),
      { method: 'PATCH' as const, url: partnerReferralPath(referralId), payload: { status: 'contacted' } },
      { method: 'PATCH' as const, url: partnerReferralPath(referralId), payload: { status: 'new' } },
      { method: 'GET' as const, url: partnerStatsPath(UNKNOWN_ID) },
    ];
    for (const request of requests) {
      const res = await app.inject({ ...request, headers: partner.headers });
      expect(res.body).not.toMatch(/argon2/i);
      expect(res.body).not.toContain(credential?.passwordHash);
      for (const { tokenHash } of tokenHashes) expect(res.body).not.toContain(tokenHash);
    }
  });
});
