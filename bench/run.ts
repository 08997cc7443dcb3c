// `npm run bench`: requests per second and p99 latency of API routes, as ratios to a trivial route
// served by the same server in the same run. BENCH_SECONDS (default 5) sets each measurement's length;
// BENCH_DATABASE_URL runs the server on PostgreSQL instead of in-memory PGlite.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';

interface Measurement {
  name: string;
  rps: number;
  p99: number;
  errors: number;
}

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const routes = [
  { name: 'GET /api/health (baseline)', path: '/api/health' },
  { name: 'GET /api/properties', path: '/api/properties' },
  { name: 'GET /api/properties?limit=10&offset=20', path: '/api/properties?limit=10&offset=20' },
];

const server = spawn(process.execPath, ['--import', 'tsx', 'bench/serve.ts'], {
  env: { ...process.env, LOG_LEVEL: 'silent' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const [port, kind] = await new Promise<[number, string]>((resolve, reject) => {
  let buffer = '';
  server.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const match = /LISTENING (\d+) (\w+)/.exec(buffer);
    if (match) resolve([Number(match[1]), String(match[2])]);
  });
  server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});

async function measure(name: string, path: string): Promise<Measurement> {
  const url = `http://127.0.0.1:${port}${path}`;
  await autocannon({ url, connections: 10, duration: 1 }); // warm-up
  const result = await autocannon({ url, connections: 10, duration: seconds });
  return {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

try {
  const results: Measurement[] = [];
  for (const route of routes) results.push(await measure(route.name, route.path));
  const baseline = results[0];
  if (!baseline) throw new Error('no baseline');
  console.log(`\nDatabase: ${kind}; ${seconds} s per route, 10 connections, 2-core machine\n`);
  console.table(
    results.map((r) => ({
      route: r.name,
      'req/s': Math.round(r.rps),
      'p99 ms': r.p99,
      'req/s vs baseline': `${(r.rps / baseline.rps).toFixed(2)}x`,
      'p99 vs baseline': `${(r.p99 / Math.max(1, baseline.p99)).toFixed(2)}x`,
      errors: r.errors,
    })),
  );
  const failed = results.filter((r) => r.errors > 0);
  if (failed.length > 0) {
    console.error(`Routes answered errors: ${failed.map((r) => r.name).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  server.kill('SIGTERM');
}
