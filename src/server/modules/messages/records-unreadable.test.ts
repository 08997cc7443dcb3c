import { NOTICES } from '@server/app';
import { outboxMessages } from '@server/db/schema';
import type { Notice } from '@server/manifest/message-kind';
import { clearHousing, housingActors, insertQueueVeteran } from '@server/test/housing-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import type { MessageKind } from '@shared/domain/message-delivery';
import { eq, sql } from 'drizzle-orm';
import { type DeliverySettings, deliverMessage } from './deliver';
import { messageDetail } from './service';

const SECRET = 'dana.rivera@example.org';

/**
 * A notice whose statement fails when it runs (its text carries a value, as a real one would: a name, an
 * email): the planner cannot fold it away, so only its own messages fail.
 */
const brokenNotice: Notice = {
  records: () => sql`json_build_object('n', (${SECRET} || ${outboxMessages.kind})::int)`,
  compose: async () => null,
};

/** Last session's finding (issue 34): a notice whose query fails left its messages queued, with no error anywhere. */
describeApi('a notice whose records cannot be read', (ctx) => {
  const { asAdmin } = housingActors(ctx);
  const db = () => ctx().handle.db;
  const sentMail: unknown[] = [];
  const settings = (): DeliverySettings => ({
    transport: { send: async (mail) => void sentMail.push(mail), close: () => {} },
    from: 'Veterans Housing <no-reply@example.org>',
    publicUrl: 'https://housing.test',
    adminAddress: 'team@housing.test',
    lockWhileSending: ctx().handle.kind === 'postgres',
    notices: new Map<MessageKind, Notice>([...NOTICES, ['waitlist_status', brokenNotice]]),
  });

  it('ends its message failed with the condition, never a value, shown on the admins’ messages page and opened there', async () => {
    await clearHousing(db());
    const veteranId = await insertQueueVeteran(db(), '12207', { caseManagerEmail: 'cm@partner.test' });
    const [message] = await db()
      .insert(outboxMessages)
      .values({ kind: 'waitlist_status', recipientId: veteranId, payload: { followUp: '7-14 days' } })
      .returning({ id: outboxMessages.id });
    const id = message?.id ?? '';

    const outcome = await deliverMessage(db(), id, settings(), false);
    expect(outcome).toMatchObject({ outcome: 'failed' });
    const reason = outcome.outcome === 'failed' ? outcome.reason : '';
    expect(reason).toMatch(/^its records could not be read \(.*22P02\)$/);
    expect(reason).not.toContain(SECRET);
    expect(sentMail).toHaveLength(0);

    const [row] = await db().select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: reason });
    // a second worker finds nothing left to do
    expect(await deliverMessage(db(), id, settings(), true)).toEqual({ outcome: 'skipped' });

    const listed = await asAdmin('GET', '/api/admin/messages?status=failed');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toContainEqual(
      expect.objectContaining({ id, status: 'failed', lastError: reason }),
    );
    // and opens it: its status and error, without words
    const detail = await messageDetail(db(), id, settings());
    expect(detail).toMatchObject({ id, status: 'failed', lastError: reason, text: null });
  });
});
