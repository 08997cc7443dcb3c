import { randomUUID } from 'node:crypto';
import { inboxItems, outboxMessages, users } from '@server/db/schema';
import { checkInboxPromises } from '@server/modules/stalled-work';
import { makeAdmin } from '@server/test/accounts.fixtures';
import { validContactMessage } from '@server/test/contact.fixtures';
import {
  TEST_PUBLIC_URL,
  TEST_TEAM_ADDRESS,
  useTestMailbox,
  waitForDelivery,
} from '@server/test/mail.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { and, eq, inArray, sql } from 'drizzle-orm';

const FRIDAY_10 = new Date('2026-11-27T10:00:00.000Z');
const at = (iso: string) => new Date(iso);

/** Brief tim34 step 4 (issue 34, point 7): each promise on a screen has a timer: a reminder, then the housing team. */
describeApi('the inbox promises have their timers', (ctx) => {
  const mailbox = useTestMailbox(ctx);
  const db = () => ctx().handle.db;

  beforeEach(async () => {
    await db().execute(sql`delete from inbox_items`);
    await db().execute(sql`delete from stalled_work_alerts`);
  });

  /** Moves an item's arrival to `when` (the timers count from it). */
  const arrivedAt = (id: string, when: Date) =>
    db().update(inboxItems).set({ createdAt: when }).where(eq(inboxItems.id, id));
  const openItem = async (type: 'landlord_lead' | 'partner_application', when: Date) => {
    const [row] = await db()
      .insert(inboxItems)
      .values({ type, subjectId: randomUUID(), summary: 'test item', createdAt: when })
      .returning({ id: inboxItems.id });
    return row?.id ?? '';
  };
  const deliver = async (itemId: string) => {
    await mailbox.runner.enqueueQueued();
    const rows = await db()
      .select()
      .from(outboxMessages)
      .where(
        and(
          inArray(outboxMessages.kind, ['inbox.promise_reminder', 'inbox.promise_escalation']),
          sql`${outboxMessages.payload}->>'itemId' = ${itemId}`,
        ),
      );
    return waitForDelivery(
      db(),
      rows.map((row) => row.id),
    );
  };
  const mailsAbout = (address: string, itemId: string) =>
    mailbox.smtp.to(address).filter((mail) => mail.parsed.text?.includes(itemId));

  it('a contact message (one business day): Friday’s is due Monday, then the housing team on Tuesday, each once', async () => {
    const sent = await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: validContactMessage,
    });
    expect(sent.statusCode).toBe(201);
    const [item] = await db().select().from(inboxItems).where(eq(inboxItems.subjectId, sent.json().id));
    const itemId = item?.id ?? '';
    await arrivedAt(itemId, FRIDAY_10);

    // Saturday and Sunday do not count
    expect(await checkInboxPromises(db(), at('2026-11-30T09:59:00Z'))).toEqual({
      reminders: 0,
      escalations: 0,
    });
    expect(await checkInboxPromises(db(), at('2026-11-30T10:00:00Z'))).toEqual({
      reminders: 1,
      escalations: 0,
    });
    expect(await checkInboxPromises(db(), at('2026-11-30T12:00:00Z'))).toEqual({
      reminders: 0,
      escalations: 0,
    });
    expect(await checkInboxPromises(db(), at('2026-12-01T10:00:00Z'))).toEqual({
      reminders: 0,
      escalations: 1,
    });
    expect(await checkInboxPromises(db(), at('2026-12-05T10:00:00Z'))).toEqual({
      reminders: 0,
      escalations: 0,
    });

    const rows = await deliver(itemId);
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
    const told = mailsAbout(TEST_TEAM_ADDRESS, itemId);
    expect(told.map((mail) => mail.parsed.subject).sort()).toEqual([
      'Due now: a contact message waits for an answer',
      'Overdue: a contact message is past its promised answer',
    ]);
    expect(told[0]?.parsed.text).toContain('one business day');
    expect(told[0]?.parsed.text).toContain(`${TEST_PUBLIC_URL}/admin/inbox/${itemId}`);
    // nothing the sender wrote travels in it
    for (const echoed of [validContactMessage.fullName, validContactMessage.message])
      expect(told[0]?.parsed.text).not.toContain(echoed);
  });

  it('an offer of housing and a partner application (48 hours): reminded at 48, escalated at 96', async () => {
    const lead = await openItem('landlord_lead', FRIDAY_10);
    const application = await openItem('partner_application', FRIDAY_10);
    expect(await checkInboxPromises(db(), at('2026-11-29T09:59:00Z'))).toEqual({
      reminders: 0,
      escalations: 0,
    });
    expect(await checkInboxPromises(db(), at('2026-11-29T10:00:00Z'))).toEqual({
      reminders: 2,
      escalations: 0,
    });
    expect(await checkInboxPromises(db(), at('2026-12-01T10:00:00Z'))).toEqual({
      reminders: 0,
      escalations: 2,
    });
    await deliver(lead);
    await deliver(application);
    expect(mailsAbout(TEST_TEAM_ADDRESS, lead)[0]?.parsed.text).toContain('48 hours');
    expect(mailsAbout(TEST_TEAM_ADDRESS, application)).toHaveLength(2);
  });

  it('the assignee is reminded (not the team); an item taken in progress or done waits for nobody', async () => {
    const admin = await makeAdmin(db());
    const email = `assignee-${randomUUID().slice(0, 8)}@housing.test`;
    const [user] = await db()
      .update(users)
      .set({ email })
      .where(eq(users.username, admin.username))
      .returning({ id: users.id });
    const assigned = await openItem('landlord_lead', FRIDAY_10);
    await db().update(inboxItems).set({ assigneeId: user?.id }).where(eq(inboxItems.id, assigned));
    const taken = await openItem('partner_application', FRIDAY_10);
    await db().update(inboxItems).set({ status: 'in_progress' }).where(eq(inboxItems.id, taken));
    expect(await checkInboxPromises(db(), at('2026-11-29T10:00:00Z'))).toEqual({
      reminders: 1,
      escalations: 0,
    });
    await deliver(assigned);
    expect(mailsAbout(email, assigned)).toHaveLength(1);
    expect(mailsAbout(TEST_TEAM_ADDRESS, assigned)).toHaveLength(0);
  });
});
