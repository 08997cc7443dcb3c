import { randomBytes } from 'node:crypto';
import { auditEvents } from '@server/db/schema';
import {
  makePartner,
  signedInAdmin,
  signedInLandlord,
  signedInPartner,
} from '@server/test/accounts.fixtures';
import { appendStory } from '@server/test/person-events.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { adminPersonPath } from '@shared/contracts/duplicates';
import { ADMIN_PEOPLE_PATH, ZAdminPerson, ZPeopleList } from '@shared/contracts/people';
import { and, eq } from 'drizzle-orm';
import { registerPerson } from './duplicates.fixtures';

describeApi(
  'GET /api/admin/people and /api/admin/people/{id}: every person with the one status and the timeline',
  (ctx) => {
    let cookie = '';
    const tag = randomBytes(3).toString('hex');
    const ids: Record<string, string> = {};
    const db = () => ctx().handle.db;
    const get = (url: string, headers: Record<string, string> = { cookie }) =>
      ctx().app.inject({ method: 'GET', url, headers });
    const names = (body: unknown) => ZPeopleList.parse(body).map((person) => person.name);

    beforeAll(async () => {
      cookie = (await signedInAdmin(ctx())).cookie;
      const { organizationId } = await makePartner(db(), { name: `Harbor Outreach ${tag}` });
      // registered oldest first: the list is newest first
      for (const [name, story] of [
        ['Ann', []],
        ['Bo', ['referred']],
        ['Cal', ['offered']],
        ['Dee', ['offered', 'offer_decided', 'moved_in']],
      ] as const) {
        ids[name] = await registerPerson(db(), { name: `${name} People ${tag}` }, organizationId);
        await appendStory(db(), ids[name] as string, story);
      }
    });

    it('lists people newest first with status and timeline in plain words, the total in x-total-count, audited', async () => {
      const res = await get(`${ADMIN_PEOPLE_PATH}?search=${tag}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['x-total-count']).toBe('4');
      const list = ZPeopleList.parse(res.json());
      expect(list.map((person) => [person.name, person.status])).toEqual([
        [`Dee People ${tag}`, 'moved_in'],
        [`Cal People ${tag}`, 'offered'],
        [`Bo People ${tag}`, 'referred'],
        [`Ann People ${tag}`, 'waiting'],
      ]);
      expect(list[0]?.organizationName).toBe(`Harbor Outreach ${tag}`);
      expect(list[0]?.timeline.map((event) => [event.type, event.sentence])).toEqual([
        ['identified', 'Identified as homeless: not asked'],
        ['offered', 'Offered a home'],
        ['offer_decided', 'The offer of a home was accepted'],
        ['moved_in', 'Moved in'],
      ]);
      expect(list[0]?.timeline[0]).toMatchObject({ recordedBy: `Harbor Outreach ${tag}` });
      const audits = await db().select().from(auditEvents).where(eq(auditEvents.action, 'veterans.read'));
      expect(audits.map((audit) => audit.details)).toContainEqual({
        view: 'people',
        status: 'all',
        count: 4,
        offset: 0,
      });
    });

    it('filters by status and pages (limit and offset), the total counting every page', async () => {
      const offered = await get(`${ADMIN_PEOPLE_PATH}?search=${tag}&status=offered`);
      expect([names(offered.json()), offered.headers['x-total-count']]).toEqual([[`Cal People ${tag}`], '1']);
      const page = await get(`${ADMIN_PEOPLE_PATH}?search=${tag}&limit=2&offset=1`);
      expect([names(page.json()), page.headers['x-total-count']]).toEqual([
        [`Cal People ${tag}`, `Bo People ${tag}`],
        '4',
      ]);
      const beyond = await get(`${ADMIN_PEOPLE_PATH}?search=${tag}&offset=10`);
      expect([beyond.json(), beyond.headers['x-total-count']]).toEqual([[], '4']);
      const none = await get(`${ADMIN_PEOPLE_PATH}?search=${tag}&status=exited`);
      expect([none.json(), none.headers['x-total-count']]).toEqual([[], '0']);
      const wildcard = await get(`${ADMIN_PEOPLE_PATH}?search=%25${tag}`);
      expect(wildcard.json()).toEqual([]);
      for (const query of ['status=placed', 'limit=500', 'offset=-1', `search=${'x'.repeat(101)}`]) {
        expect((await get(`${ADMIN_PEOPLE_PATH}?${query}`)).statusCode, query).toBe(400);
      }
    });

    it('answers one person with everything attached, the status and the timeline, audited with the status', async () => {
      const id = ids.Cal as string;
      const res = await get(adminPersonPath(id));
      expect(res.statusCode, res.body).toBe(200);
      const person = ZAdminPerson.parse(res.json());
      expect(person).toMatchObject({ id, status: 'offered' });
      expect(person.timeline.map((event) => event.type)).toEqual(['identified', 'offered']);
      expect(person.timeline[1]).toMatchObject({ recordedBy: 'The platform', lateReason: null });
      const [audit] = await db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'veterans.read'), eq(auditEvents.targetId, id)));
      expect(audit?.details).toEqual({ view: 'person', status: 'offered' });
    });

    it('refuses the signed-out (401), a landlord (403) and a partner (401: no admin session), and audits nothing for them', async () => {
      const landlord = await signedInLandlord(ctx());
      const partner = await signedInPartner(ctx());
      const before = (await db().select().from(auditEvents).where(eq(auditEvents.action, 'veterans.read')))
        .length;
      for (const url of [`${ADMIN_PEOPLE_PATH}?search=${tag}`, adminPersonPath(ids.Ann as string)]) {
        expect((await get(url, {})).statusCode, url).toBe(401);
        expect((await get(url, { cookie: landlord.cookie })).statusCode, url).toBe(403);
        expect((await get(url, partner.headers)).statusCode, url).toBe(401);
        // a malformed query is not read before the guard
        expect((await get(`${ADMIN_PEOPLE_PATH}?limit=5000`, {})).statusCode).toBe(401);
      }
      const after = (await db().select().from(auditEvents).where(eq(auditEvents.action, 'veterans.read')))
        .length;
      expect(after).toBe(before);
    });
  },
);
