import type { Database } from '@server/db/client';
import {
  coLivingHouseholds,
  inboxItems,
  landlords,
  matches,
  outboxMessages,
  possibleDuplicates,
  properties,
  users,
  veterans,
} from '@server/db/schema';
import { DEMO_PASSWORD, seedDemoData } from '@server/seed';
import { describeApi } from '@server/test/test-app.fixtures';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';

// Issue 16, point 4: every list and detail read answers with one statement. A signed-in read runs one more, the
// session lookup (which also moves the session's last-seen time on); a read of veterans' personal data by an
// admin also records that it happened (an audit insert, a write). Everything else is the read: one statement.
const statements: string[] = [];
const isSessionLookup = (statement: string) => statement.trimStart().startsWith('with "found" as');
const isAuditInsert = (statement: string) => statement.startsWith('insert into "audit_events"');
// a rate-limited read (a match request's status, asked by its reference) also counts the hit (decision 0032)
const isRateLimitHit = (statement: string) => statement.startsWith('insert into "rate_limit_counters"');

type Caller = 'visitor' | 'partner' | 'landlord' | 'admin';
const DEMO_SLUG = 'capital-region-veterans-alliance';

/**
 * Each read, who asks and, where it is not one, how many statements it runs; `{name}` is an id of the seeded
 * data (see `seededIds`): `{org}` the demo partner's organisation.
 */
const READS: readonly ([Caller, string] | [Caller, string, number])[] = [
  ['visitor', '/api/vsos/count'],
  // public answers kept by their version (decision 0031): the version, then the read; once kept, the version alone
  ['visitor', '/api/vsos/summary', 2],
  ['visitor', '/api/vsos?state=NY', 2],
  ['visitor', '/api/vsos?zipCode=12207', 2],
  ['visitor', '/api/vsos?zipCode=12207&limit=5&offset=400', 2],
  ['visitor', '/api/vsos/{org}', 2],
  ['visitor', `/api/partner/profile/${DEMO_SLUG}`, 2],
  ['visitor', '/api/properties', 2],
  ['visitor', '/api/properties?limit=10&offset=20', 2],
  ['visitor', '/api/properties?limit=10&offset=5000', 2],
  // which veterans are near the listings is worked out in the app from the ZIP centroids, then they are read
  ['visitor', '/api/properties/summary?ids={listing},{home}', 2],
  ['visitor', '/api/match-requests/{reference}'],
  ['partner', '/api/partner/referrals', 2],
  ['partner', '/api/placements?vsoId={org}'],
  ['partner', '/api/placements?vsoId={org}&offset=500'],
  ['partner', '/api/partner/analytics'],
  // the list reads each person's status in its one statement (person_statuses, decision 0034)
  ['partner', '/api/partner/caseload'],
  ['partner', '/api/partner/impact'],
  // a person with the one status and their timeline, the audit row written by the same statement (decision 0034)
  ['partner', '/api/partner/caseload/{veteran}'],
  ['partner', '/api/partner/referrals/export'],
  ['partner', '/api/partner/profile'],
  ['partner', '/api/partner/stats/{org}'],
  ['partner', '/api/partner/co-living', 2],
  ['partner', '/api/veterans-housing'],
  ['partner', '/api/vsos/{org}/report'],
  ['landlord', '/api/landlord/listings'],
  ['landlord', '/api/landlord/matches'],
  ['landlord', '/api/landlord/stats'],
  ['landlord', '/api/landlord/matches/{approvedMatch}/contact'],
  ['landlord', '/api/landlord/export'],
  ['landlord', '/api/properties/{listing}/edit'],
  // the session is the answer
  ['landlord', '/api/user/me', 0],
  ['admin', '/api/admin/overview'],
  ['admin', '/api/admin/map-data'],
  ['admin', '/api/admin/export'],
  ['admin', '/api/admin/organizations'],
  ['admin', '/api/admin/organizations?page=40'],
  ['admin', '/api/dashboard/flow-metrics'],
  ['admin', '/api/dashboard/drill-down?node=placements&period=month'],
  ['admin', '/api/dashboard/export?period=week'],
  ['admin', '/api/housing-matches'],
  ['admin', '/api/housing-matches/analytics', 2],
  ['admin', '/api/housing-matches/{match}/contacts'],
  ['admin', '/api/veterans-housing', 2],
  ['admin', '/api/properties-housing'],
  ['admin', '/api/properties/{home}/edit'],
  ['admin', '/api/co-living/homes'],
  ['admin', '/api/co-living/households'],
  ['admin', '/api/co-living/households/{household}'],
  ['admin', '/api/co-living/dashboard'],
  ['admin', '/api/admin/messages'],
  ['admin', '/api/admin/messages/{message}'],
  ['admin', '/api/admin/inbox'],
  ['admin', '/api/admin/inbox/assignees'],
  ['admin', '/api/admin/inbox/{inboxItem}'],
  ['admin', '/api/admin/audit-events'],
  ['admin', '/api/admin/accounts'],
  ['admin', '/api/admin/duplicates'],
  ['admin', '/api/admin/duplicates?status=dismissed&offset=400'],
  ['admin', '/api/admin/duplicates/{pair}'],
  ['admin', '/api/admin/people/{veteran}'],
  ['admin', '/api/admin/people', 2],
  ['partner', '/api/partner/duplicates'],
  // the Open Referral feed: organisations as one counted page; services are the organisations' categories then
  // the listings, so their two counts, then the page (a page astride both kinds reads both: 3)
  ['visitor', '/api/hsds/organizations?per_page=100&page=2'],
  ['visitor', '/api/hsds/services?full=true', 2],
  ['visitor', '/api/hsds/services/{availableListing}'],
  ['admin', '/api/user/me', 0],
];

