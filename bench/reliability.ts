// `npm run bench:reliability`: on PGlite (a temp DATA_DIR) and on PostgreSQL (a fresh database on
// TEST_DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432), with the real server as a child process:
// (a) writers send placements, each with its own Idempotency-Key, retrying across dropped connections; the
//     server is killed with SIGKILL mid-run and started again; then every acknowledged write must be in the
//     database and no key may have two records;
// (b) RELIABILITY_SECONDS (default 60) of mixed reads, searches and writes at 50 connections: no errors.
// (c) the mail phase (reliability-mail.ts): messages per second, and the delay of a reset behind a backlog.
// (b) runs first, on the freshly started server, then (a), then (c) once the server stopped. RELIABILITY_DATABASES=pglite (or postgres) runs one
// database only; RELIABILITY_WRITES sets each writer's writes (default 50). Not part of `npm test`.
import { availableParallelism, loadavg } from 'node:os';
import { mixedLoad } from './reliability-load';
import { mailPhase } from './reliability-mail';
import {
  BenchServer,
  type DatabaseKind,
  freePort,
  prepareDatabase,
  sleep,
  storedPerMarker,
} from './reliability-server';
import { runWriters, signInDemoPartner, type WriteRecord } from './reliability-writers';

const WRITERS = 4;
const WRITES_PER_WRITER = Number(process.env.RELIABILITY_WRITES ?? 50);
const LOAD_SECONDS = Number(process.env.RELIABILITY_SECONDS ?? 60);
const LOAD_CONNECTIONS = 50;
const SETTLE_MS = 10_000;
const databases = (process.env.RELIABILITY_DATABASES ?? 'pglite,postgres')
  .split(',')
  .map((name) => name.trim())
  .filter((name): name is DatabaseKind => name === 'pglite' || name === 'postgres');

interface KillRun {
  runId: string;
  records: WriteRecord[];
  ackedBeforeKill: number;
  restartS: number;
}

/** On a running server: writers, a kill -9 once a third of their writes are acknowledged, a restart. */
async function killTest(server: BenchServer): Promise<KillRun> {
  const partner = await signInDemoPartner(server.baseUrl);
  const runId = `kill-${Date.now()}`;
  const total = WRITERS * WRITES_PER_WRITER;
  const run = runWriters(server.baseUrl, partner, runId, WRITERS, WRITES_PER_WRITER);
  await run.acknowledged(Math.floor(total / 3));
  // a moment later, so the kill lands anywhere in the requests then in flight, not just between two
  await sleep(Math.random() * 100);
  const ackedBeforeKill = count(run.records, 'acknowledged');
  await server.kill9();
  const restartMs = await server.start();
  await run.done;
  return {
    runId,
    records: run.records,
    ackedBeforeKill,
    restartS: restartMs / 1000,
  };
}

const count = (records: WriteRecord[], outcome: WriteRecord['outcome']) =>
  records.filter((r) => r.outcome === outcome).length;
const duplicates = (stored: Map<string, number>) => [...stored.values()].filter((n) => n > 1).length;

const failures: string[] = [];
const killRows: Record<string, string | number>[] = [];
const loadRows: Record<string, string | number>[] = [];
const mailRows: Record<string, string | number>[] = [];
let command = '';

