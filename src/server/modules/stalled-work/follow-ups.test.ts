import { randomUUID } from 'node:crypto';
import { auditEvents, matchFollowUps } from '@server/db/schema';
import { clearHousing, housingActors } from '@server/test/housing-world.fixtures';
import { ago, DAY, insertMatchAt } from '@server/test/stalled-work.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { matchFollowUpsPath } from '@shared/contracts/match-follow-ups';
import { eq } from 'drizzle-orm';

describeApi('POST /api/housing-matches/:id/follow-ups', (ctx) => {
  const { send, asAdmin, asLandlord, asPartner } = housingActors(ctx);
  const db = () => ctx().handle.db;
  const valid = { response: 'landlord_unresponsive', note: 'Two emails, no answer.' };
  let matchId = '';

  beforeEach(async () => {
    await clearHousing(db());
    matchId = await insertMatchAt(db(), 'pending', ago(new Date(), 10 * DAY));
  });

  it('lets only a signed-in admin record a follow-up, before looking at the input', async () => {
    expect((await send('POST', matchFollowUpsPath(matchId), {}, valid)).statusCode).toBe(401);
    expect((await send('POST', matchFollowUpsPath(matchId), {}, { response: 'nonsense' })).statusCode).toBe(
      401,
    );
    expect((await asLandlord('POST', matchFollowUpsPath(matchId), valid)).statusCode).toBe(403);
    expect((await asPartner('POST', matchFollowUpsPath(matchId), valid)).statusCode).toBe(401);
    expect(await db().select().from(matchFollowUps)).toEqual([]);
  });

  it('records the response and note, and audits it without the note', async () => {
    const response = await asAdmin('POST', matchFollowUpsPath(matchId), valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      matchId,
      response: 'landlord_unresponsive',
      note: 'Two emails, no answer.',
      recordedAt: expect.any(String),
    });
    const [row] = await db().select().from(matchFollowUps).where(eq(matchFollowUps.matchId, matchId));
    expect(row).toMatchObject({ response: 'landlord_unresponsive', note: 'Two emails, no answer.' });
    expect(row?.recordedBy).not.toBeNull();
    const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.targetId, matchId));
    expect(audit).toMatchObject({
      action: 'housing_match.follow_up_recorded',
      actorType: 'admin',
      targetType: 'match',
      details: { response: 'landlord_unresponsive' },
    });
  });

  it('answers 400 with the field’s message for a bad response, note or id', async () => {
    const noResponse = await asAdmin('POST', matchFollowUpsPath(matchId), { note: 'hm' });
    expect(noResponse.statusCode).toBe(400);
    expect(noResponse.json().issues).toEqual([{ path: 'response', message: 'Choose what happened' }]);
    const longNote = await asAdmin('POST', matchFollowUpsPath(matchId), { ...valid, note: 'x'.repeat(501) });
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json().issues).toEqual([{ path: 'note', message: 'Use at most 500 characters' }]);
    expect((await asAdmin('POST', matchFollowUpsPath(matchId), { ...valid, extra: 1 })).statusCode).toBe(400);
    expect((await asAdmin('POST', matchFollowUpsPath('not-a-match'), valid)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown match and 409 for one that is no longer open', async () => {
    const unknown = await asAdmin('POST', matchFollowUpsPath(randomUUID()), valid);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Match not found' });
    const placed = await insertMatchAt(db(), 'placed', ago(new Date(), 10 * DAY));
    const refused = await asAdmin('POST', matchFollowUpsPath(placed), valid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This match is placed: follow-ups are for open matches only.');
    expect(await db().select().from(matchFollowUps)).toEqual([]);
  });
});
