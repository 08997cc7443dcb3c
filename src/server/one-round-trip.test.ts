import { DEMO_PASSWORD, seedDemoData } from '@server/seed';
import { describeApi } from '@server/test/test-app.fixtures';

// Issue 16, point 4: every list and detail read answers with one statement. A signed-in read runs one more, the
// session lookup (which also moves the session's last-seen time on); a read of veterans' personal data by an
// admin also records that it happened (an audit insert, a write). Everything else is the read: one statement.
const statements: string[] = [];
const isSessionLookup = (statement: string) => statement.trimStart().startsWith('with "found" as');
const isAuditInsert = (statement: string) => statement.startsWith('insert into "audit_events"');

type Caller = 'visitor' | 'partner' | 'landlord' | 'admin';
const DEMO_SLUG = 'capital-region-veterans-alliance';

/** Each read, and who asks; `{org}` is the demo partner's organisation. */
const READS: readonly [Caller, string][] = [
  ['visitor', '/api/vsos/count'],
  ['visitor', '/api/vsos/summary'],
  ['visitor', '/api/vsos?state=NY'],
  ['visitor', '/api/vsos?zipCode=12207'],
  ['visitor', '/api/vsos?zipCode=12207&limit=5&offset=400'],
  ['visitor', '/api/vsos/{org}'],
  ['visitor', `/api/partner/profile/${DEMO_SLUG}`],
  ['visitor', '/api/properties'],
  ['visitor', '/api/properties?limit=10&offset=20'],
  ['visitor', '/api/properties?limit=10&offset=5000'],
  ['partner', '/api/partner/referrals'],
  ['partner', '/api/placements?vsoId={org}'],
  ['partner', '/api/placements?vsoId={org}&offset=500'],
  ['partner', '/api/partner/analytics'],
  ['partner', '/api/partner/caseload'],
  ['partner', '/api/partner/impact'],
  ['landlord', '/api/landlord/listings'],
  ['landlord', '/api/landlord/matches'],
  ['landlord', '/api/landlord/stats'],
  ['admin', '/api/admin/overview'],
  ['admin', '/api/admin/map-data'],
  ['admin', '/api/admin/export'],
  ['admin', '/api/admin/organizations'],
  ['admin', '/api/admin/organizations?page=40'],
  ['admin', '/api/dashboard/flow-metrics'],
  ['admin', '/api/dashboard/drill-down?node=placements&period=month'],
  ['admin', '/api/dashboard/export?period=week'],
];

describeApi(
  'one statement per read',
  (ctx) => {
    const headers: Partial<Record<Caller, Record<string, string>>> = { visitor: {} };
    let organizationId = '';

    beforeAll(async () => {
      const { app, handle } = ctx();
      await seedDemoData(handle.db);
      const partner = await app.inject({
        method: 'POST',
        url: '/api/partner/login',
        payload: { email: 'partner@demo.org', password: DEMO_PASSWORD },
      });
      organizationId = partner.json().organization.id;
      headers.partner = { authorization: `Bearer ${partner.json().token}` };
      for (const [caller, username] of [
        ['landlord', 'landlord@demo.org'],
        ['admin', 'admin'],
      ] as const) {
        const signIn = await app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { username, password: DEMO_PASSWORD },
        });
        headers[caller] = { cookie: String(signIn.headers['set-cookie']).split(';')[0] ?? '' };
      }
    }, 60_000);

    it.each(READS)('%s: GET %s', async (caller, path) => {
      const url = path.replace('{org}', organizationId);
      statements.length = 0;
      const res = await ctx().app.inject({ method: 'GET', url, headers: headers[caller] });
      expect(res.statusCode, res.body).toBe(200);
      const sessionLookups = statements.filter(isSessionLookup);
      expect(sessionLookups).toHaveLength(caller === 'visitor' ? 0 : 1);
      const reads = statements.filter(
        (statement) => !isSessionLookup(statement) && !isAuditInsert(statement),
      );
      expect(reads, reads.join('\n\n')).toHaveLength(1);
    });
  },
  { queryLog: (statement) => statements.push(statement) },
);
