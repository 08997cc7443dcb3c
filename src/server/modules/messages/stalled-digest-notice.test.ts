import { matchFollowUps, outboxMessages } from '@server/db/schema';
import { clearHousing, housingActors } from '@server/test/housing-world.fixtures';
import { ago, DAY, insertMatchAt } from '@server/test/stalled-work.fixtures';
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
    expect(message.text).toContain(
      `${untouched.slice(0, 8)} (approved, 12 days); ${followedUp.slice(0, 8)} (pending, 8 days)`,
    );
    expect(message.text).toContain('In all, 2 open matches are stalled now.');
  });
});
