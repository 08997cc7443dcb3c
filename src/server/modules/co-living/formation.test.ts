import {
  auditEvents,
  coLivingApplications,
  coLivingHouseholds,
  coLivingMatches,
  coLivingRuns,
} from '@server/db/schema';
import { findMatchingHomes } from '@server/modules/match-search';
import { loginUser, makeAdmin, makeLandlord } from '@server/test/accounts.fixtures';
import { insertTestHome } from '@server/test/homes.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { ZCoLivingApplicationInput } from '@shared/contracts/co-living';
import {
  CO_LIVING_DASHBOARD_PATH,
  CO_LIVING_HOMES_PATH,
  CO_LIVING_RUN_PATH,
  ZCoLivingDashboard,
  ZFormationRunResult,
} from '@shared/contracts/co-living-households';
import { NO_BENEFITS } from '@shared/domain/constants';
import { and, eq, ne } from 'drizzle-orm';
import { application, coLivingHome } from './co-living.fixtures';
import { unmappedZipReason } from './formation-run';
import { submitCoLivingApplication } from './service';

const issuesOf = (body: { issues?: { path: string; message: string }[] }) =>
  Object.fromEntries((body.issues ?? []).map((issue) => [issue.path, issue.message]));

describeApi('co-living homes, formation runs and the dashboard', (ctx) => {
  const db = () => ctx().handle.db;
  let adminCookie = '';
  let landlordCookie = '';
  const inject = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    ctx().app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
  /** A co-living home sent by whoever holds the cookie (none: signed out). */
  const postHome = (cookie: string | undefined, payload: object) =>
    inject('POST', CO_LIVING_HOMES_PATH, cookie, payload);
  /** An applicant through the application's write path, answers `overrides` on top of the fixture's. */
  const apply = async (overrides: Record<string, unknown> = {}) =>
    (
      await submitCoLivingApplication(
        db(),
        ZCoLivingApplicationInput.parse(application({ veteranZip: '78701', ...overrides })),
        { organizationId: null, ip: '127.0.0.1' },
      )
    ).id;
  const applicationRow = async (id: string) => {
    const [row] = await db().select().from(coLivingApplications).where(eq(coLivingApplications.id, id));
    return row;
  };
  const standingMatches = () =>
    db().select().from(coLivingMatches).where(ne(coLivingMatches.status, 'declined'));

  beforeAll(async () => {
    adminCookie = await loginUser(ctx().app, (await makeAdmin(db())).username);
    landlordCookie = await loginUser(ctx().app, (await makeLandlord(db())).email);
  });

  describe('homes', () => {
    it('lets only signed-in landlords and admins list and read homes', async () => {
      expect((await postHome(undefined, coLivingHome())).statusCode).toBe(401);
      expect((await inject('GET', CO_LIVING_HOMES_PATH)).statusCode).toBe(401);
    });

    it("answers the contract's messages", async () => {
      const empty = await postHome(landlordCookie, {});
      expect(empty.statusCode).toBe(400);
      expect(issuesOf(empty.json())).toMatchObject({
        address: 'Enter the street address of the shared home',
        totalRooms: 'Enter the number of rooms',
      });
      const wrong = await postHome(landlordCookie, coLivingHome({ availableRooms: 5 }));
      expect(issuesOf(wrong.json())).toEqual({
        availableRooms: 'Open at most as many rooms as the home has',
      });
      const small = await postHome(landlordCookie, coLivingHome({ totalRooms: 2 }));
      expect(issuesOf(small.json()).totalRooms).toBe('A co-living home has at least 3 rooms');
    });

    it("keeps an unverified landlord's home for review; an admin's is published; each sees what they may", async () => {
      const mine = await postHome(landlordCookie, coLivingHome({ address: '9 Elm St' }));
      expect(mine.statusCode).toBe(201);
      expect(mine.json()).toMatchObject({
        address: '9 Elm St',
        city: 'Austin',
        state: 'TX',
        status: 'pending_review',
        totalRooms: 4,
        availableRooms: 3,
        freeRooms: 3,
        baseRoomRate: 650,
        managementFeeMonthly: 50,
        quietHours: { start: '22:00', end: '07:00' },
        smokingPolicy: 'non_smoking',
        households: 0,
      });
      const published = await postHome(adminCookie, coLivingHome());
      expect(published.json().status).toBe('available');
      await postHome(adminCookie, coLivingHome({ address: '77 Oak St', zipCode: '78704' }));

      const landlordList = (await inject('GET', CO_LIVING_HOMES_PATH, landlordCookie)).json();
      expect(landlordList.map((h: { address: string }) => h.address)).toEqual(['9 Elm St']);
      const adminList = (await inject('GET', CO_LIVING_HOMES_PATH, adminCookie)).json();
      expect(adminList.map((h: { address: string }) => h.address).sort()).toEqual([
        '412 Maple Ave',
        '77 Oak St',
        '9 Elm St',
      ]);

      // households fill a co-living home's rooms: the single-veteran search, the public list and Request
      // Match never offer them
      const plain = await insertTestHome(db(), '78701');
      const found = await findMatchingHomes(db(), { zipCode: '78701', benefits: NO_BENEFITS });
      expect(found.map((f) => f.property.id)).toEqual([plain]);
      const listed = (await inject('GET', '/api/properties')).json();
      expect(listed.map((p: { id: string }) => p.id)).toEqual([plain]);
      const asked = await inject('POST', '/api/match-requests', undefined, {
        propertyId: published.json().propertyId,
        zipCode: '78701',
        dischargeStatus: 'honorable',
        benefits: { vash: false, giBill: false, disability: false, employment: false },
        name: 'Jordan Reyes',
        phone: '(512) 555-0142',
        email: 'jordan@example.org',
      });
      expect(asked.json()).toEqual({ message: 'Property not found' });
      expect(asked.statusCode).toBe(404);
    });
  });

  describe('formation runs', () => {
    const ids: Record<string, string> = {};

    it('lets only admins run formation', async () => {
      expect((await inject('POST', CO_LIVING_RUN_PATH)).statusCode).toBe(401);
      expect((await inject('POST', CO_LIVING_RUN_PATH, landlordCookie)).statusCode).toBe(403);
    });

    it('forms households on the open homes, proposes their members and says why the others wait', async () => {
      for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) ids[name] = await apply();
      ids.smoker = await apply({ smokingPreference: 'smoking_ok' });
      ids.unmapped = await apply({ veteranZip: '00000' });
      const response = await inject('POST', CO_LIVING_RUN_PATH, adminCookie);
      expect(response.statusCode).toBe(200);
      const run = ZFormationRunResult.parse(response.json());
      expect(run).toMatchObject({
        trigger: 'admin',
        applicantsConsidered: 8,
        householdsFormed: 2,
        veteransPlaced: 6,
      });
      expect(run.totalCompatibility).toBeGreaterThan(0);
      expect(run.totalCompatibility).toBeLessThanOrEqual(run.upperBound);
      expect(run.ratioToBound).toBeCloseTo(run.totalCompatibility / run.upperBound);

      const [stored] = await db().select().from(coLivingRuns).where(eq(coLivingRuns.id, run.runId));
      expect(stored).toMatchObject({ householdsFormed: 2, veteransPlaced: 6, upperBound: run.upperBound });
      const households = await db().select().from(coLivingHouseholds);
      expect(households.map((h) => h.householdName).sort()).toEqual([
        'Maple Ave household, Austin',
        'Oak St household, Austin',
      ]);
      const matches = await standingMatches();
      expect(matches).toHaveLength(6);
      for (const household of households) {
        const members = matches.filter((m) => m.householdId === household.id);
        expect(members).toHaveLength(3);
        expect(household).toMatchObject({
          status: 'forming',
          runId: run.runId,
          monthlyManagementFeeCents: 5000,
        });
        // one month of the household's rent: the fixture's applicants want a private bath, 1.2 × $650 within their $800 budget
        expect(household.securityDepositCents).toBe(3 * 78_000);
      }
      expect(matches[0]).toMatchObject({
        status: 'pending',
        runId: run.runId,
        roomType: 'private_bath',
        rentShareCents: 78_000,
        matchReason: expect.stringMatching(/^[A-Z].+\.$/),
      });
      expect(matches[0]?.overallScore).toBeGreaterThan(0);
      expect([30, 60, 90]).toContain(matches[0]?.recommendedTrialPeriod);
      for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) {
        expect(await applicationRow(ids[name] as string)).toMatchObject({
          status: 'proposed',
          waitingReason: null,
        });
      }
      expect(await applicationRow(ids.smoker as string)).toMatchObject({
        status: 'pending',
        waitingReason: expect.any(String),
      });
      expect((await applicationRow(ids.unmapped as string))?.waitingReason).toBe(unmappedZipReason('00000'));
      const audits = await db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'co_living.formation_run'), eq(auditEvents.targetId, run.runId)));
      expect(audits).toHaveLength(1);
    });

    it('places no one twice, and never proposes a declined pair again', async () => {
      const again = (await inject('POST', CO_LIVING_RUN_PATH, adminCookie)).json();
      expect(again).toMatchObject({ householdsFormed: 0, veteransPlaced: 0, applicantsConsidered: 2 });
      expect(await standingMatches()).toHaveLength(6);

      // the first applicant says no to their housemates: that household has an open place again
      const [declined] = await db()
        .select()
        .from(coLivingMatches)
        .where(eq(coLivingMatches.applicationId, ids.a as string));
      if (!declined) throw new Error('no match for a');
      await db()
        .update(coLivingMatches)
        .set({
          status: 'declined',
          declinedBy: 'veteran',
          declinedAt: new Date(),
          declineReason: 'Not for me',
        })
        .where(eq(coLivingMatches.id, declined.id));
      await db()
        .update(coLivingApplications)
        .set({ status: 'pending' })
        .where(eq(coLivingApplications.id, ids.a as string));
      ids.newcomer = await apply();
      const third = (await inject('POST', CO_LIVING_RUN_PATH, adminCookie)).json();
      expect(third).toMatchObject({ householdsFormed: 0, veteransPlaced: 1 });
      const matches = await standingMatches();
      expect(matches.find((m) => m.applicationId === ids.a)).toBeUndefined();
      // the open place is filled by the newcomer, not by the one who declined it
      expect(matches.find((m) => m.applicationId === ids.newcomer)?.householdId).toBe(declined.householdId);
      expect(await applicationRow(ids.a as string)).toMatchObject({
        status: 'pending',
        waitingReason: expect.any(String),
      });
    });
  });

  describe('dashboard', () => {
    it('lets only admins read it', async () => {
      expect((await inject('GET', CO_LIVING_DASHBOARD_PATH)).statusCode).toBe(401);
      expect((await inject('GET', CO_LIVING_DASHBOARD_PATH, landlordCookie)).statusCode).toBe(403);
    });

    it('shows who waits and why, the homes, households by status, the last run and the funnel', async () => {
      const response = await inject('GET', CO_LIVING_DASHBOARD_PATH, adminCookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const dashboard = ZCoLivingDashboard.parse(response.json());
      expect(dashboard.waiting).toHaveLength(3);
      expect(dashboard.waiting.every((w) => w.waitingReason !== null && w.veteranName)).toBe(true);
      expect(dashboard.homes).toHaveLength(3);
      const maple = dashboard.homes.find((h) => h.address === '412 Maple Ave');
      expect(maple).toMatchObject({ freeRooms: 0, households: 1 });
      expect(dashboard.householdsByStatus).toEqual({ forming: 2, trial: 0, active: 0, dissolved: 0 });
      expect(dashboard.lastRun).toMatchObject({ householdsFormed: 0, veteransPlaced: 1 });
      expect(dashboard.funnel).toEqual({
        applied: 9,
        waiting: 3,
        proposed: 6,
        notified: 0,
        interview: 0,
        trial: 0,
        placed: 0,
        declined: 1,
      });
    });
  });
});
