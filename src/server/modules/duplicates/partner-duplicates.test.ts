import { randomUUID } from 'node:crypto';
import { inboxItems, inboxNotes, possibleDuplicates } from '@server/db/schema';
import { bearer, loginPartner, loginUser, makeAdmin, makePartner } from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { caseloadVeteranPath } from '@shared/contracts/caseload';
import {
  ADMIN_DUPLICATES_PATH,
  adminDuplicateMergePath,
  adminMergeUndoPath,
  DUPLICATE_NOT_FOUND_MESSAGE,
  PARTNER_DUPLICATES_PATH,
  partnerDuplicateMergeRequestPath,
  ZDuplicateList,
} from '@shared/contracts/duplicates';
import { and, eq } from 'drizzle-orm';
import { makePair, registerPerson } from './duplicates.fixtures';

describeApi('a case worker and the possible duplicates of their own people', (ctx) => {
  const db = () => ctx().handle.db;
  const own = { organizationId: '', token: '' };
  const other = { organizationId: '', token: '' };
  let adminCookie = '';
  beforeAll(async () => {
    for (const target of [own, other]) {
      const partner = await makePartner(db());
      target.organizationId = partner.organizationId;
      target.token = await loginPartner(ctx().app, partner.email);
    }
    const admin = await makeAdmin(db());
    adminCookie = await loginUser(ctx().app, admin.username);
  });
  const as = (token: string) => bearer(token);
  const list = async (token: string) => {
    const res = await ctx().app.inject({ method: 'GET', url: PARTNER_DUPLICATES_PATH, headers: as(token) });
    expect(res.statusCode, res.body).toBe(200);
    return ZDuplicateList.parse(res.json());
  };

  it('sees only pairs of two people their organisation owns; another organisation sees nothing of them', async () => {
    const ownPair = await makePair(db(), own.organizationId);
    // one of their people and someone else's on one phone: not theirs to see
    const shared = '5185554321';
    await registerPerson(db(), { name: 'Robin Own', phone: shared }, own.organizationId);
    await registerPerson(db(), { name: 'Sam Other', phone: shared }, other.organizationId);
    const seen = await list(own.token);
    expect(seen.map((pair) => pair.id)).toEqual([ownPair.pairId]);
    expect(seen[0]?.people.map((person) => person.id)).toEqual([ownPair.a, ownPair.b]);
    expect(await list(other.token)).toEqual([]);
    const anonymous = await ctx().app.inject({ method: 'GET', url: PARTNER_DUPLICATES_PATH });
    expect(anonymous.statusCode).toBe(401);
    const asPartnerOnAdmin = await ctx().app.inject({
      method: 'GET',
      url: ADMIN_DUPLICATES_PATH,
      headers: as(own.token),
    });
    expect(asPartnerOnAdmin.statusCode).toBe(401);
  });

  it('may ask an admin to merge two of their own people; the admin sees it on the pair and its inbox item', async () => {
    const { pairId } = await makePair(db(), own.organizationId);
    const ask = (token: string, id = pairId) =>
      ctx().app.inject({ method: 'POST', url: partnerDuplicateMergeRequestPath(id), headers: as(token) });

    const refused = await ask(other.token);
    expect([refused.statusCode, refused.json().message]).toEqual([404, DUPLICATE_NOT_FOUND_MESSAGE]);
    expect((await ask(own.token, randomUUID())).statusCode).toBe(404);
    const [untouched] = await db().select().from(possibleDuplicates).where(eq(possibleDuplicates.id, pairId));
    expect(untouched?.mergeRequestedBy).toBeNull();

    const asked = await ask(own.token);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ id: pairId, mergeRequested: true });
    expect((await list(own.token)).find((pair) => pair.id === pairId)?.mergeRequested).toBe(true);
    const notes = await db()
      .select({ body: inboxNotes.body, status: inboxItems.status })
      .from(inboxNotes)
      .innerJoin(inboxItems, eq(inboxItems.id, inboxNotes.itemId))
      .where(and(eq(inboxItems.type, 'possible_duplicate'), eq(inboxItems.subjectId, pairId)));
    expect(notes).toHaveLength(1);
    expect(notes[0]?.body).toMatch(/asked an admin to merge/);
    expect(notes[0]?.status).toBe('open');
  });

  it("a merged person answers in the caseload as a redirect to the survivor, for the survivor's organisation only", async () => {
    const { pairId, a, b } = await makePair(db(), own.organizationId);
    const merged = await ctx().app.inject({
      method: 'POST',
      url: adminDuplicateMergePath(pairId),
      headers: { cookie: adminCookie },
      payload: { survivorId: a },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const read = (token: string, id: string) =>
      ctx().app.inject({ method: 'GET', url: caseloadVeteranPath(id), headers: as(token) });
    const moved = await read(own.token, b);
    expect(moved.statusCode).toBe(308);
    expect(moved.headers.location).toBe(caseloadVeteranPath(a));
    expect((await read(own.token, a)).statusCode).toBe(200);
    expect((await read(other.token, b)).statusCode).toBe(404);
    // no longer a pair of theirs to ask about
    expect((await list(own.token)).some((pair) => pair.id === pairId)).toBe(false);

    await ctx().app.inject({
      method: 'POST',
      url: adminMergeUndoPath(merged.json().mergeId),
      headers: { cookie: adminCookie },
    });
    expect((await read(own.token, b)).statusCode).toBe(200);
  });
});
