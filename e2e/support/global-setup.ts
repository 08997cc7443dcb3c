import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

interface JourneyServer {
  baseUrl: string;
  /** The server's DATA_DIR: with no SMTP_URL its mail lands in DATA_DIR/mail as .eml files. */
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    servers: JourneyServer[];
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

interface RunningServer extends JourneyServer {
  stop(): Promise<void>;
}

/** Starts the built server (npm run build first) on a free port with a fresh embedded database and demo data. */
async function startServer(): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vhm-e2e-'));
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['dist/server/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      NODE_ENV: 'test',
      // the pages and downloads must show the deployment's support contact, not a built-in one
      SUPPORT_EMAIL: 'help@vhm-e2e.example',
      SUPPORT_PHONE: '(518) 555-0142',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => log);
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A server of its own for each worker, so two journey files run at once and neither sees the other's writes
 * (the journeys were written for one server each file runs after the other on, which each worker keeps).
 */
export default async function setup(project: TestProject) {
  // one for each journey worker (maxWorkers in vitest.e2e.config.ts): a worker's files run one after another on it
  const servers = await Promise.all(Array.from({ length: project.globalConfig.maxWorkers }, startServer));
  project.provide(
    'servers',
    servers.map(({ baseUrl, dataDir }) => ({ baseUrl, dataDir })),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
