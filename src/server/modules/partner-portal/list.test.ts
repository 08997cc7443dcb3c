import { referrals, veterans } from '@server/db/schema';
import { makeReferral } from '@server/test/accounts.fixtures';
import { type SignedInPartner, signedInPartner } from '@server/test/partner-portal.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import type { PartnerReferral, PartnerReferralList } from '@shared/contracts/partner';
import { EMPTY_PARTNER_REFERRALS, referralStatusCounts } from '@shared/contracts/partner.fixtures';
import { eq } from 'drizzle-orm';
import { utcMonthStart } from './views';

const DAY = 86_400_000;

describeApi('partner portal: the referral list and its stat cards', (ctx) => {
  let partner: SignedInPartner;
  /** Referral ids by name, created oldest (a) to newest (g). */
  const ids: Record<string, string> = {};
  const now = new Date();
  const thisMonth = utcMonthStart(now);
  const lastMonth = new Date(thisMonth.getTime() - DAY);

  beforeAll(async () => {
    const { db } = ctx().handle;
    partner = await signedInPartner(ctx());
    const fixtures = [
      { key: 'a', status: 'closed', zip: '30301', createdAt: new Date(lastMonth.getTime() - 9 * DAY) },
      { key: 'b', status: 'matched', zip: '10001', createdAt: new Date(lastMonth.getTime() - 5 * DAY) },
      { key: 'c', status: 'unable_to_reach', zip: '30301', createdAt: lastMonth },
      { key: 'd', status: 'in_progress', zip: '20001', createdAt: new Date(thisMonth.getTime() + 1000) },
      { key: 'e', status: 'contacted', zip: '10001', createdAt: new Date(thisMonth.getTime() + 2000) },
      { key: 'f', status: 'new', zip: '99501', createdAt: new Date(thisMonth.getTime() + 3000) },
      { key: 'g', status: 'new', zip: '00501', createdAt: new Date(thisMonth.getTime() + 4000) },
    ] as const;
    for (const { key, status, zip, createdAt } of fixtures) {
      ids[key] = await makeReferral(db, partner.organizationId, {
        status,
        zipCode: zip,
        createdAt,
        veteranName: `Veteran ${key}`,
        ...(key === 'f' ? { urgency: 'critical' as const } : {}),
        ...(key === 'g' ? { reference: 'RF-G7HJK2', contactMethod: 'Text first, then call' } : {}),
      });
    }
    // another organisation's referrals never count
    const other = await signedInPartner(ctx());
    await makeReferral(db, other.organizationId, { zipCode: '99501' });
    await makeReferral(db, other.organizationId, { zipCode: '99501' });
  });

  async function list(query = ''): Promise<PartnerReferralList> {
    const res = await ctx().app.inject({
      method: 'GET',
      url: `/api/partner/referrals${query}`,
      headers: partner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const keysOf = (referrals: PartnerReferral[]) =>
    referrals.map((r) => Object.keys(ids).find((key) => ids[key] === r.id));

  it('counts the stat cards over all of the organisation’s referrals', async () => {
    const { stats } = await list('?status=new&limit=1');
    expect(stats).toEqual({
      total: 7,
      pending: 2, // f, g
      inProgress: 2, // d, e
      completed: 3, // a, b, c
      thisMonth: 4, // d, e, f, g
      contactedPercent: 57, // a, b, d, e of 7
      matchedPercent: 14, // b of 7
      topZip: '10001', // 10001 and 30301 twice each: the lower ZIP wins the tie
    });
  });

  it('lists for triage by default: open work first, the most urgent, nobody contacted yet, then whoever waited longest', async () => {
    const all = await list();
    // f is critical; of the normal open ones g is not contacted yet, then d and e (oldest first);
    // a, b and c are finished (oldest first)
    expect(keysOf(all.referrals)).toEqual(['f', 'g', 'd', 'e', 'a', 'b', 'c']);
    expect(all.total).toBe(7);
  });

  it('lists newest first by date and pages with limit and offset', async () => {
    const all = await list('?sort=date');
    expect(keysOf(all.referrals)).toEqual(['g', 'f', 'e', 'd', 'c', 'b', 'a']);
    expect(all.total).toBe(7);
    const page = await list('?sort=date&limit=3&offset=2');
    expect(keysOf(page.referrals)).toEqual(['e', 'd', 'c']);
    expect(page.total).toBe(7);
    const past = await list('?offset=50');
    expect(past.referrals).toEqual([]);
    expect(past.total).toBe(7);
  });

  it('filters by status, and total counts the filter', async () => {
    const fresh = await list('?status=new&sort=date');
    expect(keysOf(fresh.referrals)).toEqual(['g', 'f']);
    expect(fresh.total).toBe(2);
    expect(keysOf((await list('?status=closed')).referrals)).toEqual(['a']);
    expect((await list('?status=matched')).total).toBe(1);
    expect((await list('?status=in_progress&limit=1')).total).toBe(1);
  });

  it('sorts by status in workflow order, then newest first', async () => {
    const { referrals } = await list('?sort=status');
    expect(keysOf(referrals)).toEqual(['g', 'f', 'e', 'd', 'b', 'c', 'a']);
  });

  it('sorts by ZIP code ascending, then newest first', async () => {
    const { referrals } = await list('?sort=zip');
    expect(keysOf(referrals)).toEqual(['g', 'e', 'b', 'd', 'c', 'a', 'f']);
  });

  it('answers each referral with the veteran’s details', async () => {
    const { referrals } = await list('?status=new&sort=date&limit=1');
    expect(referrals[0]).toEqual({
      id: ids.g,
      reference: 'RF-G7HJK2',
      veteranName: 'Veteran g',
      veteranPhone: '518-555-0100',
      veteranEmail: 'jordan@example.com',
      contactMethod: 'Text first, then call',
      referredBy: null,
      caseManagerName: null,
      caseManagerPhone: null,
      caseManagerEmail: null,
      zipCode: '00501',
      urgencyLevel: 'normal',
      needsDescription: null,
      serviceType: null,
      status: 'new',
      personStatus: 'waiting',
      caseloadVeteranId: null,
      notes: '',
      createdAt: new Date(thisMonth.getTime() + 4000).toISOString(),
      contactedAt: null,
    });
  });

  it('names the caseload entry of a person the organisation brought in, and of no one else', async () => {
    const { db } = ctx().handle;
    const [referral] = await db
      .select()
      .from(referrals)
      .where(eq(referrals.id, ids.f ?? ''));
    if (!referral) throw new Error('no referral f');
    await db
      .update(veterans)
      .set({ organizationId: partner.organizationId })
      .where(eq(veterans.id, referral.veteranId));
    const { referrals: listed } = await list('?status=new&sort=date');
    expect(listed.map((row) => [row.id, row.caseloadVeteranId])).toEqual([
      [ids.g, null],
      [ids.f, referral.veteranId],
    ]);
  });

  it('counts each status tab, and searches by name, phone digits or ZIP within the tabs', async () => {
    const all = await list();
    expect(all.statusCounts).toEqual(
      referralStatusCounts({
        all: 7,
        new: 2,
        contacted: 1,
        in_progress: 1,
        matched: 1,
        closed: 1,
        unable_to_reach: 1,
      }),
    );
    expect((await list('?status=unable_to_reach')).total).toBe(1);

    const byName = await list(`?q=${encodeURIComponent('veteran G')}`);
    expect(keysOf(byName.referrals)).toEqual(['g']);
    expect(byName.total).toBe(1);
    expect(byName.statusCounts).toEqual(referralStatusCounts({ all: 1, new: 1 }));

    const byZip = await list('?q=3030&sort=date');
    expect(keysOf(byZip.referrals)).toEqual(['c', 'a']);
    expect((await list('?q=30301&status=closed')).total).toBe(1);

    // every fixture has the phone 518-555-0100: typed with dashes, it is matched on its digits
    expect((await list(`?q=${encodeURIComponent('555-0100')}`)).total).toBe(7);
    // what was typed is text, never a pattern
    expect((await list(`?q=${encodeURIComponent('%')}`)).total).toBe(0);
    // the stat cards always count everything
    expect(byName.stats.total).toBe(7);
  });

  it('refuses a bad query with 400', async () => {
    for (const query of [
      '?status=unknown',
      '?sort=name',
      '?limit=0',
      '?limit=201',
      '?offset=-1',
      '?page=2',
    ]) {
      const res = await ctx().app.inject({
        method: 'GET',
        url: `/api/partner/referrals${query}`,
        headers: partner.headers,
      });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('answers empty stats for a partner without referrals', async () => {
    const fresh = await signedInPartner(ctx());
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/api/partner/referrals',
      headers: fresh.headers,
    });
    expect(res.json()).toEqual(EMPTY_PARTNER_REFERRALS);
  });
});
