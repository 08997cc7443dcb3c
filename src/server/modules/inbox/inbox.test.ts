import { auditEvents, inboxItems, outboxMessages } from '@server/db/schema';
import { housingActors } from '@server/test/housing-world.fixtures';
import { insertLandlordLead } from '@server/test/network-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { INBOX_ITEM_TYPES } from '@shared/domain/inbox';
import { and, eq, sql } from 'drizzle-orm';
import { openInboxItem } from './index';

const contact = (subject: string, fullName = 'Dana Brooks') => ({
  fullName,
  email: 'dana@example.org',
  subject,
  message: 'Can someone call me about a room near Albany?',
});

describeApi('operations inbox', (ctx) => {
  const { send, asAdmin, asLandlord, asPartner } = housingActors(ctx);
  const db = () => ctx().handle.db;
  const post = (url: string, payload: object) => ctx().app.inject({ method: 'POST', url, payload });
  const itemFor = async (subjectId: string) => {
    const [row] = await db().select().from(inboxItems).where(eq(inboxItems.subjectId, subjectId));
    if (!row) throw new Error('no inbox item');
    return row;
  };

  beforeEach(async () => {
    await db().execute(sql`delete from inbox_items`);
    await db().execute(sql`delete from outbox_messages`);
  });

  it('refuses callers who are not admins, before looking at the input', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await send('GET', '/api/admin/inbox?type=oops')).statusCode).toBe(401);
    expect((await send('POST', `/api/admin/inbox/${id}/notes`, {}, { body: '' })).statusCode).toBe(401);
    expect((await asLandlord('GET', '/api/admin/inbox')).statusCode).toBe(403);
    expect((await asPartner('GET', '/api/admin/inbox')).statusCode).toBe(401);
    expect((await asLandlord('POST', `/api/admin/inbox/${id}/close`, {})).statusCode).toBe(403);
    expect((await asAdmin('GET', `/api/admin/inbox/${id}`)).statusCode).toBe(404);
    expect((await asAdmin('GET', '/api/admin/inbox?type=oops')).statusCode).toBe(400);
  });

  it('receives contact messages and plan requests, oldest first, with counts per type and filters', async () => {
    const zeros = INBOX_ITEM_TYPES.map((type) => ({ type, count: 0 }));
    expect((await asAdmin('GET', '/api/admin/inbox')).json()).toEqual({ items: [], total: 0, counts: zeros });
    const first = await post('/api/contact', contact('Housing help', 'Ann First'));
    const plan = await post('/api/contact', contact('Ongoing Support plan', 'Bo Second'));
    const third = await post('/api/contact', contact('Another question', 'Cy Third'));
    for (const res of [first, plan, third]) expect(res.statusCode).toBe(201);
    await db().execute(
      sql`update inbox_items set created_at = now() - interval '2 days' where subject_id = ${first.json().id}`,
    );

    const all = await asAdmin('GET', '/api/admin/inbox');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.total).toBe(3);
    expect(body.items.map((item: { summary: string }) => item.summary)).toEqual([
      'Ann First: Housing help',
      'Bo Second: Ongoing Support plan',
      'Cy Third: Another question',
    ]);
    expect(body.items[1]).toMatchObject({
      type: 'plan_request',
      status: 'open',
      assignee: null,
      record: { kind: 'contact_message', id: plan.json().id },
    });
    const counts = Object.fromEntries(
      body.counts.map((row: { type: string; count: number }) => [row.type, row.count]),
    );
    expect(counts).toMatchObject({
      contact_message: 2,
      plan_request: 1,
      landlord_lead: 0,
      listing_review: 0,
    });

    const plans = (await asAdmin('GET', '/api/admin/inbox?type=plan_request')).json();
    expect(plans.items.map((item: { type: string }) => item.type)).toEqual(['plan_request']);
    const page = (await asAdmin('GET', '/api/admin/inbox?limit=1&offset=1')).json();
    expect(page).toMatchObject({ total: 3, items: [{ summary: 'Bo Second: Ongoing Support plan' }] });
    // a page past the end still reports the total and the counts
    const past = (await asAdmin('GET', '/api/admin/inbox?type=contact_message&limit=2&offset=2')).json();
    expect(past).toEqual({ items: [], total: 2, counts: body.counts });
    expect((await asAdmin('GET', '/api/admin/inbox?status=done')).json().total).toBe(0);
    expect((await asAdmin('GET', '/api/admin/inbox?status=unfinished')).json().total).toBe(3);
  });

  it('works an item from open to done: assign, note, reply by email, close; each step audited', async () => {
    const sent = await post('/api/contact', contact('Housing help'));
    const item = await itemFor(sent.json().id);
    const detail = (await asAdmin('GET', `/api/admin/inbox/${item.id}`)).json();
    expect(detail.details).toMatchObject({ title: 'Housing help', replyTo: 'dana@example.org' });
    expect(detail.details.fields).toContainEqual({ label: 'Message', value: contact('x').message });
    expect(detail.actions).toEqual(['reply']);

    const [admin] = (await asAdmin('GET', '/api/admin/inbox/assignees')).json();
    const assigned = await asAdmin('POST', `/api/admin/inbox/${item.id}/assign`, { assigneeId: admin.id });
    expect(assigned.json()).toMatchObject({
      status: 'in_progress',
      assignee: { id: admin.id, name: admin.name },
    });
    const notAdmin = await asAdmin('POST', `/api/admin/inbox/${item.id}/assign`, {
      assigneeId: '00000000-0000-4000-8000-000000000000',
    });
    expect(notAdmin.statusCode).toBe(400);
    expect(notAdmin.json().message).toBe('Choose an admin from the list');

    expect((await asAdmin('POST', `/api/admin/inbox/${item.id}/notes`, { body: '  ' })).json().message).toBe(
      'Write a note',
    );
    await asAdmin('POST', `/api/admin/inbox/${item.id}/notes`, { body: 'Called, no answer.' });
    const replied = await asAdmin('POST', `/api/admin/inbox/${item.id}/reply`, {
      body: 'We have a room in Troy. Can you call us on Monday?',
    });
    expect(replied.statusCode).toBe(200);
    const reply = replied.json().notes.find((note: { kind: string }) => note.kind === 'reply');
    expect(reply).toMatchObject({
      body: 'We have a room in Troy. Can you call us on Monday?',
      author: admin.name,
    });
    const [queued] = await db()
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'inbox.reply'), eq(outboxMessages.recipientId, reply.id)));
    expect(queued?.status).toBe('queued');

    const closed = await asAdmin('POST', `/api/admin/inbox/${item.id}/close`, { note: 'Answered by email' });
    expect(closed.json()).toMatchObject({ status: 'done', actions: [] });
    expect(closed.json().closedAt).not.toBeNull();
    expect(closed.json().notes.map((note: { kind: string; body: string }) => [note.kind, note.body])).toEqual(
      [
        ['note', 'Called, no answer.'],
        ['reply', 'We have a room in Troy. Can you call us on Monday?'],
        ['action', 'Closed: Answered by email'],
      ],
    );

    const again = await asAdmin('POST', `/api/admin/inbox/${item.id}/notes`, { body: 'late' });
    expect(again.statusCode).toBe(409);
    const audits = await db()
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, item.id));
    // the admin's read of the item is audited too (issue 31)
    expect(new Set(audits.map((row) => row.action))).toEqual(
      new Set(['inbox.assigned', 'inbox.closed', 'inbox.noted', 'inbox.replied', 'inbox.item_read']),
    );
  });

  it('turns a landlord lead into an invitation to create an account, and offers only actions that fit', async () => {
    const lead = { id: await insertLandlordLead(db(), 'lee@example.com') };
    const itemId = await openInboxItem(db(), {
      type: 'landlord_lead',
      subjectId: lead.id,
      summary: 'Lee Owner offers 1 unit',
    });
    expect(await openInboxItem(db(), { type: 'landlord_lead', subjectId: lead.id, summary: 'again' })).toBe(
      itemId,
    );

    const detail = (await asAdmin('GET', `/api/admin/inbox/${itemId}`)).json();
    expect(detail.actions).toEqual(['reply', 'invite_landlord']);
    const refused = await asAdmin('POST', `/api/admin/inbox/${itemId}/listing-decision`, {
      decision: 'approve',
    });
    expect(refused.statusCode).toBe(409);

    const invited = await asAdmin('POST', `/api/admin/inbox/${itemId}/invite-landlord`);
    expect(invited.json()).toMatchObject({ status: 'done' });
    expect(invited.json().notes.at(-1).body).toBe(
      'Invited to set up a landlord account (a one-time link to set its password)',
    );
    const messages = await db().select().from(outboxMessages).where(eq(outboxMessages.recipientId, lead.id));
    expect(messages.map((m) => m.kind)).toEqual(['landlord.invitation']);
    expect((await asAdmin('POST', `/api/admin/inbox/${itemId}/invite-landlord`)).statusCode).toBe(409);
  });
});
