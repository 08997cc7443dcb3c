import { withTransaction } from '@server/db/client';
import { matches, outboxMessages, placements, properties, veterans } from '@server/db/schema';
import { bearer, loginPartner, makePartner } from '@server/test/accounts.fixtures';
import { insertTestHome } from '@server/test/homes.fixtures';
import { personStatusIn } from '@server/test/person-events.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { and, eq } from 'drizzle-orm';
import { placeVeteranInHome, proposeMatches } from './index';

describeApi('match and placement write paths', (ctx) => {
  const db = () => ctx().handle.db;
  const newVeteran = async (organizationId: string | null = null) => {
    const [row] = await db()
      .insert(veterans)
      .values({ name: 'Test Veteran', zipCode: '12207', source: 'housing_intake', organizationId })
      .returning({ id: veterans.id });
    if (!row) throw new Error('veteran not created');
    return row.id;
  };
  /** A partner's placement as its form sends it; `extra` names the veteran and the home. */
  const postPlacement = (headers: Record<string, string>, vsoId: string, extra: object) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/placements',
      headers,
      payload: {
        veteranName: 'Test Veteran',
        propertyAddress: '1 Test St',
        placementDate: new Date().toISOString(),
        monthlyRent: 900,
        vsoId,
        ...extra,
      },
    });
  it('writes many proposals in one go, each with its own reason and reference exactly as given', async () => {
    const homes = [await insertTestHome(db(), '12207'), await insertTestHome(db(), '12180')];
    const reasons = [
      '3.1 miles; rent $1,325 within budget',
      'said "near", {braces} \\ back, NULL',
      'ünïcode – 🏠',
    ];
    const proposals = await Promise.all(
      reasons.map(async (reason, i) => ({
        veteranId: await newVeteran(),
        propertyId: homes[i % 2] as string,
        score: 60 + i,
        reason,
        reference: i === 1 ? undefined : `VH-TEST${i}`,
      })),
    );
    const written = await withTransaction(db(), (tx) =>
      proposeMatches(tx, 'veteran_request', proposals, new Date('2026-03-02T10:00:00Z')),
    );
    expect(written).toHaveLength(3);
    for (const [i, proposal] of proposals.entries()) {
      const [match] = await db().select().from(matches).where(eq(matches.veteranId, proposal.veteranId));
      expect(match).toMatchObject({
        id: written.find((row) => row.veteranId === proposal.veteranId)?.id,
        propertyId: proposal.propertyId,
        score: 60 + i,
        reason: reasons[i],
        reference: proposal.reference ?? null,
      });
    }
  });

  it('proposes a match with its notice once, and skips a pair the database already holds', async () => {
    const veteranId = await newVeteran();
    await db()
      .update(veterans)
      .set({ email: 'vet@example.org', caseManagerEmail: 'cm@example.org' })
      .where(eq(veterans.id, veteranId));
    const propertyId = await insertTestHome(db(), '12207');
    const now = new Date('2026-03-02T10:00:00Z');
    const proposal = { veteranId, propertyId, score: 70, reason: 'near' };
    const first = await withTransaction(db(), (tx) => proposeMatches(tx, 'engine', [proposal], now));
    expect(first).toHaveLength(1);
    const again = await withTransaction(db(), (tx) => proposeMatches(tx, 'engine', [proposal], now));
    expect(again).toEqual([]);
    const [match] = await db().select().from(matches).where(eq(matches.veteranId, veteranId));
    // the veteran's side counts as told only once the notice is delivered (modules/messages)
    expect(match).toMatchObject({ status: 'pending', origin: 'engine', veteranNotifiedAt: null });
    const notices = await db().select().from(outboxMessages).where(eq(outboxMessages.recipientId, veteranId));
    // each concerned who can be reached, each to their own page
    expect(notices).toEqual(
      (['veteran', 'case_worker'] as const).map((audience) =>
        expect.objectContaining({
          kind: 'housing_match.veteran_notice',
          status: 'queued',
          payload: { matchId: first[0]?.id, propertyId, audience },
        }),
      ),
    );
  });

  it("tells the landlord about a veteran's request, not the veteran", async () => {
    const veteranId = await newVeteran();
    const propertyId = await insertTestHome(db(), '12207');
    const [match] = await withTransaction(db(), (tx) =>
      proposeMatches(
        tx,
        'veteran_request',
        [{ veteranId, propertyId, score: 60, reason: 'asked' }],
        new Date(),
      ),
    );
    const rows = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'match_request.created'));
    expect(rows.filter((row) => (row.payload as { matchId: string }).matchId === match?.id)).toHaveLength(1);
    const [stored] = await db()
      .select()
      .from(matches)
      .where(eq(matches.id, match?.id ?? ''));
    expect(stored?.veteranNotifiedAt).toBeNull();
  });

  it('places a veteran through the pair’s open match, or records a placed match; the home loses a unit', async () => {
    const veteranId = await newVeteran();
    const propertyId = await insertTestHome(db(), '12207', { unitsAvailable: 2 });
    const otherHome = await insertTestHome(db(), '12207');
    const now = new Date();
    const [open] = await withTransaction(db(), (tx) =>
      proposeMatches(tx, 'engine', [{ veteranId, propertyId: otherHome, score: 50, reason: 'x' }], now),
    );
    const placedId = await withTransaction(db(), (tx) =>
      placeVeteranInHome(tx, { veteranId, propertyId, now, recordedBy: { kind: 'system', id: null } }),
    );
    const [placed] = await db().select().from(matches).where(eq(matches.id, placedId));
    expect(placed).toMatchObject({ status: 'placed', origin: 'placement', placedAt: now });
    const [home] = await db().select().from(properties).where(eq(properties.id, propertyId));
    expect(home?.unitsAvailable).toBe(1);
    const [other] = await db()
      .select()
      .from(matches)
      .where(eq(matches.id, open?.id ?? ''));
    expect(other?.status).toBe('declined');
    expect(await personStatusIn(db(), veteranId)).toBe('moved_in');
    await expect(
      withTransaction(db(), (tx) =>
        placeVeteranInHome(tx, { veteranId, propertyId, now, recordedBy: { kind: 'system', id: null } }),
      ),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it('a partner placement that names its veteran and the home updates the home and the funnel', async () => {
    const partner = await makePartner(db(), { name: 'Placing Partner' });
    const stranger = await makePartner(db(), { name: 'Other Partner' });
    const headers = bearer(await loginPartner(ctx().app, partner.email));
    const veteranId = await newVeteran(partner.organizationId);
    const strangersVeteran = await newVeteran(stranger.organizationId);
    const propertyId = await insertTestHome(db(), '12207');
    const post = (extra: object) => postPlacement(headers, partner.organizationId, extra);

    const refused = await post({ veteranId: strangersVeteran, propertyId });
    expect(refused.statusCode).toBe(404);
    const response = await post({ veteranId, propertyId });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ veteranId, propertyId });
    const [home] = await db().select().from(properties).where(eq(properties.id, propertyId));
    expect(home).toMatchObject({ unitsAvailable: 0, status: 'filled' });
    const placed = await db()
      .select()
      .from(matches)
      .where(and(eq(matches.veteranId, veteranId), eq(matches.status, 'placed')));
    expect(placed).toHaveLength(1);
    const stored = await db().select().from(placements).where(eq(placements.veteranId, veteranId));
    expect(stored).toHaveLength(1);
    // nothing of the refused attempt was written
    expect(await db().select().from(matches).where(eq(matches.veteranId, strangersVeteran))).toEqual([]);
  });

  it('a placement names only a published home: a pending or declined listing is unknown (404), nothing written', async () => {
    const partner = await makePartner(db(), { name: 'Careful Partner' });
    const headers = bearer(await loginPartner(ctx().app, partner.email));
    const veteranId = await newVeteran(partner.organizationId);
    for (const status of ['pending_review', 'declined'] as const) {
      const propertyId = await insertTestHome(db(), '12207');
      await db().update(properties).set({ status }).where(eq(properties.id, propertyId));
      for (const extra of [{ veteranId, propertyId }, { propertyId }]) {
        const response = await postPlacement(headers, partner.organizationId, extra);
        expect(response.statusCode, status).toBe(404);
      }
      const [home] = await db().select().from(properties).where(eq(properties.id, propertyId));
      expect(home).toMatchObject({ status, unitsAvailable: 1 });
    }
    expect(
      await db().select().from(placements).where(eq(placements.organizationId, partner.organizationId)),
    ).toEqual([]);
    expect(await db().select().from(matches).where(eq(matches.veteranId, veteranId))).toEqual([]);
  });
});
