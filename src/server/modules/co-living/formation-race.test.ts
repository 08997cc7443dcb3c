import { coLivingHouseholds, coLivingMatches } from '@server/db/schema';
import { loginUser, makeAdmin } from '@server/test/accounts.fixtures';
import { createTestContext, type TestContext } from '@server/test/test-app.fixtures';
import { coLivingMatchDeclinePath } from '@shared/contracts/co-living-households';
import { and, eq, ne } from 'drizzle-orm';
import pg from 'pg';
import { runFormation } from './formation-run';
import { seedApplicant, seedHousehold } from './households.fixtures';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 39, point 2: the formation run and a workflow step on the same forming household, at once, on PostgreSQL
 * (PGlite has one connection: nothing runs at once there). The run is held just after it read the household (the
 * test locks the table of runs, which the run writes next); the step then tries to end the household.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the formation run and a household workflow step at once',
  () => {
    let ctx: TestContext;
    let cookie = '';
    beforeAll(async () => {
      ctx = await createTestContext('postgres');
      cookie = await loginUser(ctx.app, (await makeAdmin(ctx.handle.db)).username);
    });
    afterAll(() => ctx?.close());

    it('the step waits for the run, then acts on the household as the run left it: no one proposed to a dissolved household', async () => {
      const { db, raw } = ctx.handle;
      if (raw.kind !== 'postgres') throw new Error('PostgreSQL only');
      // a household forming with one member and two open places, and a compatible applicant waiting nearby
      const member = await seedApplicant(db, { preferredRoomType: 'shared_bath' });
      const household = await seedHousehold(db, [member.id]);
      const waiting = await seedApplicant(db, { preferredRoomType: 'shared_bath' });

      const holder = new pg.Client({ connectionString: raw.url });
      await holder.connect();
      const finished: string[] = [];
      try {
        await holder.query('begin');
        await holder.query('lock table co_living_runs in exclusive mode');
        const run = runFormation(db, { trigger: 'admin', triggeredBy: null, now: new Date() }).then(
          (result) => {
            finished.push('run');
            return result;
          },
        );
        // the run has read the world and waits at its first write
        for (let i = 0; i < 100; i++) {
          const { rows } = await holder.query('select count(*)::int as n from pg_locks where not granted');
          if (rows[0].n > 0) break;
          await sleep(50);
        }
        // the only member declines: alone, this would dissolve the household
        const step = ctx.app
          .inject({
            method: 'POST',
            url: coLivingMatchDeclinePath(household.matchIds[0] ?? ''),
            headers: { cookie },
            payload: { declinedBy: 'veteran', reason: 'Moved in with family' },
          })
          .then((response) => {
            finished.push('step');
            return response;
          });
        await sleep(1_000);
        expect(finished).toEqual([]);
        await holder.query('commit');
        const [result, response] = await Promise.all([run, step]);
        expect(finished).toEqual(['run', 'step']);
        expect(result.veteransPlaced).toBe(1);
        expect([200, 409]).toContain(response.statusCode);
      } finally {
        await holder.query('rollback').catch(() => {});
        await holder.end();
      }

      const [row] = await db
        .select()
        .from(coLivingHouseholds)
        .where(eq(coLivingHouseholds.id, household.householdId));
      const standing = await db
        .select({ applicationId: coLivingMatches.applicationId })
        .from(coLivingMatches)
        .where(
          and(eq(coLivingMatches.householdId, household.householdId), ne(coLivingMatches.status, 'declined')),
        );
      // the run's newcomer stands in a household that is still forming, never in a dissolved one
      expect(standing).toEqual([{ applicationId: waiting.id }]);
      expect(row?.status).toBe('forming');
    });
  },
);
