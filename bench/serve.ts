// The server under test, in its own process so the load generator does not steal its event loop.
// BENCH_ORGANIZATIONS=N fills the directory up to N organisations (one INSERT ... SELECT generate_series);
// BENCH_PEOPLE=N adds N people with ten timeline events each (bench/people.ts).

import { existsSync } from 'node:fs';
import { buildApp } from '@server/app';
import { openDatabase } from '@server/db/client';
import { seedDemoData } from '@server/seed';
import { DEMO_STATES } from '@server/seed/places';
import { sql } from 'drizzle-orm';
import { BUILT_CLIENT_DIR, BUILT_CLIENT_INDEX } from './pages';
import { growPeople } from './people';

const url = process.env.BENCH_DATABASE_URL;
const handle = await openDatabase(url ? { url } : { memory: true });
await handle.migrate();
await seedDemoData(handle.db);

const wanted = Number(process.env.BENCH_ORGANIZATIONS ?? 0);
if (wanted > 0) {
  const states = sql.raw(`array[${DEMO_STATES.map((s) => `'${s}'`).join(',')}]::text[]`);
  // spread over the continental US by multiplicative hashing: deterministic, no two rows alike
  await handle.db.execute(sql`
    insert into organizations (slug, name, city, state, zip_code, latitude, longitude, description,
      verified, accredited, integration_tier, service_categories)
    select 'bench-org-' || i, 'Bench Veterans Organization ' || i, 'Bench City ' || (i % 997),
      (${states})[1 + i % ${DEMO_STATES.length}], lpad((10000 + i % 89999)::text, 5, '0'),
      25 + ((i::bigint * 7919) % 2300) / 100.0, -124 + ((i::bigint * 104729) % 5400) / 100.0, 'Benchmark organisation',
      i % 3 > 0, i % 2 = 0, 1 + i % 5,
      array[(array['housing','legal','mental_health','employment','education','healthcare','benefits','general'])[1 + i % 8]]
    from generate_series(1, greatest(0, ${wanted} - (select count(*) from organizations))::int) as i`);
  // as autovacuum does soon after a bulk load: the visibility map lets a count read the index alone
  await handle.db.execute(sql`vacuum analyze organizations`);
}

const people = Number(process.env.BENCH_PEOPLE ?? 0);
if (people > 0) await growPeople(handle.db, people);

// with a build, the pages too (pageRoutes in run.ts)
const app = await buildApp({
  db: handle.db,
  clientDir: existsSync(BUILT_CLIENT_INDEX) ? BUILT_CLIENT_DIR : undefined,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (typeof address !== 'object' || !address) throw new Error('no address');
process.stdout.write(`LISTENING ${address.port} ${handle.kind}\n`);
process.on('SIGTERM', async () => {
  await app.close();
  await handle.close();
  process.exit(0);
});
