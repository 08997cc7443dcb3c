import { auditEvents, signInThrottles } from '@server/db/schema';
import { SIGN_IN_LIMITS } from '@server/plugins/auth';
import { nextAddress } from '@server/test/account-links.fixtures';
import { makeAdmin, makePartner } from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { and, eq, inArray } from 'drizzle-orm';

const { perPair, perAccount } = SIGN_IN_LIMITS;

describeApi('sign-in limits', (ctx) => {
  const db = () => ctx().handle.db;
  const userLogin = (username: string, password: string, remoteAddress: string) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username, password },
      remoteAddress,
    });
  const unsuccessfulAudits = (account: string) =>
    db()
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.loginAccount, account), inArray(auditEvents.outcome, ['failure', 'refused'])),
      );
  const pairRow = async (account: string, address: string) =>
    (
      await db()
        .select()
        .from(signInThrottles)
        .where(and(eq(signInThrottles.account, account), eq(signInThrottles.address, address)))
    )[0];

  it('lets at most 5 of 30 parallel guesses reach the password check, and audits them in one record', async () => {
    const admin = await makeAdmin(db());
    const ip = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => userLogin(admin.username, `wrong guess ${i}`, ip)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(perPair.failures);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - perPair.failures);
    expect((await pairRow(admin.username, ip))?.failures).toBe(perPair.failures);

    const [record, ...more] = await unsuccessfulAudits(admin.username);
    expect(more).toHaveLength(0);
    expect(record?.details).toMatchObject({ attempts: 1 });
    // a minute later the next attempt is recorded with those the first record did not count
    await db()
      .update(signInThrottles)
      .set({ refusalsAuditedAt: new Date(Date.now() - 61_000) })
      .where(and(eq(signInThrottles.account, admin.username), eq(signInThrottles.address, '*')));
    expect((await userLogin(admin.username, admin.password, ip)).statusCode).toBe(429);
    const records = await unsuccessfulAudits(admin.username);
    expect(records).toHaveLength(2);
    expect(records.map((r) => r.details)).toContainEqual({ attempts: 30, reason: 'limit' });
  });

  it('never extends a window with refused attempts', async () => {
    const admin = await makeAdmin(db());
    const ip = nextAddress();
    for (let i = 0; i < perPair.failures; i++) await userLogin(admin.username, 'not it at all', ip);
    const before = await pairRow(admin.username, ip);
    for (let i = 0; i < 3; i++)
      expect((await userLogin(admin.username, 'again no', ip)).statusCode).toBe(429);
    expect(await pairRow(admin.username, ip)).toEqual(before);
  });

  it('lets the owner in from another address after an attacker used up the limit from theirs', async () => {
    const admin = await makeAdmin(db());
    const attacker = nextAddress();
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => userLogin(admin.username, `attack ${i}`, attacker)),
    );
    expect((await userLogin(admin.username, admin.password, attacker)).statusCode).toBe(429);
    expect((await userLogin(admin.username, admin.password, nextAddress())).statusCode).toBe(200);
  });

  it('holds an account after many failures from many addresses, except from addresses it signed in from', async () => {
    const partner = await makePartner(db());
    const partnerLogin = (password: string, remoteAddress: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/partner/login',
        payload: { email: partner.email, password },
        remoteAddress,
      });
    const owner = nextAddress();
    expect((await partnerLogin(partner.password, owner)).statusCode).toBe(200);
    // below the limit of each address, above the account's across them
    const attackers = Array.from({ length: perAccount.failures / 3 }, () => nextAddress());
    for (const address of attackers)
      for (let i = 0; i < 3; i++) expect((await partnerLogin(`guess ${i}`, address)).statusCode).toBe(401);
    expect((await partnerLogin('one more guess', nextAddress())).statusCode).toBe(429);
    expect((await partnerLogin(partner.password, nextAddress())).statusCode).toBe(429);
    expect((await partnerLogin(partner.password, owner)).statusCode).toBe(200);
    // the owner's sign-in started the account's count again
    expect((await partnerLogin(partner.password, nextAddress())).statusCode).toBe(200);
  });
});