for (const kind of databases) {
  console.log(`\n${kind}: starting the server...`);
  const database = await prepareDatabase(kind);
  const server = new BenchServer(database, await freePort());
  command = server.command.label;
  try {
    const firstStartS = (await server.start()) / 1000;
    // the load first, on a server done starting (pg-boss makes its schema after the server listens); after the
    // kill test it would also carry the delivery of that test's 200 placement emails
    await sleep(SETTLE_MS);
    console.log(`${kind}: ${LOAD_SECONDS} s of mixed load at ${LOAD_CONNECTIONS} connections...`);
    const partner = await signInDemoPartner(server.baseUrl);
    const loadBefore = loadavg()[0] ?? 0;
    const load = await mixedLoad(
      server.baseUrl,
      partner,
      `load-${Date.now()}`,
      LOAD_SECONDS,
      LOAD_CONNECTIONS,
    );
    const loadAfter = loadavg()[0] ?? 0;
    console.log(`${kind}: kill test...`);
    const kill = await killTest(server);
    await server.stop();

    // counted in the database itself, after the server stopped
    const killStored = await storedPerMarker(database, `${kill.runId}:`);
    const marker = (r: WriteRecord) => `${kill.runId}:${r.key}`;
    const cutOff = kill.records.filter((r) => r.outcome === 'unknown');
    const killMissing = kill.records.filter(
      (r) => r.outcome === 'acknowledged' && !killStored.has(marker(r)),
    );
    const loadStored = await storedPerMarker(database, 'load-');
    const loadMissing = load.acknowledged.filter((m) => !loadStored.has(m)).length;

    killRows.push({
      database: kind,
      writes: kill.records.length,
      acknowledged: count(kill.records, 'acknowledged'),
      'acked before kill': kill.ackedBeforeKill,
      'acked missing': killMissing.length,
      duplicates: duplicates(killStored),
      'cut off: saved / not': `${cutOff.filter((r) => killStored.has(marker(r))).length} / ${cutOff.filter((r) => !killStored.has(marker(r))).length}`,
      refused: count(kill.records, 'refused'),
      'start / restart s': `${firstStartS.toFixed(1)} / ${kill.restartS.toFixed(1)}`,
    });
    loadRows.push({
      database: kind,
      requests: load.requests,
      'req/s': Math.round(load.rps),
      'p50 ms': load.p50,
      'p99 ms': load.p99,
      errors: load.errors,
      timeouts: load.timeouts,
      'writes acked': load.acknowledged.length,
      'acked missing': loadMissing,
      duplicates: duplicates(loadStored),
      // other work on the machine slows the server (PGlite most: one connection, CPU-bound)
      'machine load 1 min': `${loadBefore.toFixed(1)} -> ${loadAfter.toFixed(1)} on ${availableParallelism()} cores`,
    });
    const problems = {
      'acknowledged writes missing after kill -9': killMissing.length,
      'duplicate records after kill -9': duplicates(killStored),
      'writes refused': count(kill.records, 'refused'),
      'errors under load': load.errors,
      'acknowledged writes missing under load': loadMissing,
      'duplicates under load': duplicates(loadStored),
    };
    for (const [problem, n] of Object.entries(problems)) if (n > 0) failures.push(`${kind}: ${n} ${problem}`);

    console.log(`${kind}: mail phase...`);
    const mail = await mailPhase(database);
    mailRows.push({
      database: kind,
      'notices queued': mail.backlog,
      'reset sent after s': mail.resetDelayS.toFixed(1),
      'messages sent': mail.sent,
      seconds: mail.seconds.toFixed(1),
      'messages/s': mail.perSecond.toFixed(1),
    });
    if (!(mail.resetDelayS < 10))
      failures.push(`${kind}: the reset left ${mail.resetDelayS} s after it was asked for`);
  } catch (error) {
    failures.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await server.stop();
    await database.cleanup();
  }
}

console.log(
  `\n(a) kill -9 mid-run: ${WRITERS} writers x ${WRITES_PER_WRITER} placements, each with its own ` +
    `Idempotency-Key, retried across the restart (server: ${command})`,
);
console.table(killRows);
console.log(
  '"cut off" = in flight when the server died and answered "couldn\'t confirm" (decision 0018): never run twice.',
);
console.log(
  `\n(b) ${LOAD_SECONDS} s mixed load at ${LOAD_CONNECTIONS} connections: directory by state, directory ` +
    "searches by ZIP, properties, a partner's placements, and 1 idempotent placement write (it emails the " +
    'organisation) per 10 reads',
);
console.table(loadRows);
console.log(
  '\n(c) mail: contact acknowledgements queued and handed to the runner, then a password reset asked for; the ' +
    'production runner (2 s polls) delivers to an SMTP server in the bench',
);
console.table(mailRows);
if (failures.length > 0) {
  console.error(`\nFAILED:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log('\nNo acknowledged write lost, no duplicate, no error.');
}
