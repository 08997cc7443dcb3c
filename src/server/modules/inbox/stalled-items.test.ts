import { inboxItems, inboxNotes, matches, referrals } from '@server/db/schema';
import { checkStalledWork, sendStalledMatchDigest } from '@server/modules/stalled-work';
import { makeReferral } from '@server/test/accounts.fixtures';
import { insertTestHome } from '@server/test/homes.fixtures';
import { clearHousing, housingActors, insertQueueVeteran } from '@server/test/housing-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq, sql } from 'drizzle-orm';

const DAY_MS = 86_400_000;

describeApi('stalled work in the operations inbox', (ctx) => {
  const { actors, asAdmin, asPartner } = housingActors(ctx);
  const db = () => ctx().handle.db;
  const itemsOf = (subjectId: string) =>
    db().select().from(inboxItems).where(eq(inboxItems.subjectId, subjectId));

  beforeEach(async () => {
    await db().execute(sql`delete from inbox_items`);
    await db().execute(sql`delete from stalled_work_alerts`);
  });

  it('opens one item for an escalated referral, and the organisation answering it closes the item', async () => {
    const referralId = await makeReferral(db(), actors.partnerOrgId, { urgency: 'critical' });
    const later = new Date(Date.now() + 8 * DAY_MS);
    await checkStalledWork(db(), later);
    await checkStalledWork(db(), later);
    const [item, ...more] = await itemsOf(referralId);
    expect(more).toEqual([]);
    expect(item).toMatchObject({ type: 'stalled_referral', status: 'open' });
    expect(item?.summary).toMatch(/^Critical referral to .+ still unanswered past its timeline$/);

    const detail = (await asAdmin('GET', `/api/admin/inbox/${item?.id}`)).json();
    expect(detail.details.title).toMatch(/^Referral to /);
    expect(detail.details.link.href).toBe(`/partner/${actors.partnerOrgId}`);

    const moved = await asPartner('PATCH', `/api/partner/referrals/${referralId}`, { status: 'contacted' });
    expect(moved.statusCode).toBe(200);
    const [closed] = await itemsOf(referralId);
    expect(closed?.status).toBe('done');
    const notes = await db()
      .select()
      .from(inboxNotes)
      .where(eq(inboxNotes.itemId, closed?.id ?? ''));
    expect(notes.map((note) => note.body)).toEqual(['The organization moved the referral to contacted']);
    const [referral] = await db().select().from(referrals).where(eq(referrals.id, referralId));
    expect(referral?.status).toBe('contacted');
  });

  it('opens an item per stalled match, and a follow-up on the dashboard closes it', async () => {
    await clearHousing(db());
    const veteranId = await insertQueueVeteran(db(), '12207', { name: 'Sam Carter' });
    const propertyId = await insertTestHome(db(), '12207', { address: '4 Pine St' });
    const [match] = await db()
      .insert(matches)
      .values({ veteranId, propertyId, score: 80, reason: 'close by', origin: 'engine', status: 'contacted' })
      .returning({ id: matches.id });
    const later = new Date(Date.now() + 8 * DAY_MS);
    await sendStalledMatchDigest(db(), later);
    const [item] = await itemsOf(match?.id ?? '');
    expect(item).toMatchObject({
      type: 'stalled_match',
      status: 'open',
      summary: 'Match of Sam Carter with 4 Pine St stalled at contacted',
    });

    const followUp = await asAdmin('POST', `/api/housing-matches/${match?.id}/follow-ups`, {
      response: 'contacted_again',
      note: 'Left a voicemail',
    });
    expect(followUp.statusCode).toBe(201);
    const [closed] = await itemsOf(match?.id ?? '');
    expect(closed?.status).toBe('done');

    // stalled again a week after the follow-up: a new item, which moving the match closes
    await sendStalledMatchDigest(db(), new Date(later.getTime() + 8 * DAY_MS));
    const reopened = (await itemsOf(match?.id ?? '')).find((item) => item.status === 'open');
    expect(reopened).toBeDefined();
    const moved = await asAdmin('PATCH', `/api/housing-matches/${match?.id}`, { status: 'approved' });
    expect(moved.statusCode).toBe(200);
    expect((await itemsOf(match?.id ?? '')).map((item) => item.status)).toEqual(['done', 'done']);
  });

  it("shows a stalled match waiting since the match's own last step, not since the item opened", async () => {
    await clearHousing(db());
    const veteranId = await insertQueueVeteran(db(), '12207', { name: 'Lee Stone' });
    const propertyId = await insertTestHome(db(), '12207', { address: '9 Birch St' });
    const lastStep = new Date(Date.now() - 20 * DAY_MS);
    const [match] = await db()
      .insert(matches)
      .values({
        veteranId,
        propertyId,
        score: 80,
        reason: 'close by',
        origin: 'engine',
        status: 'pending',
        createdAt: lastStep,
        updatedAt: lastStep,
      })
      .returning({ id: matches.id });
    await sendStalledMatchDigest(db(), new Date());
    const [item] = await itemsOf(match?.id ?? '');
    expect(item?.type).toBe('stalled_match');
    expect(Date.now() - (item?.createdAt.getTime() ?? 0)).toBeLessThan(DAY_MS);

    const list = (await asAdmin('GET', '/api/admin/inbox?type=stalled_match')).json();
    const listed = list.items.find((row: { id: string }) => row.id === item?.id);
    expect(listed.waitingSince).toBe(lastStep.toISOString());
    expect(listed.createdAt).toBe(item?.createdAt.toISOString());
    const detail = (await asAdmin('GET', `/api/admin/inbox/${item?.id}`)).json();
    expect(detail.waitingSince).toBe(lastStep.toISOString());

    // any other item waits since it was opened
    const other = (await asAdmin('GET', '/api/admin/inbox')).json().items;
    for (const row of other.filter((r: { type: string }) => r.type !== 'stalled_match'))
      expect(row.waitingSince).toBe(row.createdAt);
  });

  it('lists the longest wait first across every type: a match stalled for 20 days before a message of 5 days', async () => {
    await clearHousing(db());
    const veteranId = await insertQueueVeteran(db(), '12207', { name: 'Ada Lane' });
    const propertyId = await insertTestHome(db(), '12207', { address: '3 Elm St' });
    const lastStep = new Date(Date.now() - 20 * DAY_MS);
    const [match] = await db()
      .insert(matches)
      .values({ veteranId, propertyId, score: 70, reason: 'close by', origin: 'engine', status: 'pending' })
      .returning({ id: matches.id });
    await db()
      .update(matches)
      .set({ createdAt: lastStep, updatedAt: lastStep })
      .where(eq(matches.id, match?.id ?? ''));
    await db()
      .insert(inboxItems)
      .values({
        type: 'contact_message',
        subjectId: veteranId,
        summary: 'A message of five days',
        createdAt: new Date(Date.now() - 5 * DAY_MS),
      });
    await sendStalledMatchDigest(db(), new Date());
    const items = (await asAdmin('GET', '/api/admin/inbox')).json().items as { type: string }[];
    expect(items.map((row) => row.type)).toEqual(['stalled_match', 'contact_message']);
  });
});
