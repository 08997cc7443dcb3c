import { auditEvents, inboxItems, inboxNotes, outboxMessages, partnerApplications } from '@server/db/schema';
import { housingActors } from '@server/test/housing-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { and, eq, inArray } from 'drizzle-orm';
import { application } from './partner-applications.fixtures';

describeApi('a repeat housing-partner application', (ctx) => {
  const { asAdmin } = housingActors(ctx);
  const db = () => ctx().handle.db;
  const apply = (payload: unknown) =>
    ctx().app.inject({ method: 'POST', url: '/api/partner-applications', payload: payload as object });
  const itemsOf = (ids: string[]) =>
    db()
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.type, 'partner_application'), inArray(inboxItems.subjectId, ids)));
  const applicationsFrom = (email: string) =>
    db().select().from(partnerApplications).where(eq(partnerApplications.email, email));

  it('from the same email joins the open inbox item: one application, one item, a line saying what differs', async () => {
    const first = await apply(application({ email: 'Repeat.One@Example.com' }));
    expect(first.statusCode).toBe(201);
    const again = await apply(application({ email: 'repeat.one@example.com', phone: '518-555-0199' }));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());

    const stored = await applicationsFrom('repeat.one@example.com');
    expect(stored).toHaveLength(1);
    expect(stored[0]?.phone).toBe('5185550142');
    const items = await itemsOf([first.json().id]);
    expect(items).toHaveLength(1);
    const notes = await db()
      .select()
      .from(inboxNotes)
      .where(eq(inboxNotes.itemId, items[0]?.id ?? ''));
    expect(notes.map((note) => note.body)).toEqual([
      'Applied again with the same email. What differs from this application: phone: 5185550199',
    ]);
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.targetId, first.json().id));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'partner_application.received',
      'partner_application.repeated',
    ]);
    const told = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipientId, first.json().id));
    expect(told.map((row) => row.kind)).toEqual([
      'partner_application.received',
      'partner_application.received',
    ]);
  });

  it('sent twice at once still makes one application and one item', async () => {
    const payload = application({ email: 'repeat.two@example.com' });
    const both = await Promise.all([apply(payload), apply(payload)]);
    expect(both.map((res) => res.statusCode)).toEqual([201, 201]);
    const stored = await applicationsFrom('repeat.two@example.com');
    expect(stored).toHaveLength(1);
    expect(await itemsOf(stored.map((row) => row.id))).toHaveLength(1);
  });

  it('after a decision is a new application with its own item', async () => {
    const first = (await apply(application({ email: 'repeat.three@example.com' }))).json();
    const [item] = await itemsOf([first.id]);
    const declined = await asAdmin('POST', `/api/admin/inbox/${item?.id}/partner-application-decision`, {
      decision: 'decline',
      reason: 'We cover another region for now.',
    });
    expect(declined.statusCode).toBe(200);
    const again = (await apply(application({ email: 'repeat.three@example.com' }))).json();
    expect(again.id).not.toBe(first.id);
    expect(await applicationsFrom('repeat.three@example.com')).toHaveLength(2);
    expect((await itemsOf([again.id])).map((row) => row.status)).toEqual(['open']);
  });
});
