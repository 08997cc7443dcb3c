import { withTransaction } from '@server/db/client';
import { auditEvents, matches, veterans } from '@server/db/schema';
import { createVeteranLink, mintVeteranLinkToken, registerVeteran } from '@server/modules/veterans';
import { bearer, loginPartner, loginUser, makeLandlord, makePartner } from '@server/test/accounts.fixtures';
import { insertTestHome } from '@server/test/homes.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';

const noBenefits = { vash: false, giBill: false, disability: false, employment: false };
const answers = { zipCode: '12345', dischargeStatus: 'honorable', benefits: noBenefits };

describeApi('the veteran’s own page: /my', (ctx) => {
  const db = () => ctx().handle.db;
  const homes: string[] = [];
  let landlordId = '';

  beforeAll(async () => {
    landlordId = (await makeLandlord(db())).landlordId;
    for (let i = 0; i < 4; i += 1)
      homes.push(await insertTestHome(db(), '12345', { landlordId, address: `${i + 10} Birch Rd` }));
  });

  const requestHome = async (home: string, person: Record<string, string>) => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/match-requests',
      payload: { ...answers, propertyId: home, ...person },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; reference: string };
  };
  const veteranOf = async (matchId: string) =>
    (await db().select({ veteranId: matches.veteranId }).from(matches).where(eq(matches.id, matchId)))[0]
      ?.veteranId ?? '';
  /** The link a delivered message would carry to `sentTo` about `subjectId`. */
  const linkFor = async (veteranId: string, sentTo: string, subjectId: string | null) => {
    const id = await withTransaction(db(), (tx) =>
      createVeteranLink(tx, { veteranId, purpose: 'access', sentTo, subjectId }),
    );
    return (await mintVeteranLinkToken(db(), id)) as string;
  };
  const open = async (payload: Record<string, string>, ip = '203.0.113.9') => {
    const res = await ctx().app.inject({ method: 'POST', url: '/api/my/access', payload, remoteAddress: ip });
    const cookie = res.cookies.find((c) => c.name === 'vhm_my_session');
    return { res, cookie: cookie ? `vhm_my_session=${cookie.value}` : '' };
  };
  const myPage = (cookie: string) => ctx().app.inject({ method: 'GET', url: '/api/my', headers: { cookie } });

  it('a link to the address on the person’s record opens the whole page, once; the session lasts 30 days on that device', async () => {
    const first = await requestHome(homes[0] as string, {
      name: 'Dana Reyes',
      phone: '518-555-0141',
      email: 'dana@example.com',
    });
    const second = await requestHome(homes[1] as string, {
      name: 'Dana Reyes',
      phone: '518-555-0141',
      email: 'dana@example.com',
    });
    const veteranId = await veteranOf(first.id);
    const token = await linkFor(veteranId, 'dana@example.com', first.id);
    const { res, cookie } = await open({ token });
    expect(res.statusCode).toBe(200);
    const session = res.cookies.find((c) => c.name === 'vhm_my_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(session?.maxAge).toBeGreaterThan(29 * 86_400);
    const page = (await myPage(cookie)).json();
    expect(page).toMatchObject({ firstName: 'Dana', scope: 'person', status: 'waiting' });
    expect(page.requests.map((item: { reference: string }) => item.reference).sort()).toEqual(
      [first.reference, second.reference].sort(),
    );
    expect(page.requests[0]).toMatchObject({
      status: 'pending',
      statusText: 'The landlord has your request',
    });
    expect(page.requests[0].nextStep).toMatch(/The landlord will answer by \w+day/);
    // used once
    expect((await open({ token })).res.statusCode).toBe(400);
    const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.action, 'my.access_opened'));
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('someone who knows a veteran’s name and phone and gives their own email sees their own request, nothing more of the veteran', async () => {
    const own = await requestHome(homes[2] as string, {
      name: 'Sam Ortiz',
      phone: '518-555-0142',
      email: 'sam@example.com',
    });
    const veteranId = await veteranOf(own.id);
    const stranger = await requestHome(homes[3] as string, {
      name: 'Sam Ortiz',
      phone: '518-555-0142',
      email: 'stranger@example.net',
    });
    expect(await veteranOf(stranger.id)).toBe(veteranId); // strong evidence: the same person on record
    const { cookie } = await open({ token: await linkFor(veteranId, 'stranger@example.net', stranger.id) });
    const page = (await myPage(cookie)).json();
    expect(page).toMatchObject({ scope: 'subjects', firstName: null, status: null, contact: null });
    expect(page.requests.map((item: { reference: string }) => item.reference)).toEqual([stranger.reference]);
    expect(JSON.stringify(page)).not.toContain('sam@example.com');
    // and cannot act on the veteran's own request, nor change how the veteran is reached
    const withdraw = await ctx().app.inject({
      method: 'POST',
      url: `/api/my/requests/${own.id}/withdraw`,
      headers: { cookie },
    });
    expect(withdraw.statusCode).toBe(404);
    const contact = await ctx().app.inject({
      method: 'POST',
      url: '/api/my/contact',
      headers: { cookie },
      payload: { email: 'mine@example.net' },
    });
    expect(contact.statusCode).toBe(403);
    const [row] = await db()
      .select({ email: veterans.email })
      .from(veterans)
      .where(eq(veterans.id, veteranId));
    expect(row?.email).toBe('sam@example.com');
  });

  it('a reference and the last four digits of its phone open that request only; guesses are limited per reference and audited', async () => {
    const made = await requestHome(homes[0] as string, { name: 'Lee Park', phone: '518-555-0143' });
    const wrong = await open({ reference: made.reference.toLowerCase(), phoneLast4: '9999' }, '203.0.113.20');
    expect(wrong.res.statusCode).toBe(400);
    expect(wrong.res.json().message).toMatch(/could not open your page/);
    const right = await open({ reference: made.reference, phoneLast4: '0143' }, '203.0.113.21');
    expect(right.res.statusCode).toBe(200);
    const page = (await myPage(right.cookie)).json();
    expect(page.scope).toBe('subjects');
    expect(page.requests.map((item: { id: string }) => item.id)).toEqual([made.id]);
    for (let i = 0; i < 4; i += 1)
      await open({ reference: made.reference, phoneLast4: '0000' }, `203.0.113.${30 + i}`);
    const held = await open({ reference: made.reference, phoneLast4: '0143' }, '203.0.113.40');
    expect(held.res.statusCode).toBe(429);
    const refused = await db().select().from(auditEvents).where(eq(auditEvents.action, 'my.access_refused'));
    expect(refused.length).toBeGreaterThanOrEqual(5);
  });

  it('is closed to anyone without a veteran session: signed out, a landlord, a partner', async () => {
    expect((await myPage('')).statusCode).toBe(401);
    const landlord = await makeLandlord(db());
    expect((await myPage(await loginUser(ctx().app, landlord.email))).statusCode).toBe(401);
    const partner = await makePartner(db());
    const token = await loginPartner(ctx().app, partner.email);
    expect(
      (await ctx().app.inject({ method: 'GET', url: '/api/my', headers: bearer(token) })).statusCode,
    ).toBe(401);
    expect((await open({ token: 'x'.repeat(43) })).res.statusCode).toBe(400);
  });

  it('the veteran declines an offered home with a reason, and the decision is on their timeline; another’s offer is not theirs', async () => {
    const person = await withTransaction(db(), (tx) =>
      registerVeteran(
        tx,
        { name: 'Ari Cole', email: 'ari@example.com', zipCode: '12345', source: 'housing_intake' },
        { kind: 'housing_intake', signedIn: null },
      ),
    );
    const [offer] = await db()
      .insert(matches)
      .values({
        veteranId: person.id,
        propertyId: homes[1] as string,
        score: 80,
        reason: 'fits',
        origin: 'engine',
      })
      .returning({ id: matches.id });
    const { cookie } = await open({ token: await linkFor(person.id, 'ari@example.com', null) });
    const page = (await myPage(cookie)).json();
    expect(page.offers[0]).toMatchObject({
      id: offer?.id,
      status: 'pending',
      actions: ['accept', 'decline'],
    });
    expect(page.offers[0].decideBy).not.toBeNull();
    const url = `/api/my/offers/${offer?.id}/decision`;
    const noReason = await ctx().app.inject({
      method: 'POST',
      url,
      headers: { cookie },
      payload: { decision: 'decline' },
    });
    expect(noReason.statusCode).toBe(400);
    const declined = await ctx().app.inject({
      method: 'POST',
      url,
      headers: { cookie },
      payload: { decision: 'decline', reason: 'Cannot afford the rent' },
    });
    expect(declined.statusCode).toBe(200);
    const after = (await myPage(cookie)).json();
    expect(after.offers[0]).toMatchObject({ status: 'declined', actions: [] });
    expect(after.offers[0].statusText).toContain('Cannot afford the rent');
    const again = await ctx().app.inject({
      method: 'POST',
      url,
      headers: { cookie },
      payload: { decision: 'accept' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('a new email is used only once its link is opened', async () => {
    const made = await requestHome(homes[2] as string, {
      name: 'Kim Bay',
      phone: '518-555-0144',
      email: 'kim@example.com',
    });
    const veteranId = await veteranOf(made.id);
    const { cookie } = await open({ token: await linkFor(veteranId, 'kim@example.com', made.id) });
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/my/contact',
      headers: { cookie },
      payload: { email: 'kim.new@example.com' },
    });
    expect(res.statusCode).toBe(200);
    const page = (await myPage(cookie)).json();
    expect(page.contact).toMatchObject({ email: 'kim@example.com', pendingEmail: 'kim.new@example.com' });
  });

  it('the owning case worker opens the page with the veteran; another organisation cannot', async () => {
    const owner = await makePartner(db());
    const other = await makePartner(db());
    const person = await withTransaction(db(), (tx) =>
      registerVeteran(
        tx,
        {
          name: 'Noor Haddad',
          zipCode: '12345',
          source: 'housing_intake',
          organizationId: owner.organizationId,
        },
        { kind: 'housing_intake', signedIn: { organizationId: owner.organizationId } },
      ),
    );
    const path = `/api/partner/caseload/${person.id}/my-link`;
    const refused = await ctx().app.inject({
      method: 'POST',
      url: path,
      headers: bearer(await loginPartner(ctx().app, other.email)),
    });
    expect(refused.statusCode).toBe(404);
    const made = await ctx().app.inject({
      method: 'POST',
      url: path,
      headers: bearer(await loginPartner(ctx().app, owner.email)),
    });
    expect(made.statusCode).toBe(200);
    const token = new URL(made.json().link).searchParams.get('token') as string;
    const { cookie } = await open({ token });
    expect((await myPage(cookie)).json()).toMatchObject({ scope: 'person', firstName: 'Noor' });
  });
});
