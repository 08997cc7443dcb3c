import { randomUUID } from 'node:crypto';
import { auditEvents, matches } from '@server/db/schema';
import { loginUser, makeLandlord } from '@server/test/accounts.fixtures';
import { insertTestHome } from '@server/test/homes.fixtures';
import { clearHousing, housingActors, insertQueueVeteran } from '@server/test/housing-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import type { HousingMatchStatus } from '@shared/domain/housing-match-status';
import { eq } from 'drizzle-orm';

const MATCHES = '/api/landlord/matches';
const contactPath = (id: string) => `/api/landlord/matches/${id}/contact`;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describeApi("landlord's matches and veterans' contacts", (ctx) => {
  const { actors, send, asAdmin, asLandlord } = housingActors(ctx);
  const db = () => ctx().handle.db;
  const ids = {} as Record<HousingMatchStatus | 'others', string>;
  let otherCookie = '';
  let home = '';

  beforeAll(async () => {
    await clearHousing(db());
    const other = await makeLandlord(db());
    otherCookie = await loginUser(ctx().app, other.email);
    home = await insertTestHome(db(), '12207', { landlordId: actors.landlordId, address: '9 Own St' });
    const otherHome = await insertTestHome(db(), '12207', { landlordId: other.landlordId });
    const statuses: HousingMatchStatus[] = ['pending', 'contacted', 'approved', 'placed', 'declined'];
    for (const [n, status] of statuses.entries()) {
      const veteranId = await insertQueueVeteran(db(), '12207', {
        name: `Maria ${status} Lopez`,
        phone: '5185550144',
        email: `maria-${status}@example.com`,
      });
      const [row] = await db()
        .insert(matches)
        .values({
          veteranId,
          propertyId: home,
          score: 60 + n,
          reason: 'accepts HUD-VASH',
          status,
          origin: 'veteran_request',
          reference: `VH-L${n}`,
          createdAt: minutesAgo(n),
        })
        .returning({ id: matches.id });
      ids[status] = row?.id ?? '';
    }
    const stranger = await insertQueueVeteran(db(), '12207', { name: 'Other Person' });
    const [row] = await db()
      .insert(matches)
      .values({
        veteranId: stranger,
        propertyId: otherHome,
        score: 50,
        reason: 'x',
        status: 'approved',
        origin: 'engine',
      })
      .returning({ id: matches.id });
    ids.others = row?.id ?? '';
  });

  const contactReads = () =>
    db().select().from(auditEvents).where(eq(auditEvents.action, 'veteran.contact_viewed'));

  it("lists the open and placed matches on the landlord's own homes with the veteran's first name only", async () => {
    const response = await asLandlord('GET', MATCHES);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-total-count']).toBe('4');
    const rows = response.json();
    expect(rows.map((row: { status: string }) => row.status)).toEqual([
      'pending',
      'contacted',
      'approved',
      'placed',
    ]);
    expect(rows[0]).toEqual({
      id: ids.pending,
      propertyAddress: '9 Own St',
      propertyCity: 'Albany',
      status: 'pending',
      score: 60,
      reason: 'accepts HUD-VASH',
      propertyId: home,
      veteranFirstName: 'Maria',
      reference: 'VH-L0',
      landlordAnswer: null,
      createdAt: expect.any(String),
    });
    expect(response.body).not.toContain('Lopez');
    expect(response.body).not.toContain('5185550144');
    expect(response.body).not.toContain('@example.com');
    const paged = await asLandlord('GET', `${MATCHES}?limit=1&offset=3`);
    expect(paged.json().map((row: { id: string }) => row.id)).toEqual([ids.placed]);
    expect(paged.headers['x-total-count']).toBe('4');

    const other = await send('GET', MATCHES, { cookie: otherCookie });
    expect(other.json().map((row: { id: string }) => row.id)).toEqual([ids.others]);
  });

  it('refuses the contact before the match is approved (409) and audits nothing', async () => {
    for (const status of ['pending', 'contacted', 'declined'] as const) {
      const response = await asLandlord('GET', contactPath(ids[status]));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'Contact details are shared once the match is approved' });
    }
    expect(await contactReads()).toHaveLength(0);
  });

  it('gives the contact once approved or placed, and audits each read', async () => {
    const approved = await asLandlord('GET', contactPath(ids.approved));
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({
      matchId: ids.approved,
      name: 'Maria approved Lopez',
      phone: '5185550144',
      email: 'maria-approved@example.com',
    });
    expect((await asLandlord('GET', contactPath(ids.placed))).statusCode).toBe(200);
    const reads = await contactReads();
    expect(reads).toHaveLength(2);
    expect(reads.find((read) => read.targetId === ids.approved)).toMatchObject({
      actorType: 'landlord',
      targetType: 'match',
      details: { matchId: ids.approved },
    });
  });

  it("answers 404 for another landlord's match or an unknown one", async () => {
    for (const id of [ids.others, randomUUID()]) {
      const response = await asLandlord('GET', contactPath(id));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Match not found' });
    }
  });

  it('is for signed-in landlords: 401 anonymous (before any validation), 403 for an admin', async () => {
    expect((await send('GET', `${MATCHES}?limit=0`)).statusCode).toBe(401);
    expect((await send('GET', contactPath('not-an-id'))).statusCode).toBe(401);
    expect((await asAdmin('GET', MATCHES)).statusCode).toBe(403);
    expect((await asAdmin('GET', contactPath(ids.approved))).statusCode).toBe(403);
    expect((await asLandlord('GET', `${MATCHES}?limit=0`)).statusCode).toBe(400);
    expect((await asLandlord('GET', contactPath('not-an-id'))).statusCode).toBe(400);
  });
});
