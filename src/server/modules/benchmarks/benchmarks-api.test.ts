import { auditEvents } from '@server/db/schema';
import { bearer } from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { MONTHLY_REPORT_KEYS } from '@shared/domain/benchmarks/monthly-report';
import { eq } from 'drizzle-orm';
import { type BenchmarksWorld, buildBenchmarksWorld, daysAgo } from './benchmarks.fixtures';

describeApi('benchmarks API: the measures communities are judged by', (ctx) => {
  let world: BenchmarksWorld;
  beforeAll(async () => {
    world = await buildBenchmarksWorld(ctx());
  });
  const asAdmin = (url: string) =>
    ctx().app.inject({ method: 'GET', url, headers: { cookie: world.adminCookie } });
  const asPartner = (url: string) =>
    ctx().app.inject({ method: 'GET', url, headers: bearer(world.partnerToken) });
  const ok = async (response: Awaited<ReturnType<typeof asAdmin>>) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('the network, each CoC and a partner’s own people, in the issue’s shape', async () => {
    const network = await ok(await asAdmin('/api/admin/benchmarks'));
    expect(network).toMatchObject({
      a: { a1: 1, a2: 0, a3: 0, a4: 0, net: 1, met: false },
      b: { averageDays: 35, medianDays: 35, met: true },
      c: { moveIns: 1, newlyIdentified: 5, met: false },
      d: { transitionalEntries: 0, newlyIdentified: 5, met: true },
      functionalZero: { activelyHomeless: 5, monthlyCapacity: 3, met: false },
      community: { kind: 'network', code: null, inactiveAfterDays: 90 },
      peopleCounted: 6,
      dataQuality: {
        identifiedWithSituation: 1,
        contactedWithinThreshold: 0.8,
        openPossibleDuplicates: 0,
        partnersUpdating: { updated: 2, total: 2, share: 1 },
        target: 0.9,
      },
    });
    expect(network.trend).toHaveLength(12);
    const ny = await ok(await asAdmin('/api/admin/benchmarks?coc=ny-505'));
    expect(ny).toMatchObject({
      a: { a1: 1, net: 1 },
      c: { moveIns: 1, newlyIdentified: 2 },
      functionalZero: { activelyHomeless: 2 },
      community: { kind: 'continuum', code: 'NY-505' },
      peopleCounted: 3,
    });
    const ca = await ok(await asAdmin('/api/admin/benchmarks?coc=CA-600'));
    expect(ca).toMatchObject({
      a: { a1: 0 },
      b: { averageDays: null, medianDays: null, met: false },
      c: { moveIns: 0, newlyIdentified: 2 },
      community: { code: 'CA-600', inactiveAfterDays: 60 },
      peopleCounted: 2,
    });
    const own = await ok(await asPartner('/api/partner/benchmarks'));
    expect(own).toMatchObject({
      c: { moveIns: 1, newlyIdentified: 3 },
      functionalZero: { activelyHomeless: 3 },
      community: { kind: 'organization', name: 'Albany Veterans Desk' },
      peopleCounted: 4,
      dataQuality: { partnersUpdating: { updated: 1, total: 1 } },
    });
  });

  it('names the people behind a figure, each read audited; a partner sees only its own', async () => {
    const ny = await ok(await asAdmin('/api/admin/benchmarks/people?figure=activelyHomeless&coc=NY-505'));
    expect(ny.people.map((p: { name: string }) => p.name)).toEqual(['Pat One', 'Pat Three']);
    const own = await ok(await asPartner('/api/partner/benchmarks/people?figure=activelyHomeless'));
    expect(own).toMatchObject({ figure: 'activelyHomeless', total: 3 });
    expect(own.people.map((p: { name: string }) => p.name)).toEqual(['Pat One', 'Pat Three', 'Quinn Two']);
    const a1 = await ok(await asPartner('/api/partner/benchmarks/people?figure=a1'));
    expect(a1.people.map((p: { id: string }) => p.id)).toEqual([world.ids.p3]);
    const audits = await ctx()
      .handle.db.select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'benchmarks.people_read'));
    expect(audits.map((a) => [a.actorType, a.details])).toEqual([
      ['admin', { figure: 'activelyHomeless', community: 'NY-505', total: 2, listed: 2 }],
      ['partner', { figure: 'activelyHomeless', community: 'organization', total: 3, listed: 3 }],
      ['partner', { figure: 'a1', community: 'organization', total: 1, listed: 1 }],
    ]);
  });

  it('attacks: no session, a partner on the admin calls or naming another CoC, bad input', async () => {
    const nobody = (url: string) => ctx().app.inject({ method: 'GET', url });
    for (const url of [
      '/api/admin/benchmarks',
      '/api/admin/benchmarks/people?figure=a1',
      '/api/partner/benchmarks',
    ])
      expect((await nobody(url)).statusCode, url).toBe(401);
    for (const url of [
      '/api/admin/benchmarks?coc=CA-600',
      '/api/admin/benchmarks/people?figure=a1&coc=CA-600',
    ])
      expect([401, 403], url).toContain((await asPartner(url)).statusCode);
    // the partner's own call takes no community: it cannot widen its scope to a CoC or the network
    expect((await asPartner('/api/partner/benchmarks/people?figure=a1&coc=CA-600')).statusCode).toBe(400);
    expect((await asPartner('/api/partner/benchmarks/people?figure=everyone')).statusCode).toBe(400);
    expect((await asAdmin('/api/admin/benchmarks?coc=XX-999')).statusCode).toBe(404);
    expect((await asAdmin("/api/admin/benchmarks?coc=NY-505'--")).statusCode).toBe(400);
    expect((await asAdmin('/api/admin/benchmarks/monthly?month=2026-13')).statusCode).toBe(400);
    expect((await asAdmin('/api/admin/benchmarks/monthly?month=2026-01&format=xml')).statusCode).toBe(400);
  });

  it('the monthly by-name-list report as JSON and CSV', async () => {
    const month = daysAgo(5).slice(0, 7);
    const report = await ok(await asAdmin(`/api/admin/benchmarks/monthly?month=${month}&coc=NY-505`));
    expect(Object.keys(report)).toEqual(['month', 'community', ...MONTHLY_REPORT_KEYS]);
    expect(report).toMatchObject({
      month,
      community: 'NY-505',
      housing_placements: 1,
      avg_lot_from_id_to_housing: 35,
    });
    const csv = await asAdmin(`/api/admin/benchmarks/monthly?month=${month}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const [header, row] = csv.body.trim().split('\n');
    expect(header).toBe(
      'month,community,actively_homeless,newly_identified,returned_from_housing,returned_from_inactive,housing_placements,moved_to_inactive,no_longer_meets_population_criteria,avg_lot_from_id_to_housing',
    );
    expect(row?.startsWith(`${month},"The whole network",`)).toBe(true);
  });
});
