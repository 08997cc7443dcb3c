import {
  auditEvents,
  inboxItems,
  matches,
  organizations,
  possibleDuplicates,
  veterans,
} from '@server/db/schema';
import { adminRequests } from '@server/test/accounts.fixtures';
import { makeOrganization } from '@server/test/network-world.fixtures';
import { appendStory, personStatusIn } from '@server/test/person-events.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import {
  adminDuplicateDismissPath,
  adminDuplicateMergePath,
  adminDuplicatePath,
  adminMergeUndoPath,
  adminPersonPath,
  DUPLICATE_NOT_FOUND_MESSAGE,
  MERGE_SUPERSEDED_MESSAGE,
  MERGE_UNDONE_MESSAGE,
  PAIR_DECIDED_MESSAGE,
} from '@shared/contracts/duplicates';
import { and, eq, inArray } from 'drizzle-orm';
import {
  attach,
  makePair,
  pairBetween,
  registerPerson,
  rowsNaming,
  tableCounts,
} from './duplicates.fixtures';
import { MERGED_DECLINE_REASON } from './merge';

describeApi('merging two people and undoing it', (ctx) => {
  const { get, post } = adminRequests(ctx);
  const db = () => ctx().handle.db;
  const inboxOf = (pairId: string) =>
    db()
      .select({ status: inboxItems.status })
      .from(inboxItems)
      .where(and(eq(inboxItems.type, 'possible_duplicate'), eq(inboxItems.subjectId, pairId)));

  it('moves everything attached to the survivor, loses and duplicates nothing, and undo gives both back', async () => {
    const { pairId, a, b } = await makePair(db());
    await attach(db(), a, { referrals: 1, matches: 1, placements: 1, coLiving: 'withdrawn', notices: 1 });
    await attach(db(), b, {
      referrals: 2,
      matches: 2,
      placements: 1,
      coLiving: 'pending',
      household: true,
      notices: 1,
    });
    const before = await rowsNaming(db(), [a, b]);
    const counts = await tableCounts(db());

    const merged = await post(adminDuplicateMergePath(pairId), { survivorId: a, fieldsFrom: { name: b } });
    expect(merged.statusCode, merged.body).toBe(200);
    const { mergeId } = merged.json();
    expect(merged.json()).toMatchObject({ survivorId: a, mergedId: b });
    expect(await tableCounts(db())).toEqual(counts);
    const after = await rowsNaming(db(), [a, b]);
    for (const [table, rows] of Object.entries(before)) {
      if (table === 'veterans' || table === 'possible_duplicates') continue;
      expect(after[table], table).toHaveLength(rows.length);
      expect(JSON.stringify(after[table]), table).not.toContain(b);
    }
    const bName = (before.veterans as { id: string; name: string }[]).find((row) => row.id === b)?.name;
    expect(
      await db().select({ id: veterans.id, name: veterans.name }).from(veterans).where(eq(veterans.id, a)),
    ).toEqual([{ id: a, name: bName }]);
    expect(await db().select().from(veterans).where(eq(veterans.id, b))).toEqual([]);
    const [pair] = await db().select().from(possibleDuplicates).where(eq(possibleDuplicates.id, pairId));
    expect(pair).toMatchObject({ status: 'merged' });
    expect(pair?.decidedAt).toBeInstanceOf(Date);
    expect(await inboxOf(pairId)).toEqual([{ status: 'done' }]);
    const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.action, 'veteran.merged'));
    expect(audit?.details).toMatchObject({ pairId, mergeId, survivorId: a, mergedId: b });
    expect(JSON.stringify(audit?.details)).not.toContain(String(bName));

    // the pair still reads after the merge, the merged person as they were, so an admin can undo it later
    const detail = await get(adminDuplicatePath(pairId));
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      status: 'merged',
      merge: { id: mergeId, survivorId: a, undoneAt: null },
    });
    expect(
      detail
        .json()
        .people.map((person: { id: string }) => person.id)
        .sort(),
    ).toEqual([a, b].sort());

    const again = await post(adminDuplicateMergePath(pairId), { survivorId: a });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAIR_DECIDED_MESSAGE);

    const undone = await post(adminMergeUndoPath(mergeId));
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ pairId, veteranIds: [a, b] });
    expect(await rowsNaming(db(), [a, b])).toEqual(before);
    expect(await tableCounts(db())).toEqual(counts);
    expect(await inboxOf(pairId)).toEqual([{ status: 'open' }]);

    const twice = await post(adminMergeUndoPath(mergeId));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MERGE_UNDONE_MESSAGE);
  });

  it("declines the merged person's match for a home the survivor already has, and undo reopens it", async () => {
    const { pairId, a, b } = await makePair(db());
    await attach(db(), a, { matches: 1 });
    const [home] = await db()
      .select({ id: matches.propertyId })
      .from(matches)
      .where(eq(matches.veteranId, a));
    await attach(db(), b, { homes: [home?.id ?? ''], coLiving: 'pending' });
    await attach(db(), a, { coLiving: 'pending' });
    await appendStory(db(), b, ['identified', 'moved_in']);
    const before = await rowsNaming(db(), [a, b]);

    const merged = await post(adminDuplicateMergePath(pairId), { survivorId: a });
    expect(merged.statusCode, merged.body).toBe(200);
    // the survivor now holds the merged person's move-in: housed, as they were
    expect(await personStatusIn(db(), a)).toBe('moved_in');
    const onHome = await db()
      .select()
      .from(matches)
      .where(eq(matches.propertyId, home?.id ?? ''));
    expect(onHome.map((match) => [match.veteranId, match.status]).sort()).toEqual([
      [a, 'declined'],
      [a, 'pending'],
    ]);
    expect(onHome.find((match) => match.status === 'declined')?.declineReason).toBe(MERGED_DECLINE_REASON);

    await post(adminMergeUndoPath(merged.json().mergeId));
    expect(await rowsNaming(db(), [a, b])).toEqual(before);
    expect([await personStatusIn(db(), a), await personStatusIn(db(), b)]).toEqual(['waiting', 'moved_in']);
  });

  it('rows attached to the survivor after the merge stay with the survivor when it is undone', async () => {
    const { pairId, a, b } = await makePair(db());
    await attach(db(), b, { referrals: 1 });
    const merged = await post(adminDuplicateMergePath(pairId), { survivorId: a });
    await attach(db(), a, { referrals: 1, matches: 1 });
    await post(adminMergeUndoPath(merged.json().mergeId));
    const now = await rowsNaming(db(), [a, b]);
    const owners = (now.referrals as { veteran_id: string }[]).map((row) => row.veteran_id).sort();
    expect(owners).toEqual([a, b].sort());
    expect((now.matches as { veteran_id: string }[]).map((row) => row.veteran_id)).toEqual([a]);
  });

  it("the merged person's other pairs name the survivor (or close), and come back as they were on undo", async () => {
    const { pairId, a, b, phone } = await makePair(db());
    const email = `${phone}@example.org`;
    await db().update(veterans).set({ email }).where(eq(veterans.id, b));
    // c shares only b's email: re-pointed to the survivor; d shares the phone: the survivor has that pair already
    const c = await registerPerson(db(), { name: `Carol Lane ${phone}`, email });
    const d = await registerPerson(db(), { name: `Drew Park ${phone}`, phone });
    const survivor = [a, b].find((id) => id !== b) as string;
    const pairBD = await pairBetween(db(), b, d);
    expect(await pairBetween(db(), b, c)).toBeDefined();
    expect(await pairBetween(db(), survivor, c)).toBeUndefined();
    const before = await rowsNaming(db(), [a, b, c, d]);

    const merged = await post(adminDuplicateMergePath(pairId), { survivorId: survivor });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(await pairBetween(db(), survivor, c)).toMatchObject({ status: 'open' });
    expect(await pairBetween(db(), b, d)).toBeUndefined();
    expect(await inboxOf(pairBD?.id ?? '')).toEqual([{ status: 'done' }]);

    await post(adminMergeUndoPath(merged.json().mergeId));
    expect(await rowsNaming(db(), [a, b, c, d])).toEqual(before);
    expect(await inboxOf(pairBD?.id ?? '')).toEqual([{ status: 'open' }]);
  });

  it('answers the merged id with a redirect to the survivor, and 404 for an id never seen', async () => {
    const { pairId, a, b } = await makePair(db());
    await post(adminDuplicateMergePath(pairId), { survivorId: b });
    const moved = await get(adminPersonPath(a));
    expect(moved.statusCode).toBe(308);
    expect(moved.headers.location).toBe(adminPersonPath(b));
    const survivor = await get(adminPersonPath(b));
    expect(survivor.statusCode).toBe(200);
    expect(survivor.json()).toMatchObject({ id: b });
  });

  it('follows a chain of merges, and undoes them only latest first', async () => {
    const { pairId, a, b, phone } = await makePair(db());
    const c = await registerPerson(db(), { name: `Casey Ward ${phone}`, phone });
    const first = await post(adminDuplicateMergePath(pairId), { survivorId: a });
    expect(first.statusCode, first.body).toBe(200);
    const next = await pairBetween(db(), a, c);
    const second = await post(adminDuplicateMergePath(next?.id ?? ''), { survivorId: c });
    expect(second.statusCode, second.body).toBe(200);
    const moved = await get(adminPersonPath(b));
    expect([moved.statusCode, moved.headers.location]).toEqual([308, adminPersonPath(c)]);

    const early = await post(adminMergeUndoPath(first.json().mergeId));
    expect([early.statusCode, early.json().message]).toEqual([409, MERGE_SUPERSEDED_MESSAGE]);
    expect((await post(adminMergeUndoPath(second.json().mergeId))).statusCode).toBe(200);
    expect((await post(adminMergeUndoPath(first.json().mergeId))).statusCode).toBe(200);
    const back = await db()
      .select({ id: veterans.id })
      .from(veterans)
      .where(inArray(veterans.id, [a, b, c]));
    expect(back).toHaveLength(3);
  });

  it('two merges sharing a person at once: one goes first, the other finds its pair decided or gone, no 5xx', async () => {
    const { pairId, a, b, phone } = await makePair(db());
    const c = await registerPerson(db(), { name: `Morgan Hale ${phone}`, phone });
    const other = await pairBetween(db(), b, c);
    const answers = await Promise.all([
      post(adminDuplicateMergePath(pairId), { survivorId: a }),
      post(adminDuplicateMergePath(other?.id ?? ''), { survivorId: c }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    // the second pair named the merged person: the first merge dropped it (the survivor had that pair already)
    expect([200, 404, 409]).toContain(statuses[1]);
    for (const answer of answers.filter((res) => res.statusCode !== 200)) {
      expect([PAIR_DECIDED_MESSAGE, DUPLICATE_NOT_FOUND_MESSAGE]).toContain(answer.json().message);
    }
  });

  it('undo still works when the organisation that owned the merged person was deleted since', async () => {
    const organization = await makeOrganization(db(), { name: 'Closed Since', zipCode: '12207' });
    const { pairId, a, b } = await makePair(db(), organization.id);
    const merged = await post(adminDuplicateMergePath(pairId), { survivorId: a });
    await db().update(veterans).set({ organizationId: null }).where(eq(veterans.id, a));
    await db().delete(organizations).where(eq(organizations.id, organization.id));
    const undone = await post(adminMergeUndoPath(merged.json().mergeId));
    expect(undone.statusCode, undone.body).toBe(200);
    const back = await db()
      .select({ organizationId: veterans.organizationId })
      .from(veterans)
      .where(eq(veterans.id, b));
    expect(back).toEqual([{ organizationId: null }]);
  });

  it('a pair re-pointed to the survivor and dismissed since stays dismissed when the merge is undone', async () => {
    const { pairId, a, b, phone } = await makePair(db());
    const email = `${phone}.kept@example.org`;
    await db().update(veterans).set({ email }).where(eq(veterans.id, b));
    const c = await registerPerson(db(), { name: `Jamie Fox ${phone}`, email });
    const merged = await post(adminDuplicateMergePath(pairId), { survivorId: a });
    const repointed = await pairBetween(db(), a, c);
    expect((await post(adminDuplicateDismissPath(repointed?.id ?? ''))).statusCode).toBe(200);
    expect((await post(adminMergeUndoPath(merged.json().mergeId))).statusCode).toBe(200);
    expect(await pairBetween(db(), b, c)).toEqual({ id: repointed?.id, status: 'dismissed' });
  });
});
