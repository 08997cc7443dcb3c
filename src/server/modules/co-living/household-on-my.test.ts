import { coLivingHouseholds, coLivingMatches, personEvents } from '@server/db/schema';
import { loginUser, makeLandlord, signedInAdmin } from '@server/test/accounts.fixtures';
import { useTestMailbox } from '@server/test/mail.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { LANDLORD_CO_LIVING_PATH } from '@shared/contracts/co-living-households';
import { myHouseholdDecisionPath } from '@shared/contracts/my';
import { HOUSEHOLD_DECLINE_REASONS } from '@shared/domain/co-living/workflow';
import { OFFER_DECISION_DAYS } from '@shared/domain/veteran-access';
import { and, eq, inArray } from 'drizzle-orm';
import { ALONE } from './co-living.fixtures';
import { seedApplicant, seedHousehold, sendProposals } from './households.fixtures';

/** An event's details, read loosely. */
const facts = (event: { details: unknown }) => (event.details ?? {}) as Record<string, unknown>;

/** Several deliveries through the SMTP server: slow on a loaded machine. */
const SLOW_MS = 90_000;

describeApi('a proposed household on each member’s own page (/my)', (ctx) => {
  const db = () => ctx().handle.db;
  const mailbox = useTestMailbox(ctx);
  let admin: { cookie: string };

  beforeAll(async () => {
    admin = { cookie: (await signedInAdmin(ctx())).cookie };
  });

  /** The session cookie the one-time link in the latest mail to `email` opens. */
  async function sessionFrom(email: string) {
    const mails = mailbox.smtp.to(email);
    const text = mails[mails.length - 1]?.parsed.text ?? '';
    const token = text.match(/\/my\?token=([A-Za-z0-9_-]+)/)?.[1] ?? '';
    const open = await ctx().app.inject({ method: 'POST', url: '/api/my/access', payload: { token } });
    expect(open.statusCode).toBe(200);
    return `vhm_my_session=${open.cookies.find((c) => c.name === 'vhm_my_session')?.value}`;
  }
  const myPage = async (cookie: string) =>
    (await ctx().app.inject({ method: 'GET', url: '/api/my', headers: { cookie } })).json();
  const decide = (cookie: string, matchId: string, payload: object) =>
    ctx().app.inject({ method: 'POST', url: myHouseholdDecisionPath(matchId), payload, headers: { cookie } });

  /** Three veterans (the first alone) proposed a household on the landlord's home, each told. */
  async function proposed(landlordId: string) {
    const emails = [1, 2, 3].map((n) => `member${n}.${Date.now()}.${Math.random()}@example.org`);
    const applicants = [
      await seedApplicant(db(), { ...ALONE, veteranEmail: emails[0], veteranName: 'Dana Rivers' }),
      await seedApplicant(db(), { veteranEmail: emails[1], veteranName: 'Lee Harper' }),
      await seedApplicant(db(), { veteranEmail: emails[2], veteranName: 'Sam Ortiz' }),
    ];
    const seeded = await seedHousehold(
      db(),
      applicants.map((a) => a.id),
      { landlordId },
    );
    await sendProposals(ctx(), admin, seeded.matchIds);
    await mailbox.deliverAll();
    const cookies = [];
    for (const email of emails) cookies.push(await sessionFrom(email));
    return { ...seeded, applicants, emails, cookies };
  }

  it(
    'lists the proposal, lets each member accept only their own, then tells the landlord and shows the household',
    async () => {
      const landlord = await makeLandlord(db());
      const landlordCookie = await loginUser(ctx().app, landlord.email);
      const { householdId, matchIds, cookies } = await proposed(landlord.landlordId);
      const [first, second, third] = cookies as [string, string, string];

      const page = await myPage(first);
      expect(page.households).toMatchObject([
        { id: matchIds[0], kind: 'household', status: 'notified', actions: ['accept', 'decline'] },
      ]);
      expect(page.households[0].statusText).toContain('Maple House, Albany');
      // the decision is due 14 days after the proposal was sent, in plain words too
      const [sent] = await db()
        .select()
        .from(coLivingMatches)
        .where(eq(coLivingMatches.id, matchIds[0] as string));
      const due = new Date((sent?.notifiedAt?.getTime() ?? 0) + OFFER_DECISION_DAYS * 86_400_000);
      expect(page.households[0].decideBy).toBe(due.toISOString());
      const dueWords = due.toLocaleDateString('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
      expect(page.households[0].nextStep).toContain(`Accept or decline it here by ${dueWords}.`);

      // attack: another member's session cannot decide someone else's proposal
      const foreign = await decide(first, matchIds[1] as string, { decision: 'decline', reason: 'Other' });
      expect(foreign.statusCode).toBe(404);
      const [untouched] = await db()
        .select()
        .from(coLivingMatches)
        .where(eq(coLivingMatches.id, matchIds[1] as string));
      expect(untouched?.status).toBe('notified');
      // no session: 401
      expect((await decide('', matchIds[0] as string, { decision: 'accept' })).statusCode).toBe(401);

      const before = mailbox.smtp.to(landlord.email).length;
      expect((await decide(first, matchIds[0] as string, { decision: 'accept' })).statusCode).toBe(200);
      expect((await decide(second, matchIds[1] as string, { decision: 'accept' })).statusCode).toBe(200);
      // two of three: the household still waits, the landlord is not told yet
      const [forming] = await db()
        .select()
        .from(coLivingHouseholds)
        .where(eq(coLivingHouseholds.id, householdId));
      expect(forming?.status).toBe('forming');
      const decided = (await myPage(first)).households[0];
      expect(decided.statusText).toBe('You accepted Maple House, Albany');
      expect(decided.decideBy).toBeNull();
      // accepting twice is refused
      expect((await decide(first, matchIds[0] as string, { decision: 'accept' })).statusCode).toBe(409);

      expect((await decide(third, matchIds[2] as string, { decision: 'accept' })).statusCode).toBe(200);
      const [trial] = await db()
        .select()
        .from(coLivingHouseholds)
        .where(eq(coLivingHouseholds.id, householdId));
      expect(trial?.status).toBe('trial');
      expect((await myPage(first)).households[0].statusText).toMatch(/^Your household's trial runs from /);

      // each member's yes is on their timeline
      const accepted = await db()
        .select()
        .from(personEvents)
        .where(and(eq(personEvents.type, 'offer_decided')));
      const mine = accepted.filter((e) => matchIds.includes(String(facts(e).offerId)));
      expect(mine.map((e) => facts(e).result)).toEqual(['accepted', 'accepted', 'accepted']);
      expect(new Set(mine.map((e) => e.recordedByKind))).toEqual(new Set(['veteran']));

      await mailbox.deliverAll();
      const toLandlord = mailbox.smtp.to(landlord.email).slice(before);
      expect(toLandlord).toHaveLength(1);
      const text = toLandlord[0]?.parsed.text ?? '';
      expect(text).toContain('Dana, Lee and Sam begin their trial');
      expect(text).toMatch(/The trial runs from \w+ \d+, \d{4} to \w+ \d+, \d{4}/);
      expect(text).toContain('/landlord/dashboard');
      for (const surname of ['Rivers', 'Harper', 'Ortiz']) expect(text).not.toContain(surname);

      const shown = await ctx().app.inject({
        method: 'GET',
        url: LANDLORD_CO_LIVING_PATH,
        headers: { cookie: landlordCookie },
      });
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toMatchObject([
        {
          id: householdId,
          status: 'trial',
          firstNames: ['Dana', 'Lee', 'Sam'],
          trialEndsAt: expect.any(String),
        },
      ]);
      // another landlord sees none of it; nobody signed in gets 401
      const other = await makeLandlord(db());
      const otherCookie = await loginUser(ctx().app, other.email);
      const none = await ctx().app.inject({
        method: 'GET',
        url: LANDLORD_CO_LIVING_PATH,
        headers: { cookie: otherCookie },
      });
      expect(none.json()).toEqual([]);
      expect((await ctx().app.inject({ method: 'GET', url: LANDLORD_CO_LIVING_PATH })).statusCode).toBe(401);
    },
    SLOW_MS,
  );

  it(
    'a member declines with a reason from the short list; the proposal ends and the veteran and case manager are told',
    async () => {
      const landlord = await makeLandlord(db());
      const { matchIds, cookies, emails } = await proposed(landlord.landlordId);
      const cookie = cookies[1] as string;
      const matchId = matchIds[1] as string;
      const bad = await decide(cookie, matchId, { decision: 'decline', reason: 'Because' });
      expect(bad.statusCode).toBe(400);
      const ok = await decide(cookie, matchId, { decision: 'decline', reason: HOUSEHOLD_DECLINE_REASONS[0] });
      expect(ok.statusCode).toBe(200);
      const [row] = await db().select().from(coLivingMatches).where(eq(coLivingMatches.id, matchId));
      expect(row).toMatchObject({
        status: 'declined',
        declinedBy: 'veteran',
        declineReason: HOUSEHOLD_DECLINE_REASONS[0],
      });
      const events = await db()
        .select()
        .from(personEvents)
        .where(inArray(personEvents.type, ['offer_decided']));
      expect(events.filter((e) => facts(e).offerId === matchId).map((e) => facts(e).result)).toEqual([
        'declined_by_veteran',
      ]);
      const before = mailbox.smtp.to(emails[1] as string).length;
      await mailbox.deliverAll();
      const told = mailbox.smtp.to(emails[1] as string).slice(before);
      expect(told.map((m) => m.parsed.subject)).toEqual([
        expect.stringMatching(/^Co-living proposal declined: /),
      ]);
      expect(told[0]?.parsed.text).toContain('was declined by you');
      // deciding again is refused
      expect((await decide(cookie, matchId, { decision: 'accept' })).statusCode).toBe(409);
    },
    SLOW_MS,
  );
});
