import { withTransaction } from '@server/db/client';
import { personEvents } from '@server/db/schema';
import { describeApi } from '@server/test/test-app.fixtures';
import { personStatus } from '@shared/domain/person-timeline';
import { eq, sql } from 'drizzle-orm';
import { appendPersonEvent, type IntakeSender, registerVeteran, selectPersonTimeline } from './index';

const anonymous: IntakeSender = { kind: 'housing_intake', signedIn: null };
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describeApi('the timeline: one append-only story per person', (ctx) => {
  const db = () => ctx().handle.db;
  const register = (
    name: string,
    phone: string,
    extra: {
      livingSituation?: number;
      homelessSince?: string;
      disablingCondition?: boolean;
      timesHomeless?: 1 | 2 | 3 | 4;
      monthsHomeless?: number;
    } = {},
  ) =>
    withTransaction(db(), (tx) =>
      registerVeteran(tx, { name, phone, zipCode: '12207', source: 'housing_intake', ...extra }, anonymous),
    );

  it('an intake identifies a new person with where they sleep, and a later intake of the same person is a contact', async () => {
    const first = await register('Rowan Vale', '5185550171', {
      livingSituation: 116,
      homelessSince: '2026-01-15',
      disablingCondition: true,
      timesHomeless: 4,
      monthsHomeless: 13,
    });
    const again = await register('Rowan Vale', '(518) 555-0171', { livingSituation: 101 });
    expect(again).toMatchObject({ id: first.id, linked: true });
    const timeline = await selectPersonTimeline(db(), first.id);
    expect(
      timeline.map((event) => [event.type, event.details, event.recordedByKind, event.recordedBy]),
    ).toEqual([
      [
        'identified',
        {
          livingSituation: 116,
          homelessSince: '2026-01-15',
          disablingCondition: true,
          timesHomeless: 4,
          monthsHomeless: 13,
        },
        'public',
        'A public form',
      ],
      ['contacted', { livingSituation: 101 }, 'public', 'A public form'],
    ]);
    expect(personStatus(timeline)).toBe('waiting');
  });

  it('an event recorded more than 7 days after it happened needs its reason, and nothing is written without it', async () => {
    const { id } = await register('Sky Marlow', '5185550172');
    const late = {
      veteranId: id,
      type: 'contacted' as const,
      occurredAt: daysAgo(10),
      details: { livingSituation: 116 },
    };
    const recordedBy = { kind: 'system' as const, id: null };
    await expect(
      withTransaction(db(), (tx) => appendPersonEvent(tx, { ...late, recordedBy })),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(
      withTransaction(db(), (tx) => appendPersonEvent(tx, { ...late, recordedBy, occurredAt: daysAgo(-2) })),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(await selectPersonTimeline(db(), id)).toHaveLength(1);
    await withTransaction(db(), (tx) =>
      appendPersonEvent(tx, { ...late, recordedBy, lateReason: 'paper outreach log' }),
    );
    const timeline = await selectPersonTimeline(db(), id);
    expect(timeline.map((event) => [event.type, event.lateReason])).toEqual([
      ['contacted', 'paper outreach log'],
      ['identified', null],
    ]);
    // the database refuses it too, whoever writes
    await expect(
      db().execute(sql`insert into person_events (veteran_id, type, occurred_at, recorded_by_kind, details)
        values (${id}, 'contacted', now() - interval '30 days', 'system', '{}'::jsonb)`),
    ).rejects.toThrow();
  });

  it('is append-only: what happened is never rewritten', async () => {
    const { id } = await register('Jules Arden', '5185550173');
    await expect(
      db()
        .update(personEvents)
        .set({ occurredAt: new Date(daysAgo(1)) })
        .where(eq(personEvents.veteranId, id)),
    ).rejects.toThrow();
    const [event] = await selectPersonTimeline(db(), id);
    expect(event?.type).toBe('identified');
  });
});
