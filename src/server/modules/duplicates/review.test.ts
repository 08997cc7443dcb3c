import { randomUUID } from 'node:crypto';
import { auditEvents, inboxItems } from '@server/db/schema';
import { adminRequests, loginUser, makeLandlord } from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import {
  ADMIN_DUPLICATES_PATH,
  adminDuplicateDismissPath,
  adminDuplicateMergePath,
  adminDuplicatePath,
  adminMergeUndoPath,
  adminPersonPath,
  DUPLICATE_NOT_FOUND_MESSAGE,
  MERGE_NOT_FOUND_MESSAGE,
  PAIR_DECIDED_MESSAGE,
  PERSON_NOT_FOUND_MESSAGE,
  ZDuplicateDetail,
  ZDuplicateList,
  ZPersonDetail,
} from '@shared/contracts/duplicates';
import { and, eq, sql } from 'drizzle-orm';
import { attach, makePair, pairBetween, registerPerson } from './duplicates.fixtures';
import { DERIVED_PERSON_COLUMNS, PERSON_COLUMNS, rowsOf } from './stored-rows';

describeApi('reviewing possible duplicates', (ctx) => {
  const { cookie, get, post } = adminRequests(ctx);
  const db = () => ctx().handle.db;

  it('lists open pairs with the evidence and both people, the total in a header, and audits the read', async () => {
    const { pairId, a, b, phone } = await makePair(db());
    const res = await get(`${ADMIN_DUPLICATES_PATH}?limit=100`);
    expect(res.statusCode, res.body).toBe(200);
    const list = ZDuplicateList.parse(res.json());
    const row = list.find((pair) => pair.id === pairId);
    expect(row).toMatchObject({ status: 'open', evidence: ['phone', 'zipCode'], mergeRequested: false });
    expect(row?.evidenceText).toMatch(/phone/i);
    expect(row?.people.map((person) => [person.id, person.phone])).toEqual([
      [a, phone],
      [b, phone],
    ]);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(list.length);
    const past = await get(`${ADMIN_DUPLICATES_PATH}?offset=5000`);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe(res.headers['x-total-count']);
    const audits = await db().select().from(auditEvents).where(eq(auditEvents.action, 'veterans.read'));
    expect(audits.some((audit) => (audit.details as { view?: string }).view === 'duplicates')).toBe(true);
  });

  it('shows both people side by side with everything attached and the fields that differ', async () => {
    const { pairId, a, b } = await makePair(db());
    await attach(db(), a, { referrals: 1, matches: 1, placements: 1 });
    await attach(db(), b, { coLiving: 'pending', household: true });
    const res = await get(adminDuplicatePath(pairId));
    expect(res.statusCode, res.body).toBe(200);
    const detail = ZDuplicateDetail.parse(res.json());
    const [first, second] = detail.people;
    expect(first.id).toBe(a);
    expect(first.attached.referrals).toHaveLength(1);
    expect(first.attached.matches).toHaveLength(1);
    expect(first.attached.placements).toHaveLength(1);
    expect(first.attached.intakeReports).toMatchObject([{ kind: 'housing_intake', linked: false }]);
    expect(second.attached.coLivingApplications).toMatchObject([{ status: 'pending' }]);
    expect(second.attached.households).toMatchObject([
      { address: expect.stringContaining('Test St'), status: 'forming' },
    ]);
    expect(detail.differingFields).toEqual(['name']);
    expect(detail.merge).toBeNull();

    const merged = await post(adminDuplicateMergePath(pairId), { survivorId: b });
    const after = ZDuplicateDetail.parse((await get(adminDuplicatePath(pairId))).json());
    expect(after.status).toBe('merged');
    expect(after.merge).toMatchObject({ id: merged.json().mergeId, survivorId: b, undoneAt: null });
    // the merged person is shown as they were; everything attached now shows on the survivor
    expect(after.people[0]).toMatchObject({ id: a, name: first.name });
    expect(after.people[1].attached.referrals).toHaveLength(1);
    expect(after.people[1].attached.households).toHaveLength(1);
  });

  it('answers one person with everything attached, audited', async () => {
    const id = await registerPerson(db(), { name: 'Pat Solo', phone: '5185553001' });
    const res = await get(adminPersonPath(id));
    expect(res.statusCode, res.body).toBe(200);
    expect(ZPersonDetail.parse(res.json())).toMatchObject({ id, name: 'Pat Solo', phone: '5185553001' });
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'veterans.read'), eq(auditEvents.targetId, id)));
    expect(audit?.details).toEqual({ view: 'person', status: 'waiting' });
  });

  it('dismissed as different people, a pair is never flagged again, even when an intake would pair them', async () => {
    const { pairId, a, b, phone } = await makePair(db());
    const res = await post(adminDuplicateDismissPath(pairId));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: pairId, status: 'dismissed' });
    const items = () =>
      db()
        .select({ status: inboxItems.status })
        .from(inboxItems)
        .where(and(eq(inboxItems.type, 'possible_duplicate'), eq(inboxItems.subjectId, pairId)));
    expect(await items()).toEqual([{ status: 'done' }]);
    // the same two names on the same phone again: each intake is one of them (strong evidence)
    const [nameA, nameB] = (await Promise.all(
      [a, b].map(async (id) => (await get(adminPersonPath(id))).json().name as string),
    )) as [string, string];
    expect(await registerPerson(db(), { name: nameA, phone })).toBe(a);
    expect(await registerPerson(db(), { name: nameB, phone })).toBe(b);
    expect(await pairBetween(db(), a, b)).toEqual({ id: pairId, status: 'dismissed' });
    expect(await items()).toEqual([{ status: 'done' }]);
    const again = await post(adminDuplicateDismissPath(pairId));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAIR_DECIDED_MESSAGE);
  });

  it('refuses callers who are not admins: 401 without a session, 403 for a landlord', async () => {
    const { pairId, a } = await makePair(db());
    const landlord = await makeLandlord(db());
    const landlordCookie = await loginUser(ctx().app, landlord.email);
    for (const [method, url] of [
      ['GET', ADMIN_DUPLICATES_PATH],
      ['GET', adminDuplicatePath(pairId)],
      ['GET', adminPersonPath(a)],
      ['POST', adminDuplicateMergePath(pairId)],
      ['POST', adminDuplicateDismissPath(pairId)],
      ['POST', adminMergeUndoPath(randomUUID())],
    ] as const) {
      const anonymous = await ctx().app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(anonymous.statusCode, url).toBe(401);
      const asLandlord = await ctx().app.inject({ method, url, headers: { cookie: landlordCookie } });
      expect(asLandlord.statusCode, url).toBe(403);
    }
  });

  it("answers unknown ids with 404 and bad input with 400, in the contract's words", async () => {
    const unknown = randomUUID();
    const cases: [string, string, object | undefined, number, string][] = [
      ['GET', adminDuplicatePath(unknown), undefined, 404, DUPLICATE_NOT_FOUND_MESSAGE],
      ['GET', adminPersonPath(unknown), undefined, 404, PERSON_NOT_FOUND_MESSAGE],
      ['POST', adminDuplicateMergePath(unknown), { survivorId: unknown }, 404, DUPLICATE_NOT_FOUND_MESSAGE],
      ['POST', adminDuplicateDismissPath(unknown), undefined, 404, DUPLICATE_NOT_FOUND_MESSAGE],
      ['POST', adminMergeUndoPath(unknown), undefined, 404, MERGE_NOT_FOUND_MESSAGE],
      ['GET', adminDuplicatePath('not-an-id'), undefined, 400, DUPLICATE_NOT_FOUND_MESSAGE],
      ['GET', adminPersonPath('not-an-id'), undefined, 400, PERSON_NOT_FOUND_MESSAGE],
      ['POST', adminMergeUndoPath('not-an-id'), undefined, 400, MERGE_NOT_FOUND_MESSAGE],
      ['GET', `${ADMIN_DUPLICATES_PATH}?status=maybe`, undefined, 400, 'Choose a status'],
    ];
    for (const [method, url, payload, status, message] of cases) {
      const res = await ctx().app.inject({
        method: method as 'GET',
        url,
        headers: { cookie: cookie() },
        payload,
      });
      expect([res.statusCode, res.json().message], url).toEqual([status, message]);
    }
    const { pairId, a, b } = await makePair(db());
    const merge = (payload: object) => post(adminDuplicateMergePath(pairId), payload);
    for (const [payload, message] of [
      [{ survivorId: 'someone' }, 'Choose the record that stays'],
      [{ survivorId: unknown }, 'Choose the record that stays'],
      [{ survivorId: a, fieldsFrom: { name: unknown } }, 'Choose one of the two people'],
      [{ survivorId: a, fieldsFrom: { name: 'x' } }, 'Choose one of the two people'],
    ] as const) {
      const res = await merge(payload);
      expect([res.statusCode, res.json().message], JSON.stringify(payload)).toEqual([400, message]);
    }
    expect((await merge({ survivorId: a, isAdmin: true })).statusCode).toBe(400);
    expect((await merge({ survivorId: a, fieldsFrom: { id: b } })).statusCode).toBe(400);
    expect(await pairBetween(db(), a, b)).toEqual({ id: pairId, status: 'open' });
  });

  it('every table that names a person is one a merge moves (a new one must be added to PERSON_COLUMNS)', async () => {
    const references = await rowsOf<{ table_name: string; column_name: string }>(
      db(),
      sql`select kcu.table_name, kcu.column_name
        from information_schema.referential_constraints rc
        join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name
        join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name
        where ccu.table_name = 'veterans' and kcu.table_schema = 'public' order by 1, 2`,
    );
    const moved = [...PERSON_COLUMNS, ...DERIVED_PERSON_COLUMNS].map(
      ({ table, column }) => `${table}.${column}`,
    );
    for (const { table_name, column_name } of references)
      expect(moved).toContain(`${table_name}.${column_name}`);
    expect(references.length).toBeGreaterThanOrEqual(5);
  });
});
