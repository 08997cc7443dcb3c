import { housingActors } from '@server/test/housing-world.fixtures';
import { insertMatchAt, matchStreet } from '@server/test/stalled-work.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';

describeApi('admin oversight API: the audit log page and its total in one read', (ctx) => {
  const { asAdmin } = housingActors(ctx);
  const db = () => ctx().handle.db;
  const get = async (query: string) => (await asAdmin('GET', `/api/admin/audit-events${query}`)).json();

  it('pages newest first with every page reporting the total, a page past the end too', async () => {
    const all = await get('?pageSize=100');
    expect(all.total).toBeGreaterThanOrEqual(4); // the four sign-ins of the actors at least
    expect(all.events).toHaveLength(all.total);
    const second = await get('?pageSize=2&page=2');
    expect(second).toMatchObject({ total: all.total, page: 2, pageSize: 2 });
    expect(second.events).toEqual(all.events.slice(2, 4));
    expect(await get(`?pageSize=2&page=${all.total + 1}`)).toEqual({
      events: [],
      total: all.total,
      page: all.total + 1,
      pageSize: 2,
    });
    expect(all.events.find((event: { actorType: string }) => event.actorType === 'partner')).toMatchObject({
      actorName: expect.stringMatching(/^Test Veterans Services /),
    });
  });

  it('names the records people and homes are: a match by its veteran and street, a veteran by first name and initial', async () => {
    const matchId = await insertMatchAt(db(), 'approved', new Date());
    expect((await asAdmin('GET', `/api/housing-matches/${matchId}/contacts`)).statusCode).toBe(200);
    const { events } = await get('?targetType=match&pageSize=5');
    expect(events[0]).toMatchObject({
      targetType: 'match',
      targetId: matchId,
      targetName: `Sam C. · ${await matchStreet(db(), matchId)}`,
    });
    // the full name never: the audit log shows admins only what tells the records apart
    expect(JSON.stringify(events)).not.toContain('Sam Carter');
    const signIns = await get('?action=user.login&pageSize=5');
    expect(signIns.events.length).toBeGreaterThan(0);
    expect(signIns.events.every((event: { targetName: string | null }) => event.targetName === null)).toBe(
      true,
    );
  });
});