/**
 * Ids of the seeded data for the reads' `{name}`s. The demo landlord's first match is approved and another match
 * becomes a veteran's request (with a reference), so that their reads answer.
 */
async function seededIds(db: Database, organizationId: string): Promise<Record<string, string>> {
  const first = async (rows: Promise<{ id: string | null }[]>) => (await rows)[0]?.id ?? '';
  const demoLandlord = db
    .select({ id: landlords.id })
    .from(landlords)
    .innerJoin(users, eq(users.id, landlords.userId))
    .where(eq(users.username, 'landlord@demo.org'));
  const listing = await first(
    db
      .select({ id: properties.id })
      .from(properties)
      .where(and(inArray(properties.landlordId, demoLandlord), ne(properties.source, 'co_living')))
      .orderBy(asc(properties.id))
      .limit(1),
  );
  const approvedMatch = await first(
    db
      .select({ id: matches.id })
      .from(matches)
      .innerJoin(properties, eq(properties.id, matches.propertyId))
      .where(inArray(properties.landlordId, demoLandlord))
      .orderBy(asc(matches.id))
      .limit(1),
  );
  await db
    .update(matches)
    .set({ status: 'approved', approvedAt: new Date() })
    .where(eq(matches.id, approvedMatch));
  const match = await first(
    db
      .select({ id: matches.id })
      .from(matches)
      .where(ne(matches.id, approvedMatch))
      .orderBy(asc(matches.id))
      .limit(1),
  );
  await db
    .update(matches)
    .set({ origin: 'veteran_request', reference: 'VH-ABCDEF' })
    .where(eq(matches.id, match));
  return {
    org: organizationId,
    listing,
    approvedMatch,
    match,
    reference: 'VH-ABCDEF',
    home: await first(
      db
        .select({ id: properties.id })
        .from(properties)
        .where(ne(properties.source, 'co_living'))
        .orderBy(asc(properties.id))
        .limit(1),
    ),
    veteran: await first(
      db
        .select({ id: veterans.id })
        .from(veterans)
        .where(eq(veterans.organizationId, organizationId))
        .orderBy(asc(veterans.id))
        .limit(1),
    ),
    availableListing: await first(
      db
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.status, 'available'), ne(properties.source, 'co_living')))
        .orderBy(asc(properties.id))
        .limit(1),
    ),
    household: await first(db.select({ id: coLivingHouseholds.id }).from(coLivingHouseholds).limit(1)),
    // a notice worded from its veteran's record
    message: await first(
      db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(eq(outboxMessages.kind, 'housing_match.veteran_notice'))
        .limit(1),
    ),
    inboxItem: await first(db.select({ id: inboxItems.id }).from(inboxItems).limit(1)),
    // the demo seed's co-living applicants open two pairs (decision 0030)
    pair: await first(db.select({ id: possibleDuplicates.id }).from(possibleDuplicates).limit(1)),
  };
}

describeApi(
  'one statement per read',
  (ctx) => {
    const headers: Partial<Record<Caller, Record<string, string>>> = { visitor: {} };
    let ids: Record<string, string> = {};

    beforeAll(async () => {
      const { app, handle } = ctx();
      await seedDemoData(handle.db);
      const partner = await app.inject({
        method: 'POST',
        url: '/api/partner/login',
        payload: { email: 'partner@demo.org', password: DEMO_PASSWORD },
      });
      ids = await seededIds(handle.db, partner.json().organization.id);
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

    it.each(READS)('%s: GET %s', async (caller, path, reads = 1) => {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? name);
      statements.length = 0;
      const res = await ctx().app.inject({ method: 'GET', url, headers: headers[caller] });
      expect(res.statusCode, res.body).toBe(200);
      const sessionLookups = statements.filter(isSessionLookup);
      expect(sessionLookups).toHaveLength(caller === 'visitor' ? 0 : 1);
      const read = statements.filter(
        (statement) => !isSessionLookup(statement) && !isAuditInsert(statement) && !isRateLimitHit(statement),
      );
      expect(read, read.join('\n\n')).toHaveLength(reads);
    });
  },
  { queryLog: (statement) => statements.push(statement) },
);
