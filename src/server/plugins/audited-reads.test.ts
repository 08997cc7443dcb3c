import { auditEvents, inboxItems, outboxMessages } from '@server/db/schema';
import { housingActors } from '@server/test/housing-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { and, eq } from 'drizzle-orm';
import { ACCESS_REFUSED_ACTION } from './audited-reads';

/** Issue 31: the back office's reads of personal data, and the refusals of them, leave audit rows. */
describeApi('audited admin reads and refusals', (ctx) => {
  const { actors, send, asAdmin, asLandlord } = housingActors(ctx);
  const db = () => ctx().handle.db;
  const rowsOf = (action: string) => db().select().from(auditEvents).where(eq(auditEvents.action, action));

  it('records each admin read with the admin, the route and the record read', async () => {
    const contact = await send(
      'POST',
      '/api/contact',
      {},
      {
        fullName: 'Dana Brooks',
        email: 'dana.audit@example.org',
        subject: 'Housing help',
        message: 'A room near Albany.',
      },
    );
    expect(contact.statusCode).toBe(201);
    const [item] = await db().select({ id: inboxItems.id }).from(inboxItems).limit(1);
    const [message] = await db().select({ id: outboxMessages.id }).from(outboxMessages).limit(1);
    const reads = [
      ['/api/properties-housing', 'properties.read', null],
      ['/api/dashboard/drill-down?node=placements&period=month', 'lead_flow.drill_down_read', null],
      ['/api/landlord/listings', 'landlord_listings.read', null],
      ['/api/admin/inbox', 'inbox.read', null],
      [`/api/admin/inbox/${item?.id}`, 'inbox.item_read', item?.id],
      ['/api/admin/messages', 'messages.read', null],
      [`/api/admin/messages/${message?.id}`, 'message.read', message?.id],
      ['/api/admin/accounts', 'accounts.read', null],
    ] as const;
    for (const [url, action, targetId] of reads) {
      const res = await asAdmin('GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      const rows = await rowsOf(action);
      expect(rows, url).toEqual([
        expect.objectContaining({ outcome: 'success', actorType: 'admin', targetId: targetId ?? null }),
      ]);
      expect(rows[0]?.actorId).toBeTruthy();
      expect(rows[0]?.details).toEqual({
        route: `GET ${url.split('?')[0]?.replace(/[0-9a-f-]{36}$/, ':id')}`,
      });
    }
    // a landlord reading its own listings is no admin read
    expect((await asLandlord('GET', '/api/landlord/listings')).statusCode).toBe(200);
    expect(await rowsOf('landlord_listings.read')).toHaveLength(1);
  });

  it('records 401s and 403s, at most once a minute per address and route', async () => {
    const from = (remoteAddress: string, url: string, cookie?: string) =>
      ctx().app.inject({ method: 'GET', url, remoteAddress, headers: cookie ? { cookie } : {} });
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.5', '/api/admin/inbox')).statusCode).toBe(401);
    expect((await from('203.0.113.5', '/api/admin/accounts')).statusCode).toBe(401);
    expect((await from('203.0.113.6', '/api/admin/messages', actors.landlordCookie)).statusCode).toBe(403);
    const refused = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, ACCESS_REFUSED_ACTION), eq(auditEvents.outcome, 'refused')));
    const seen = refused.map((row) => [row.ip, row.actorType, row.details]);
    expect(seen).toEqual(
      expect.arrayContaining([
        ['203.0.113.5', 'anonymous', { route: 'GET /api/admin/inbox', status: 401 }],
        ['203.0.113.5', 'anonymous', { route: 'GET /api/admin/accounts', status: 401 }],
        ['203.0.113.6', 'landlord', { route: 'GET /api/admin/messages', status: 403 }],
      ]),
    );
    expect(refused).toHaveLength(3);
    expect(refused.find((row) => row.actorType === 'landlord')?.actorId).toBeTruthy();
  });
});
