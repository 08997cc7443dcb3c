import { auditEvents } from '@server/db/schema';
import { makeReferral } from '@server/test/accounts.fixtures';
import { hoursAfter, type SignedInPartner, signedInPartner } from '@server/test/partner-portal.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { partnerStatsPath } from '@shared/contracts/partner';
import type { ReferralStatus } from '@shared/domain/referral-status';
import { REFERRAL_STATUSES } from '@shared/domain/referral-status';
import { and, eq } from 'drizzle-orm';
import { REFERRAL_CSV_COLUMNS } from './csv';
import { monthKey, utcMonthStart } from './views';

describeApi('partner portal: stats, analytics and the CSV export', (ctx) => {
  const now = new Date();
  /** Referrals with explicit times: contacted after 2, 4, 10 and 30 hours; two never contacted. */
  let partner: SignedInPartner;

  beforeAll(async () => {
    const { db } = ctx().handle;
    partner = await signedInPartner(ctx());
    const month = (back: number) => hoursAfter(utcMonthStart(now, back), 1);
    const make = (createdAt: Date, status: ReferralStatus, contactAfterHours: number | null) =>
      makeReferral(db, partner.organizationId, {
        createdAt,
        status,
        contactedAt: contactAfterHours === null ? null : hoursAfter(createdAt, contactAfterHours),
      });
    await make(month(0), 'contacted', 2);
    await make(month(0), 'matched', 4);
    await make(month(2), 'closed', 10);
    await make(month(11), 'in_progress', 30);
    await make(month(11), 'new', null);
    await make(month(12), 'unable_to_reach', null); // 12 months back: outside the chart
  });

  const get = (url: string, headers = partner.headers) => ctx().app.inject({ method: 'GET', url, headers });

  it('answers the partner stats: total, placement rate and average hours to first contact', async () => {
    const res = await get(partnerStatsPath(partner.organizationId));
    expect(res.statusCode).toBe(200);
    // matched 1 of 6 = 16.7% -> 17; (2 + 4 + 10 + 30) / 4 = 11.5 hours
    expect(res.json()).toEqual({ totalReferrals: 6, placementRate: 17, avgResponseTime: 11.5 });
  });

  it('answers the spec defaults for a partner without referrals', async () => {
    const fresh = await signedInPartner(ctx());
    const res = await get(partnerStatsPath(fresh.organizationId), fresh.headers);
    expect(res.json()).toEqual({ totalReferrals: 0, placementRate: 0, avgResponseTime: 24 });
  });

  it('answers analytics by status, by month (12, zeros included) and the median time to first contact', async () => {
    const res = await get('/api/partner/analytics');
    expect(res.statusCode).toBe(200);
    const analytics = res.json();
    expect(analytics.byStatus).toEqual(
      REFERRAL_STATUSES.map((status) => ({
        status,
        count: { new: 1, contacted: 1, in_progress: 1, matched: 1, closed: 1, unable_to_reach: 1, placed: 0 }[
          status
        ],
      })),
    );
    const expectedMonths = Array.from({ length: 12 }, (_, i) => monthKey(utcMonthStart(now, 11 - i)));
    expect(analytics.byMonth.map((m: { month: string }) => m.month)).toEqual(expectedMonths);
    const counts = Object.fromEntries(
      analytics.byMonth.map((m: { month: string; count: number }) => [m.month, m.count]),
    );
    expect(counts[monthKey(utcMonthStart(now, 0))]).toBe(2);
    expect(counts[monthKey(utcMonthStart(now, 2))]).toBe(1);
    expect(counts[monthKey(utcMonthStart(now, 11))]).toBe(2);
    expect(analytics.byMonth.reduce((sum: number, m: { count: number }) => sum + m.count, 0)).toBe(5);
    // median of 2, 4, 10, 30 hours
    expect(analytics.medianHoursToFirstContact).toBe(7);
    expect(analytics.contactedCount).toBe(4);
  });

  it('answers empty analytics for a partner without referrals', async () => {
    const fresh = await signedInPartner(ctx());
    const analytics = (await get('/api/partner/analytics', fresh.headers)).json();
    expect(analytics.byStatus.every((s: { count: number }) => s.count === 0)).toBe(true);
    expect(analytics.byStatus).toHaveLength(REFERRAL_STATUSES.length);
    expect(analytics.byMonth).toHaveLength(12);
    expect(analytics.medianHoursToFirstContact).toBeNull();
    expect(analytics.contactedCount).toBe(0);
  });

  it('refuses the CSV export below tier 2 with the spec message', async () => {
    const tierOne = await signedInPartner(ctx(), 1);
    await makeReferral(ctx().handle.db, tierOne.organizationId);
    const res = await get('/api/partner/referrals/export', tierOne.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'CSV export is available for Tier 2+ partners only' });
  });

  it('exports the referrals as CSV, guarded against formulas, and audits the export', async () => {
    const { db } = ctx().handle;
    const exporter = await signedInPartner(ctx(), 2);
    await makeReferral(db, exporter.organizationId, {
      veteranName: '=HYPERLINK("http://evil.example")',
      zipCode: '10001',
      status: 'contacted',
      urgency: 'critical',
      needType: 'housing',
      needsDescription: 'Needs a ground-floor unit, "soon"',
      notes: '@SUM(A1)',
      referredBy: 'case_manager',
      caseManagerName: 'Dana Ruiz',
      caseManagerPhone: '5125550190',
      caseManagerEmail: 'cm@example.org',
      contactMethod: 'Phone after 5 pm, "not" mornings',
      reference: 'RF-CSV2AB',
      createdAt: new Date('2025-01-28T14:05:00.000Z'),
      contactedAt: new Date('2025-01-28T16:05:00.000Z'),
    });
    await makeReferral(db, exporter.organizationId, {
      veteranName: 'Alex Morgan',
      createdAt: new Date('2025-02-01T09:00:00.000Z'),
    });
    const other = await signedInPartner(ctx(), 3);
    await makeReferral(db, other.organizationId, { veteranName: 'Someone Else' });

    const res = await get('/api/partner/referrals/export', exporter.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="referrals-org-[0-9a-f]+-${now.toISOString().slice(0, 10)}\\.csv"$`),
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      REFERRAL_CSV_COLUMNS.join(','),
      '"2025-02-01T09:00:00.000Z",,"Alex Morgan","518-555-0100","jordan@example.com",,"",,,,"12207","Normal","","New",,,""',
      `"2025-01-28T14:05:00.000Z","RF-CSV2AB","'=HYPERLINK(""http://evil.example"")","518-555-0100","jordan@example.com","Phone after 5 pm, ""not"" mornings","Case manager","Dana Ruiz","512-555-0190","cm@example.org","10001","Critical","Housing Assistance","Contacted","2025-01-28T16:05:00.000Z","Needs a ground-floor unit, ""soon""","'@SUM(A1)"`,
    ]);
    expect(res.body).not.toContain('Someone Else');

    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'referrals.exported'), eq(auditEvents.actorId, exporter.organizationId)),
      );
    expect(audit).toMatchObject({
      actorType: 'partner',
      actorId: exporter.organizationId,
      details: { count: 2 },
    });
    expect(JSON.stringify(audit?.details)).not.toContain('Alex');
  });

  it('exports the header row alone for a partner without referrals (or none of the status), audited', async () => {
    const fresh = await signedInPartner(ctx(), 2);
    await makeReferral(ctx().handle.db, fresh.organizationId, { status: 'closed' });
    for (const url of ['/api/partner/referrals/export?status=matched', '/api/partner/referrals/export']) {
      const res = await get(url, fresh.headers);
      expect(res.statusCode).toBe(200);
      expect(res.body.slice(1).trimEnd().split('\r\n')).toHaveLength(url.endsWith('matched') ? 1 : 2);
    }
    const audits = await ctx()
      .handle.db.select({ details: auditEvents.details })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'referrals.exported'), eq(auditEvents.actorId, fresh.organizationId)),
      );
    expect(audits.map((audit) => audit.details)).toHaveLength(2);
    expect(audits.map((audit) => audit.details)).toEqual(
      expect.arrayContaining([
        { count: 0, status: 'matched' },
        { count: 1, status: 'all' },
      ]),
    );
  });

  it('exports only the chosen status', async () => {
    const res = await get('/api/partner/referrals/export?status=matched');
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',"Matched",');
    expect((await get('/api/partner/referrals/export?status=bogus')).statusCode).toBe(400);
  });
});
