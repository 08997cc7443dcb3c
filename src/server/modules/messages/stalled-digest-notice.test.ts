import { matchFollowUps, outboxMessages } from '@server/db/schema';
import { clearHousing, housingActors } from '@server/test/housing-world.fixtures';
import { ago, DAY, insertMatchAt, matchStreet } from '@server/test/stalled-work.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';

describeApi('the stalled-match digest', (ctx) => {
  const { asAdmin } = housingActors(ctx);
  const db = () => ctx().handle.db;

  it("counts a match's days from its latest step, a follow-up included, longest waiting first", async () => {
    await clearHousing(db());
    const now = new Date();
    const followedUp = await insertMatchAt(db(), 'pending', ago(now, 30 * DAY));
    await db()
      .insert(matchFollowUps)
      .values({ matchId: followedUp, response: 'contacted_again', createdAt: ago(now, 8 * DAY) });
    const untouched = await insertMatchAt(db(), 'approved', ago(now, 12 * DAY));
    const [digest] = await db()
      .insert(outboxMessages)
      .values({
        kind: 'housing_match.stalled_digest',
        payload: { matchIds: `${followedUp},${untouched}` },
      })
      .returning({ id: outboxMessages.id });

    const message = (await asAdmin('GET', `/api/admin/messages/${digest?.id}`)).json();
    // each match named by its veteran and street, not by an id (issue 37)
    const [first, second] = [await matchStreet(db(), untouched), await matchStreet(db(), followedUp)];
    expect(message.text).toContain(`· ${first} (approved, 12 days); Sam C. · ${second} (pending, 8 days)`);
    expect(message.text).toContain('In all, 2 open matches are stalled now.');
  });
});
