import { auditEvents, matches } from '@server/db/schema';
import { insertTestHome } from '@server/test/homes.fixtures';
import { clearHousing, housingActors, insertQueueVeteran } from '@server/test/housing-world.fixtures';
import { appendStory } from '@server/test/person-events.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import type { HousingMatchStatus } from '@shared/domain/housing-match-status';
import { desc, eq } from 'drizzle-orm';

const MATCHES = '/api/housing-matches';
const VETERANS = '/api/veterans-housing';
const PROPERTIES = '/api/properties-housing';
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
const STATUSES: HousingMatchStatus[] = ['pending', 'contacted', 'approved', 'placed', 'declined'];

describeApi('housing dashboard tables: paging, sort, status filter and search', (ctx) => {
  const { send, asAdmin, asLandlord, asPartner } = housingActors(ctx);
  const db = () => ctx().handle.db;
  /** 32 matches, match i created i minutes ago, score i, status STATUSES[i % 5]; veteran "Vet i", home "i Oak St". */
  const world = { matchIds: [] as string[] };

  beforeAll(async () => {
    await clearHousing(db());
    world.matchIds = [];
    for (let i = 0; i < 32; i++) {
      const veteranId = await insertQueueVeteran(db(), i % 2 ? '12207' : '10001', {
        name: `Vet ${i}`,
        urgency: i % 4 === 0 ? 'critical' : 'normal',
        createdAt: minutesAgo(i),
      });
      // matched is the person's status (offered a home), whatever the veteran row's old flag says
      if (i % 5 === 3) await appendStory(db(), veteranId, ['offered'], minutesAgo(i));
      const propertyId = await insertTestHome(db(), i % 2 ? '12207' : '10001', {
        address: `${i} Oak St`,
        rentPerRoomCents: 50_000 + i * 1_000,
        status: i % 3 === 0 ? 'pending_review' : 'available',
        createdAt: minutesAgo(i),
      });
      const [row] = await db()
        .insert(matches)
        .values({
          veteranId,
          propertyId,
          score: i,
          reason: 'test',
          status: STATUSES[i % 5] as HousingMatchStatus,
          origin: 'veteran_request',
          reference: `VH-T${String(i).padStart(3, '0')}`,
          createdAt: minutesAgo(i),
        })
        .returning({ id: matches.id });
      world.matchIds.push(row?.id ?? '');
    }
  });

  const list = async (url: string) => {
    const response = await asAdmin('GET', url);
    expect(response.statusCode).toBe(200);
    return { rows: response.json() as Record<string, unknown>[], total: response.headers['x-total-count'] };
  };
  const names = (rows: Record<string, unknown>[], key: string) => rows.map((row) => row[key]);

  it('checks the session before the query: 401 anonymous, 403 for a landlord, 400 for a bad query', async () => {
    for (const path of [MATCHES, VETERANS, PROPERTIES]) {
      expect((await send('GET', `${path}?sort=nope`)).statusCode).toBe(401);
      expect((await asLandlord('GET', `${path}?limit=0`)).statusCode).toBe(403);
      const bad = await asAdmin('GET', `${path}?sort=nope`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().issues[0].path).toBe('sort');
      expect((await asAdmin('GET', `${path}?status=lost`)).statusCode).toBe(400);
      expect((await asAdmin('GET', `${path}?search=${'x'.repeat(101)}`)).statusCode).toBe(400);
    }
    expect((await asPartner('GET', PROPERTIES)).statusCode).toBe(401);
  });

  it('pages the matches, newest first, with the total, veteran name and home address and city', async () => {
    const first = await list(`${MATCHES}?limit=10`);
    expect(first.total).toBe('32');
    expect(names(first.rows, 'veteranName')).toEqual(Array.from({ length: 10 }, (_, i) => `Vet ${i}`));
    expect(first.rows[0]).toMatchObject({ propertyAddress: '0 Oak St', propertyCity: 'New York' });
    expect(first.rows[1]).toMatchObject({ propertyCity: 'Albany', reference: 'VH-T001' });
    const third = await list(`${MATCHES}?limit=10&offset=20`);
    expect(names(third.rows, 'veteranName')[9]).toBe('Vet 29');
    const last = await list(`${MATCHES}?limit=10&offset=30`);
    expect(last.rows).toHaveLength(2);
    // a page past the end still reports the total
    expect(await list(`${MATCHES}?limit=10&offset=40`)).toEqual({ rows: [], total: '32' });
  });

  it('sorts the matches by a whitelisted column, either way', async () => {
    expect(names((await list(`${MATCHES}?limit=3&sort=score:desc`)).rows, 'matchScore')).toEqual([
      31, 30, 29,
    ]);
    expect(names((await list(`${MATCHES}?limit=3&sort=score:asc`)).rows, 'matchScore')).toEqual([0, 1, 2]);
    const byName = names((await list(`${MATCHES}?limit=3&sort=veteranName:asc`)).rows, 'veteranName');
    expect(byName).toEqual(['Vet 0', 'Vet 1', 'Vet 10']);
    const byStatus = (await list(`${MATCHES}?limit=40&sort=status:asc`)).rows.map((row) => row.status);
    expect(byStatus.indexOf('contacted')).toBeGreaterThan(byStatus.lastIndexOf('pending'));
    expect(byStatus.at(-1)).toBe('declined');
  });

  it('filters the matches by status and finds them by name, address, ZIP, reference or short id', async () => {
    const approved = await list(`${MATCHES}?status=approved`);
    expect(approved.total).toBe('6');
    expect(approved.rows.every((row) => row.status === 'approved')).toBe(true);
    expect(names((await list(`${MATCHES}?search=vet%2017`)).rows, 'veteranName')).toEqual(['Vet 17']);
    expect(names((await list(`${MATCHES}?search=21%20oak`)).rows, 'veteranName')).toEqual(['Vet 21']);
    expect((await list(`${MATCHES}?search=1220`)).total).toBe('16');
    expect(names((await list(`${MATCHES}?search=vh-t005`)).rows, 'veteranName')).toEqual(['Vet 5']);
    const shortId = world.matchIds[12]?.slice(0, 8) ?? '';
    expect(names((await list(`${MATCHES}?search=${shortId}`)).rows, 'veteranName')).toContain('Vet 12');
    // LIKE wildcards are taken literally
    expect((await list(`${MATCHES}?search=%25`)).total).toBe('0');
    // both at once: pending (0, 5, 10, ...) in Albany (odd numbers)
    const both = await list(`${MATCHES}?status=pending&search=albany`);
    expect(names(both.rows, 'veteranName')).toEqual(['Vet 5', 'Vet 15', 'Vet 25']);
  });

  it('audits the read with the filters, never the search text', async () => {
    await list(`${MATCHES}?status=pending&search=Vet%205`);
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'veterans.read'))
      .orderBy(desc(auditEvents.createdAt))
      .limit(1);
    expect(event?.details).toMatchObject({ view: 'housing-matches', status: 'pending', searched: true });
    expect(JSON.stringify(event?.details)).not.toContain('Vet');
  });

  it('lets an admin act on any match, e.g. the 30th', async () => {
    const page = await list(`${MATCHES}?limit=10&offset=29`);
    const thirtieth = page.rows[0] as { id: string; status: string; veteranName: string };
    expect(thirtieth).toMatchObject({ veteranName: 'Vet 29', status: 'declined' });
    const pending = (await list(`${MATCHES}?status=pending&limit=10&offset=5`)).rows[0] as { id: string };
    const moved = await asAdmin('PATCH', `${MATCHES}/${pending.id}`, { status: 'contacted' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: pending.id, status: 'contacted', veteranName: 'Vet 25' });
    await asAdmin('PATCH', `${MATCHES}/${pending.id}`, { status: 'declined', declineReason: 'Test' });
  });

  it('pages, sorts, filters and searches the veterans queue', async () => {
    const page = await list(`${VETERANS}?limit=5&offset=5`);
    expect(page.total).toBe('32');
    expect(names(page.rows, 'name')).toEqual(['Vet 5', 'Vet 6', 'Vet 7', 'Vet 8', 'Vet 9']);
    const matched = await list(`${VETERANS}?status=matched`);
    expect(matched.total).toBe('6');
    expect(matched.rows.every((row) => row.isMatched === true && row.status === 'offered')).toBe(true);
    expect((await list(`${VETERANS}?status=unmatched`)).total).toBe('26');
    const urgent = await list(`${VETERANS}?sort=urgency:desc&limit=8`);
    expect(urgent.rows.every((row) => row.urgencyLevel === 'critical')).toBe(true);
    expect(names((await list(`${VETERANS}?sort=name:desc&limit=1`)).rows, 'name')).toEqual(['Vet 9']);
    expect((await list(`${VETERANS}?search=10001`)).total).toBe('16');
    expect(names((await list(`${VETERANS}?search=Vet%2031`)).rows, 'name')).toEqual(['Vet 31']);
    expect(await list(`${VETERANS}?status=matched&offset=6`)).toEqual({ rows: [], total: '6' });
  });

  it('pages, sorts, filters (review statuses too) and searches the properties', async () => {
    const page = await list(`${PROPERTIES}?limit=4`);
    expect(page.total).toBe('32');
    expect(names(page.rows, 'address')).toEqual(['0 Oak St', '1 Oak St', '2 Oak St', '3 Oak St']);
    const waiting = await list(`${PROPERTIES}?status=pending_review`);
    expect(waiting.total).toBe('11');
    expect(waiting.rows.every((row) => row.status === 'pending_review' && row.isAvailable === false)).toBe(
      true,
    );
    expect((await list(`${PROPERTIES}?status=declined`)).total).toBe('0');
    const cheapest = await list(`${PROPERTIES}?sort=monthlyRent:asc&limit=2`);
    expect(names(cheapest.rows, 'monthlyRent')).toEqual([500, 510]);
    expect(names((await list(`${PROPERTIES}?search=albany&limit=1`)).rows, 'city')).toEqual(['Albany']);
    expect((await list(`${PROPERTIES}?search=albany`)).total).toBe('16');
    expect(names((await list(`${PROPERTIES}?search=31%20Oak`)).rows, 'address')).toEqual(['31 Oak St']);
    expect(await list(`${PROPERTIES}?search=albany&offset=20`)).toEqual({ rows: [], total: '16' });
  });
});
