// The real server as a child process for `npm run bench:reliability`: started on a database of its own,
// killed with SIGKILL mid-run, started again on the same data.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@server/db/client';
import { sql } from 'drizzle-orm';
import pg from 'pg';

export type DatabaseKind = 'pglite' | 'postgres';

export interface BenchDatabase {
  kind: DatabaseKind;
  env: Record<string, string>;
  /** The folder for the server's log (and PGlite's data, mail files). */
  dir: string;
  cleanup(): Promise<void>;
}

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/** PGlite in a fresh temp DATA_DIR, or a fresh database on the PostgreSQL server (dropped afterwards). */
export async function prepareDatabase(kind: DatabaseKind): Promise<BenchDatabase> {
  const dir = mkdtempSync(join(tmpdir(), `vhm-reliability-${kind}-`));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  if (kind === 'pglite') {
    return { kind, dir, env: { DATA_DIR: join(dir, 'data') }, cleanup: async () => removeDir() };
  }
  const base = process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES;
  const name = `vhm_reliability_${Date.now()}_${process.pid}`;
  await onServer(base, (client) => client.query(`create database ${name}`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    kind,
    dir,
    env: { DATABASE_URL: url.toString(), DATA_DIR: join(dir, 'data') },
    cleanup: async () => {
      await onServer(base, (client) => client.query(`drop database if exists ${name} with (force)`));
      removeDir();
    },
  };
}

/**
 * Placements per marker (`notes`) starting with `prefix`, read from the database itself once the server has
 * stopped (PGlite allows one process per data directory).
 */
export async function storedPerMarker(database: BenchDatabase, prefix: string): Promise<Map<string, number>> {
  const { DATABASE_URL: url, DATA_DIR: dataDir } = database.env;
  const handle = await openDatabase(url ? { url } : { dataDir: String(dataDir) });
  try {
    const result = (await handle.db.execute(
      sql`select notes, count(*)::int as n from placements where starts_with(notes, ${prefix}) group by notes`,
    )) as unknown as { rows: { notes: string; n: number }[] };
    return new Map(result.rows.map((row) => [row.notes, Number(row.n)]));
  } finally {
    await handle.close();
  }
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A port nobody listens on now, kept across restarts so clients reconnect to the same address. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** The built bundle when it is newer than the sources, else the sources through tsx. */
function serverArgs(): { args: string[]; label: string } {
  const bundle = 'dist/server/server.js';
  if (
    existsSync(bundle) &&
    statSync(bundle).mtimeMs >= Math.max(newestMtime('src'), newestMtime('drizzle'))
  ) {
    return { args: [bundle], label: 'dist/server/server.js' };
  }
  return { args: ['--import', 'tsx', 'src/server/server.ts'], label: 'tsx src/server/server.ts' };
}

export class BenchServer {
  private child: ChildProcess | undefined;
  readonly baseUrl: string;
  readonly command = serverArgs();

  constructor(
    private readonly database: BenchDatabase,
    readonly port: number,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  /** Starts the server and waits until it answers; answers how long that took in ms. */
  async start(): Promise<number> {
    const started = Date.now();
    const log = createWriteStream(join(this.database.dir, 'server.log'), { flags: 'a' });
    const child = spawn(process.execPath, this.command.args, {
      env: {
        ...process.env,
        ...this.database.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        NODE_ENV: 'development',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    this.child = child;
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) =>
        reject(new Error(`server exited with ${code}; see ${join(this.database.dir, 'server.log')}`)),
      ),
    );
    exited.catch(() => {});
    await Promise.race([this.waitForHealth(), exited]);
    return Date.now() - started;
  }

  private async waitForHealth(): Promise<void> {
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${this.baseUrl}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(200);
    }
    throw new Error('the server did not answer within 180 s');
  }

  /** kill -9: no shutdown hooks, no flush, in-flight requests cut off. */
  async kill9(): Promise<void> {
    await this.signal('SIGKILL');
  }

  async stop(): Promise<void> {
    await this.signal('SIGTERM');
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
