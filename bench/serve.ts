// The server under test, in its own process so the load generator does not steal its event loop.
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { seedDemoData } from '../src/server/db/seed';

const url = process.env.BENCH_DATABASE_URL;
const handle = await openDatabase(url ? { url } : { memory: true });
await handle.migrate();
await seedDemoData(handle.db);
const app = await buildApp({ db: handle.db });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (typeof address !== 'object' || !address) throw new Error('no address');
process.stdout.write(`LISTENING ${address.port} ${handle.kind}\n`);
process.on('SIGTERM', async () => {
  await app.close();
  await handle.close();
  process.exit(0);
});
