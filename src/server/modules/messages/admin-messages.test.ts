import { auditEvents, outboxMessages } from '@server/db/schema';
import { clearHousing, housingActors, insertQueueVeteran } from '@server/test/housing-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';

describeApi('admin messages', (ctx) => {
  const { send, asAdmin, asLandlord, asPartner } = housingActors(ctx);
  const db = () => ctx().handle.db;
  const ids = { sent: '', failed: '', queued: '' };

  beforeAll(async () => {
    await clearHousing(db());
    const veteranId = await insertQueueVeteran(db(), '12207', { caseManagerEmail: 'cm@partner.test' });
    const base = { kind: 'waitlist_status', recipientId: veteranId, payload: { followUp: '7-14 days' } };
    const rows = await db()
      .insert(outboxMessages)
      .values([
        {
          ...base,
          status: 'sent',
          attempts: 1,
          recipientEmail: 'cm@partner.test',
          subject: 'A veteran from your intake is on the waitlist',
          sentAt: new Date('2026-11-20T10:00:00Z'),
          createdAt: new Date('2026-11-20T09:00:00Z'),
        },
        {
          ...base,
          status: 'failed',
          attempts: 6,
          lastError: '550 Mailbox unavailable',
          recipientEmail: 'cm@partner.test',
          createdAt: new Date('2026-11-21T09:00:00Z'),
        },
        { ...base, createdAt: new Date('2026-11-22T09:00:00Z') },
      ])
      .returning({ id: outboxMessages.id, status: outboxMessages.status });
    for (const row of rows) ids[row.status] = row.id;
  });

  it('refuses callers who are not admins, before looking at the input', async () => {
    expect((await send('GET', '/api/admin/messages?limit=oops')).statusCode).toBe(401);
    expect((await asLandlord('GET', '/api/admin/messages')).statusCode).toBe(403);
    expect((await asPartner('GET', '/api/admin/messages')).statusCode).toBe(401);
    expect((await asLandlord('GET', `/api/admin/messages/${ids.sent}`)).statusCode).toBe(403);
    expect((await asLandlord('POST', `/api/admin/messages/${ids.failed}/retry`)).statusCode).toBe(403);
  });

  it('lists messages newest first, filtered and paginated, with the total', async () => {
    const all = await asAdmin('GET', '/api/admin/messages');
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.headers['cache-control']).toBe('no-store');
    expect(all.json().map((item: { id: string }) => item.id)).toEqual([ids.queued, ids.failed, ids.sent]);
    const failed = await asAdmin('GET', '/api/admin/messages?status=failed&limit=1&offset=0');
    expect(failed.headers['x-total-count']).toBe('1');
    expect(failed.json()).toEqual([
      {
        id: ids.failed,
        createdAt: '2026-11-21T09:00:00.000Z',
        kind: 'waitlist_status',
        recipient: 'cm@partner.test',
        status: 'failed',
        attempts: 6,
        lastError: '550 Mailbox unavailable',
        sentAt: null,
      },
    ]);
    const page = await asAdmin('GET', '/api/admin/messages?limit=1&offset=2');
    expect(page.json().map((item: { id: string }) => item.id)).toEqual([ids.sent]);
    // a page past the end still reports the total
    const past = await asAdmin('GET', '/api/admin/messages?limit=2&offset=3');
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('3');
    expect((await asAdmin('GET', '/api/admin/messages?status=lost')).statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/admin/messages?limit=0')).statusCode).toBe(400);
  });

  it('shows one message with its subject and text, without the veteran’s personal data', async () => {
    const response = await asAdmin('GET', `/api/admin/messages/${ids.sent}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({ id: ids.sent, status: 'sent', subject: expect.any(String) });
    expect(detail.text).toContain('http://localhost:5000/partner/caseload/');
    expect(detail.text).not.toContain('Sam Carter');
    expect(detail.text).not.toContain('5185550199');
    expect(
      (await asAdmin('GET', '/api/admin/messages/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await asAdmin('GET', '/api/admin/messages/not-an-id')).statusCode).toBe(400);
  });

  it('retries only a failed message, and audits the retry', async () => {
    expect((await asAdmin('POST', `/api/admin/messages/${ids.sent}/retry`)).statusCode).toBe(409);
    expect((await asAdmin('POST', `/api/admin/messages/${ids.queued}/retry`)).statusCode).toBe(409);
    const response = await asAdmin('POST', `/api/admin/messages/${ids.failed}/retry`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: ids.failed, status: 'queued', attempts: 0, lastError: null });
    const audits = await db().select().from(auditEvents).where(eq(auditEvents.targetId, ids.failed));
    expect(audits).toEqual([expect.objectContaining({ action: 'message.retry', actorType: 'admin' })]);
    expect((await asAdmin('POST', `/api/admin/messages/${ids.failed}/retry`)).statusCode).toBe(409);
  });
});
