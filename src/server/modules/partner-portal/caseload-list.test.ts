import { matches, outboxMessages, referrals, veterans } from '@server/db/schema';
import { insertHomes } from '@server/test/bulk-intake.fixtures';
import { type SignedInPartner, signedInPartner } from '@server/test/partner-portal.fixtures';
import { appendStory, type StoryStep } from '@server/test/person-events.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';

const DAY = 86_400_000;
const base = new Date('2025-03-01T12:00:00.000Z').getTime();
const day = (n: number) => new Date(base + n * DAY);

type MatchStep = 'pending' | 'contacted' | 'approved' | 'placed' | 'declined';

describeApi('GET /api/partner/caseload', (ctx) => {
  let partner: SignedInPartner;
  let other: SignedInPartner;
  let homes: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const get = (url: string, headers: Record<string, string> = partner.headers) =>
    ctx().app.inject({ method: 'GET', url, headers });
  const names = (body: { items: { name: string }[] }) => body.items.map((item) => item.name);

  async function addVeteran(name: string, change: Partial<typeof veterans.$inferInsert> = {}) {
    const [row] = await ctx()
      .handle.db.insert(veterans)
      .values({
        name,
        phone: null,
        zipCode: '12207',
        source: 'bulk_intake',
        employment: true,
        organizationId: partner.organizationId,
        createdAt: day(0),
        ...change,
      })
      .returning({ id: veterans.id });
    if (!row) throw new Error('no veteran');
    ids[name] = row.id;
    return row.id;
  }

  async function addMatch(veteranId: string, status: MatchStep, at: Date, home = '20 Cash Ct') {
    const stamp = {
      contacted: 'contactedAt',
      approved: 'approvedAt',
      placed: 'placedAt',
      declined: 'declinedAt',
    };
    await ctx()
      .handle.db.insert(matches)
      .values({
        veteranId,
        propertyId: homes[home] as string,
        score: 72,
        reason: 'same ZIP code',
        status,
        origin: 'engine',
        createdAt: status === 'pending' ? at : day(1),
        ...(status === 'pending' ? {} : { [stamp[status]]: at }),
        ...(status === 'declined' ? { declineReason: 'Landlord chose another tenant' } : {}),
      });
  }

  const notice = (recipientId: string, status: 'queued' | 'sent', sentAt: Date | null) =>
    ctx()
      .handle.db.insert(outboxMessages)
      .values({ kind: 'waitlist_status', recipientId, payload: {}, status, sentAt });

  beforeAll(async () => {
    homes = await insertHomes(ctx());
    partner = await signedInPartner(ctx());
    other = await signedInPartner(ctx());
    await addVeteran('Hal Critical', { urgency: 'critical', createdAt: day(9) });
    await addVeteran('Ava Waiting', { employment: false, zipCode: '12345', createdAt: day(8) });
    await addMatch(await addVeteran('Ben Matched', { zipCode: '12208' }), 'pending', day(1));
    await addMatch(await addVeteran('Cy Contacted'), 'contacted', day(5), '10 Voucher Way');
    await addMatch(await addVeteran('Di Approved'), 'approved', day(3));
    await addMatch(await addVeteran('Ed Placed', { urgency: 'critical' }), 'placed', day(7));
    await notice(await addVeteran('Flo Waitlisted'), 'sent', day(2));
    await notice(await addVeteran('Gus Queued', { createdAt: day(4) }), 'queued', null);
    await addMatch(await addVeteran('Ivy Declined'), 'declined', day(6));
    // the status is the timeline's (decision 0034), whatever the matches say
    const declined = { type: 'offer_decided', details: { result: 'declined_by_provider' } } as const;
    const stories: Record<string, StoryStep[]> = {
      'Ben Matched': ['identified', 'offered'],
      'Cy Contacted': ['identified', 'offered'],
      'Di Approved': ['identified', 'offered', 'offer_decided'],
      'Ed Placed': ['identified', 'offered', 'offer_decided', 'moved_in'],
      'Gus Queued': ['identified', 'referred'],
      'Ivy Declined': ['identified', 'offered', declined],
    };
    for (const [name, story] of Object.entries(stories))
      await appendStory(ctx().handle.db, ids[name] as string, story, day(0));
    await addVeteran('Zed Other', { organizationId: other.organizationId });
    // referred to the partner but brought in by nobody: the referrals tab's, not the caseload's
    const referred = await addVeteran('Rae Referred', { organizationId: null });
    await ctx()
      .handle.db.insert(referrals)
      .values({ organizationId: partner.organizationId, veteranId: referred, source: 'test' });
    await ctx()
      .handle.db.insert(referrals)
      .values({
        organizationId: partner.organizationId,
        veteranId: ids['Cy Contacted'] as string,
        source: 'test',
        reference: 'RF-CASE01',
      });
  });

  it('lists only its own veterans, most urgent first, then the oldest change', async () => {
    const response = await get('/api/partner/caseload');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.total).toBe(9);
    expect(names(body)).toEqual([
      'Hal Critical',
      'Ava Waiting',
      'Ben Matched',
      'Flo Waitlisted',
      'Di Approved',
      'Gus Queued',
      'Cy Contacted',
      'Ivy Declined',
      'Ed Placed',
    ]);
    expect(names((await get('/api/partner/caseload', other.headers)).json())).toEqual(['Zed Other']);
  });

  it('derives status, best match, priority and last change for each veteran', async () => {
    const items = (await get('/api/partner/caseload')).json().items as Record<string, unknown>[];
    const byName = Object.fromEntries(items.map((item) => [item.name, item]));
    expect(
      Object.fromEntries(items.map((item) => [item.name, [item.status, item.priority, item.urgency]])),
    ).toEqual({
      'Hal Critical': ['waiting', 'Standard', 'critical'],
      'Ava Waiting': ['waiting', 'High', 'normal'],
      'Ben Matched': ['offered', 'Standard', 'normal'],
      'Cy Contacted': ['offered', 'Standard', 'normal'],
      'Di Approved': ['accepted', 'Standard', 'normal'],
      'Ed Placed': ['moved_in', 'Standard', 'critical'],
      'Flo Waitlisted': ['waiting', 'Standard', 'normal'],
      'Gus Queued': ['referred', 'Standard', 'normal'],
      'Ivy Declined': ['waiting', 'Standard', 'normal'],
    });
    expect(byName['Cy Contacted']).toMatchObject({
      veteranId: ids['Cy Contacted'],
      zipCode: '12207',
      bestMatch: { address: '10 Voucher Way', zipCode: '12345', score: 72, status: 'contacted' },
      lastChangeAt: day(5).toISOString(),
    });
    expect(byName['Ivy Declined']).toMatchObject({ bestMatch: null, lastChangeAt: day(6).toISOString() });
    expect(byName['Flo Waitlisted']).toMatchObject({ lastChangeAt: day(2).toISOString() });
    expect(byName['Hal Critical']).toMatchObject({ lastChangeAt: day(9).toISOString() });
  });

  it('filters by status and searches by name or ZIP (wildcards are plain text)', async () => {
    const list = async (query: string) => names((await get(`/api/partner/caseload?${query}`)).json());
    expect(await list('status=referred')).toEqual(['Gus Queued']);
    expect(await list('status=waiting')).toEqual([
      'Hal Critical',
      'Ava Waiting',
      'Flo Waitlisted',
      'Ivy Declined',
    ]);
    expect(await list('status=moved_in')).toEqual(['Ed Placed']);
    expect(await list('status=offered')).toEqual(['Ben Matched', 'Cy Contacted']);
    expect(await list('status=accepted')).toEqual(['Di Approved']);
    expect(await list('search=ben')).toEqual(['Ben Matched']);
    expect(await list('search=12208')).toEqual(['Ben Matched']);
    expect(await list('search=1234')).toEqual(['Ava Waiting']);
    expect(await list('search=%25')).toEqual([]);
    expect(await list('search=zed')).toEqual([]);
    expect(await list('search=ed&status=moved_in')).toEqual(['Ed Placed']);
  });

  it('pages the sorted list and counts every match', async () => {
    const page2 = (await get('/api/partner/caseload?offset=3&limit=3')).json();
    expect(page2).toMatchObject({ total: 9 });
    expect(names(page2)).toEqual(['Flo Waitlisted', 'Di Approved', 'Gus Queued']);
    const beyond = (await get('/api/partner/caseload?offset=12&limit=3')).json();
    expect(beyond).toEqual({ items: [], total: 9 });
  });

  it('refuses a caller without a session before reading the query, and bad queries with 400', async () => {
    expect((await get('/api/partner/caseload', {})).statusCode).toBe(401);
    expect((await get('/api/partner/caseload?limit=5000', {})).statusCode).toBe(401);
    for (const query of ['limit=5000', 'offset=-1', 'status=lost', 'status=placed', 'sort=name']) {
      expect((await get(`/api/partner/caseload?${query}`)).statusCode).toBe(400);
    }
  });
});
