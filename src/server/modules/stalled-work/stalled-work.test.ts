import { makeReferral } from '@server/test/accounts.fixtures';
import { clearHousing, housingActors } from '@server/test/housing-world.fixtures';
import {
  ago,
  DAY,
  HOUR,
  insertMatchAt,
  makePartnerWithEmail,
  matchStreet,
  messagesNaming,
  PERSONAL,
} from '@server/test/stalled-work.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { matchFollowUpsPath } from '@shared/contracts/match-follow-ups';
import { checkStalledWork, sendStalledMatchDigest } from './index';

describeApi('stalled-work timers', (ctx) => {
  const { asAdmin } = housingActors(ctx);
  const db = () => ctx().handle.db;
  const preview = async (messageId: string) =>
    (await asAdmin('GET', `/api/admin/messages/${messageId}`)).json();

  beforeEach(async () => {
    await clearHousing(db());
  });

  it('reminds the organisation once of a referral still new after 24 hours', async () => {
    const now = new Date();
    const { organizationId } = await makePartnerWithEmail(db(), 'desk@capital-vets.test');
    const waiting = await makeReferral(db(), organizationId, { createdAt: ago(now, 25 * HOUR) });
    const fresh = await makeReferral(db(), organizationId, { createdAt: ago(now, 23 * HOUR) });

    expect((await checkStalledWork(db(), now)).reminders).toBeGreaterThanOrEqual(1);
    await checkStalledWork(db(), now);
    await checkStalledWork(db(), new Date(now.getTime() + HOUR / 2));

    const reminders = await messagesNaming(db(), 'referral.reminder', 'referralId', waiting);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ recipientId: organizationId, status: 'queued' });
    expect(await messagesNaming(db(), 'referral.reminder', 'referralId', fresh)).toHaveLength(0);

    const message = await preview(reminders[0]?.id ?? '');
    expect(message.subject).toBe('A referral has waited over 24 hours');
    expect(message.text).toContain('nobody has marked it contacted yet');
    expect(message.text).toContain('/partner/dashboard');
    for (const personal of PERSONAL) expect(message.text).not.toContain(personal);
  });

  it('escalates a referral nobody contacted within its urgency’s timeline, and never a low one', async () => {
    const now = new Date();
    const { organizationId } = await makePartnerWithEmail(db(), 'desk@capital-vets.test');
    const critical = await makeReferral(db(), organizationId, {
      urgency: 'critical',
      createdAt: ago(now, 8 * DAY),
    });
    const criticalInTime = await makeReferral(db(), organizationId, {
      urgency: 'critical',
      createdAt: ago(now, 6 * DAY),
    });
    const low = await makeReferral(db(), organizationId, { urgency: 'low', createdAt: ago(now, 400 * DAY) });
    const contacted = await makeReferral(db(), organizationId, {
      urgency: 'critical',
      status: 'contacted',
      contactedAt: ago(now, 20 * DAY),
      createdAt: ago(now, 30 * DAY),
    });

    await checkStalledWork(db(), now);
    await checkStalledWork(db(), now);

    const escalations = await messagesNaming(db(), 'referral.escalation', 'referralId', critical);
    expect(escalations).toHaveLength(1);
    for (const quiet of [criticalInTime, low, contacted]) {
      expect(await messagesNaming(db(), 'referral.escalation', 'referralId', quiet)).toHaveLength(0);
    }
    // the late ones were reminded too; the contacted one is nobody's waiting work
    expect(await messagesNaming(db(), 'referral.reminder', 'referralId', critical)).toHaveLength(1);
    expect(await messagesNaming(db(), 'referral.reminder', 'referralId', low)).toHaveLength(1);
    expect(await messagesNaming(db(), 'referral.reminder', 'referralId', contacted)).toHaveLength(0);

    const message = await preview(escalations[0]?.id ?? '');
    expect(message.subject).toBe('A critical-urgency referral is still not contacted');
    expect(message.text).toContain('A referral to Capital Vets Outreach');
    expect(message.text).toContain('has waited 8 days without contact');
    expect(message.text).toContain('within 7 days');
    expect(message.text).toContain('desk@capital-vets.test');
    for (const personal of PERSONAL) expect(message.text).not.toContain(personal);
  });

  it('marks a match with no step for 8 days as stalled, with the days, until a follow-up', async () => {
    const now = new Date();
    const stalled = await insertMatchAt(db(), 'contacted', ago(now, 8 * DAY + HOUR));
    const moving = await insertMatchAt(db(), 'pending', ago(now, 2 * DAY));
    const placed = await insertMatchAt(db(), 'placed', ago(now, 30 * DAY));

    const all = (await asAdmin('GET', '/api/housing-matches')).json() as {
      id: string;
      stalledDays: number | null;
    }[];
    const daysOf = (id: string) => all.find((match) => match.id === id)?.stalledDays;
    expect([daysOf(stalled), daysOf(moving), daysOf(placed)]).toEqual([8, null, null]);

    const stalledList = await asAdmin('GET', '/api/housing-matches?stalled=true');
    expect(stalledList.headers['x-total-count']).toBe('1');
    expect(stalledList.json()).toEqual([
      expect.objectContaining({ id: stalled, status: 'contacted', stalledDays: 8, latestFollowUp: null }),
    ]);

    const recorded = await asAdmin('POST', matchFollowUpsPath(stalled), {
      response: 'veteran_unreachable',
      note: 'Left a voicemail; trying again Friday.',
    });
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json()).toMatchObject({ matchId: stalled, response: 'veteran_unreachable' });

    expect((await asAdmin('GET', '/api/housing-matches?stalled=true')).json()).toEqual([]);
    const followedUp = ((await asAdmin('GET', '/api/housing-matches')).json() as { id: string }[]).find(
      (match) => match.id === stalled,
    );
    expect(followedUp).toMatchObject({
      stalledDays: null,
      latestFollowUp: {
        response: 'veteran_unreachable',
        note: 'Left a voicemail; trying again Friday.',
        recordedAt: expect.any(String),
      },
    });
  });

  it('counts each stalled match in one digest per step, and again once it stalls after a follow-up', async () => {
    const now = new Date();
    const stalled = await insertMatchAt(db(), 'pending', ago(now, 9 * DAY));
    const approved = await insertMatchAt(db(), 'approved', ago(now, 12 * DAY));
    const fresh = await insertMatchAt(db(), 'pending', ago(now, 3 * DAY));

    expect(await sendStalledMatchDigest(db(), now)).toEqual({ matchesCounted: 2 });
    expect(await sendStalledMatchDigest(db(), now)).toEqual({ matchesCounted: 0 });
    expect(await sendStalledMatchDigest(db(), new Date(now.getTime() + DAY))).toEqual({ matchesCounted: 0 });
    const digests = await messagesNaming(db(), 'housing_match.stalled_digest', 'matchIds', stalled);
    expect(digests).toHaveLength(1);
    const counted = (digests[0]?.payload as { matchIds?: string } | undefined)?.matchIds ?? '';
    expect(counted.split(',').sort()).toEqual([approved, stalled].sort());

    const message = await preview(digests[0]?.id ?? '');
    expect(message.subject).toBe('2 housing matches have stalled');
    expect(message.text).toContain(
      '2 housing matches have had no step for 7 days or more since the last digest: 1 approved, 1 pending.',
    );
    expect(message.text).toContain(
      `Sam C. · ${await matchStreet(db(), approved)} (approved, 12 days); Sam C. · ${await matchStreet(db(), stalled)} (pending, 9 days)`,
    );
    expect(message.text).toContain('In all, 2 open matches are stalled now.');
    expect(message.text).toContain('/housing-dashboard');
    for (const personal of PERSONAL) expect(message.text).not.toContain(personal);

    // a follow-up is a new step: the match is counted again only when that step stalls too
    await asAdmin('POST', matchFollowUpsPath(stalled), { response: 'contacted_again' });
    expect(await sendStalledMatchDigest(db(), new Date(now.getTime() + 2 * DAY))).toEqual({
      matchesCounted: 0,
    });
    // eight days on, the followed-up match and the one that was fresh have both stalled; the approved one counted
    expect(await sendStalledMatchDigest(db(), new Date(now.getTime() + 8 * DAY))).toEqual({
      matchesCounted: 2,
    });
    expect(await messagesNaming(db(), 'housing_match.stalled_digest', 'matchIds', stalled)).toHaveLength(2);
    expect(await messagesNaming(db(), 'housing_match.stalled_digest', 'matchIds', fresh)).toHaveLength(1);
    expect(await messagesNaming(db(), 'housing_match.stalled_digest', 'matchIds', approved)).toHaveLength(1);
  });
});
