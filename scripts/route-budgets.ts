// `npm run check:budgets` (after `npm run build`; part of `npm test`): reads the client build's manifest, prints
// each route's initial JavaScript gzipped against its budget (src/client/app/route-budgets.ts) and exits 1,
// naming the route and its chunks, when one loads more than it may: its budget, or while it is still over, its
// ceiling in src/client/app/route-budget-ceilings.json (decision 0022). A ceiling only comes down:
// `--lower-ceilings` rewrites the file with each route's new figure where it fell, and drops the routes that fit.
// Optional argument: the build folder (default dist/client).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  allowance,
  ceilingFor,
  KB,
  kb,
  type Manifest,
  measureRoutes,
  overBudget,
  type RouteSize,
} from '../src/client/app/route-budgets';

const CEILINGS_FILE = 'src/client/app/route-budget-ceilings.json';
const args = process.argv.slice(2);
const lower = args.includes('--lower-ceilings');
const outDir = args.find((arg) => !arg.startsWith('--')) ?? 'dist/client';

let manifest: Manifest;
try {
  manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
} catch {
  console.error(`No build manifest in ${outDir}/.vite/: run \`npm run build\` first.`);
  process.exit(1);
}
/** The file holds kB (1,000 bytes) for people to read; the check works in bytes. */
const ceilingsKb = JSON.parse(readFileSync(CEILINGS_FILE, 'utf8')) as Record<string, number>;
const ceilings = Object.fromEntries(Object.entries(ceilingsKb).map(([path, value]) => [path, value * KB]));

// the same measure as Vite's build report (zlib's default level)
const gzipBytes = (file: string) => gzipSync(readFileSync(join(outDir, file))).length;
const sizes = measureRoutes(manifest, gzipBytes);

const width = Math.max(...sizes.map(({ route }) => route.path.length));
console.log(`${'route'.padEnd(width)}  initial JS gz  budget    ceiling   files`);
for (const size of sizes) {
  const { route, total, budget, files } = size;
  const ceiling = ceilings[route.path];
  const mark = total > allowance(size, ceilings) ? '  OVER' : ceiling === undefined ? '' : '  (over budget)';
  console.log(
    `${route.path.padEnd(width)}  ${kb(total).padStart(12)}  ${kb(budget).padStart(8)}  ` +
      `${(ceiling === undefined ? '' : kb(ceiling)).padStart(8)}  ${String(files.length).padStart(5)}${mark}`,
  );
}

const allowed = lower ? lowered(sizes) : ceilings;
const failures = overBudget(sizes, allowed);
if (failures.length > 0) {
  console.error(`\n${failures.length} route(s) to look at:`);
  for (const failure of failures) console.error(`- ${failure}`);
  process.exit(1);
}
const within = sizes.filter(({ total, budget }) => total <= budget).length;
console.log(`\n${within} of ${sizes.length} routes within budget; the others within their ceilings.`);

/** The ceilings where each route fell (never up), without the routes that now fit; written to the file. */
function lowered(measured: readonly RouteSize[]): Record<string, number> {
  const next: Record<string, number> = {};
  for (const { route, total, budget } of measured) {
    const ceiling = ceilings[route.path];
    if (ceiling !== undefined && total > budget) next[route.path] = Math.min(ceiling, ceilingFor(total));
  }
  const file = Object.fromEntries(Object.entries(next).map(([path, bytes]) => [path, bytes / KB]));
  writeFileSync(CEILINGS_FILE, `${JSON.stringify(file, null, 2)}\n`);
  console.log(`\n${CEILINGS_FILE}: ${Object.keys(next).length} ceilings.`);
  return next;
}
