import {
  FUZZ_RUNS,
  FUZZ_SEED,
  fuzzedRoutes,
  fuzzRoute,
  type RouteStats,
  routeName,
} from './fuzz-run.fixtures';
import { createFuzzWorld, type FuzzWorld } from './fuzz-world.fixtures';

/**
 * Issue 15: the fuzz of every route the app registers, FUZZ_RUNS generated requests each (1,000 unless told)
 * through app.inject on one PGlite with the demo data, asserting no 5xx, a JSON `{ message }` on every 4xx and
 * no unhandled rejection or uncaught exception. Two halves, one per test file so the two workers share them:
 * `part` 0 takes the routes at even places in registration order, 1 the odd ones (interleaved, so neither half
 * gets all of one module's slow routes).
 *
 * A failure prints fast-check's seed and path, the shrunk request and the server's error log. To replay it:
 *   FUZZ_SEED=<seed> FUZZ_PATH=<path> npx vitest run src/server/fuzz/routes-<half>.test.ts -t '<METHOD> <url>'
 * (alone, a route runs on the demo data without the writes of the routes before it; drop FUZZ_PATH and `-t`
 * when a failure depends on them). FUZZ_RUNS=10000 runs a deeper fuzz; FUZZ_REPORT=1 prints each route's
 * cases, CPU time and answers by kind.
 */
export async function describeRouteFuzz(part: 0 | 1): Promise<void> {
  const world: FuzzWorld = await createFuzzWorld();
  const routes = fuzzedRoutes(world.routes).filter((_, index) => index % 2 === part);
  const stats: RouteStats[] = [];
  const troubles: unknown[] = [];
  const onTrouble = (error: unknown) => void troubles.push(error);

  describe(`every route answers any input without a 5xx (seed ${FUZZ_SEED}, ${FUZZ_RUNS} cases a route)`, () => {
    beforeAll(() => {
      process.on('unhandledRejection', onTrouble);
      process.on('uncaughtException', onTrouble);
    });
    afterAll(async () => {
      process.off('unhandledRejection', onTrouble);
      process.off('uncaughtException', onTrouble);
      await world.close();
      if (process.env.FUZZ_REPORT) {
        for (const s of stats) {
          console.log(
            `${s.route}: ${s.cases} cases, ${s.cpuMs} ms CPU, ${s.ms} ms`,
            JSON.stringify(s.statuses),
          );
        }
        console.log(`total CPU ${stats.reduce((sum, s) => sum + s.cpuMs, 0)} ms`);
      }
    });

    it.each(routes.map((route) => [routeName(route), route] as const))(
      '%s',
      async (_, route) => {
        stats.push(await fuzzRoute(world, route));
        expect(troubles).toEqual([]);
      },
      120_000,
    );
  });
}
