import { coLivingMatches, veteranLinks } from '@server/db/schema';
import { signedInPartner } from '@server/test/partner-portal.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { coLivingMatchAdvancePath } from '@shared/contracts/co-living-households';
import { MY_ACCESS_PATH, MY_PATH, myHouseholdDecisionPath } from '@shared/contracts/my';
import { eq, sql } from 'drizzle-orm';
import { ALONE } from './co-living.fixtures';
import { coLivingMailTest, seedApplicant, seedHousehold } from './households.fixtures';

const unique = () => `${Date.now()}.${Math.random().toString(36).slice(2)}`;

/** Issue 34, point 7: a case manager without a partner sign-in answers a proposal from its one-time link. */
describeApi('a case manager without a sign-in acts on a proposal from its link, on nothing else', (ctx) => {
  const { db, mailbox, admin } = coLivingMailTest(ctx);

  /** The proposal mailed to `email`: its text and the one-time token it carries (if any). */
  const proposalTo = (email: string) => {
    const mail = mailbox.smtp
      .to(email)
      .find((m) => m.parsed.subject?.startsWith('Co-living household proposed'));
    const text = mail?.parsed.text ?? '';
    return { text, token: text.match(/\/my\?token=([A-Za-z0-9_-]+)/)?.[1] };
  };
  const open = (token: string | undefined) =>
    ctx().app.inject({ method: 'POST', url: MY_ACCESS_PATH, payload: { token: token ?? '' } });
  const decide = (cookie: string, matchId: string, payload: object) =>
    ctx().app.inject({ method: 'POST', url: myHouseholdDecisionPath(matchId), payload, headers: { cookie } });
  const send = async (matchIds: string[]) => {
    for (const matchId of matchIds) {
      const url = coLivingMatchAdvancePath(matchId);
      const res = await ctx().app.inject({
        method: 'POST',
        url,
        payload: { to: 'notified' },
        headers: admin,
      });
      expect(res.statusCode).toBe(200);
    }
    await mailbox.deliverAll();
  };

  /** Two households proposed and sent: A (a veteran alone, one with case manager `cm`), B (one with `other`). */
  async function world() {
    const cm = `cm.${unique()}@vso.example`;
    const other = `cm.${unique()}@vso.example`;
    const alone = await seedApplicant(db(), { ...ALONE, veteranEmail: `a.${unique()}@example.org` });
    const supported = await seedApplicant(db(), {
      caseManagerEmail: cm,
      veteranEmail: `s.${unique()}@example.org`,
    });
    const elsewhere = await seedApplicant(db(), {
      caseManagerEmail: other,
      veteranEmail: `e.${unique()}@example.org`,
    });
    const a = await seedHousehold(db(), [alone.id, supported.id], { maxOccupants: 2 });
    const b = await seedHousehold(db(), [elsewhere.id], { maxOccupants: 1 });
    await send([...a.matchIds, ...b.matchIds]);
    const [aloneMatch = '', supportedMatch = ''] = a.matchIds;
    return { cm, other, supported, aloneMatch, supportedMatch, otherMatch: b.matchIds[0] ?? '' };
  }

  it('opens only this application from the link, decides only its proposal, and works once', async () => {
    const { cm, supported, aloneMatch, supportedMatch, otherMatch } = await world();
    const { text, token } = proposalTo(cm);
    expect(text).toContain('accept or decline there on their behalf');
    expect(text).toContain('Accept or decline on the veteran’s behalf: ');
    const opened = await open(token);
    expect(opened.statusCode).toBe(200);
    const cookie = `vhm_my_session=${opened.cookies.find((c) => c.name === 'vhm_my_session')?.value}`;
    const page = (await ctx().app.inject({ method: 'GET', url: MY_PATH, headers: { cookie } })).json();
    expect(page.households.map((h: { id: string }) => h.id)).toEqual([supportedMatch]);
    expect(page.applications.map((a: { reference: string }) => a.reference)).toEqual([supported.reference]);

    // attacks: the housemate's proposal and another household's are unknown to this link
    expect((await decide(cookie, aloneMatch, { decision: 'decline', reason: 'Other' })).statusCode).toBe(404);
    expect((await decide(cookie, otherMatch, { decision: 'accept' })).statusCode).toBe(404);
    for (const id of [aloneMatch, otherMatch]) {
      const [row] = await db().select().from(coLivingMatches).where(eq(coLivingMatches.id, id));
      expect(row?.status).toBe('notified');
    }

    expect((await decide(cookie, supportedMatch, { decision: 'accept' })).statusCode).toBe(200);
    const [accepted] = await db()
      .select()
      .from(coLivingMatches)
      .where(eq(coLivingMatches.id, supportedMatch));
    expect(accepted?.status).toBe('trial');
    // used once: the same link opens nothing again
    expect((await open(token)).statusCode).not.toBe(200);
  }, 120_000);

  it('refuses an expired link', async () => {
    const { other } = await world();
    const { token } = proposalTo(other);
    expect(token).toBeDefined();
    await db()
      .update(veteranLinks)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(veteranLinks.sentTo, other));
    expect((await open(token)).statusCode).not.toBe(200);
  }, 120_000);

  it('sends a case worker with a partner sign-in to its household page, never a link to the veteran page', async () => {
    const partner = await signedInPartner(ctx());
    const cm = `cm.${unique()}@vso.example`;
    const brought = await seedApplicant(db(), { caseManagerEmail: cm }, partner.organizationId);
    const { matchIds, householdId } = await seedHousehold(db(), [brought.id], { maxOccupants: 1 });
    await send(matchIds);
    const { text, token } = proposalTo(cm);
    expect(token).toBeUndefined();
    expect(text).toContain(`/partner/co-living/households/${householdId}`);
  }, 120_000);
});
