// `npm run check:budgets` (after `npm run build`; not in `npm test` while routes are over, decision 0022): reads the client build's
// manifest, prints each route's initial JavaScript gzipped against its budget (src/client/app/route-budgets.ts)
// and exits 1, naming the route and its chunks, when one is over. Optional argument: the build folder
// (default dist/client).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { kb, type Manifest, measureRoutes, overBudget } from '../src/client/app/route-budgets';

const outDir = process.argv[2] ?? 'dist/client';
let manifest: Manifest;
try {
  manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
} catch {
  console.error(`No build manifest in ${outDir}/.vite/: run \`npm run build\` first.`);
  process.exit(1);
}

// the same measure as Vite's build report (zlib's default level)
const gzipBytes = (file: string) => gzipSync(readFileSync(join(outDir, file))).length;
const sizes = measureRoutes(manifest, gzipBytes);

const width = Math.max(...sizes.map(({ route }) => route.path.length));
console.log(`${'route'.padEnd(width)}  initial JS gz  budget    files`);
for (const { route, total, budget, files } of sizes) {
  const mark = total > budget ? '  OVER' : '';
  console.log(
    `${route.path.padEnd(width)}  ${kb(total).padStart(12)}  ${kb(budget).padStart(8)}  ${String(files.length).padStart(5)}${mark}`,
  );
}

const failures = overBudget(sizes);
if (failures.length > 0) {
  console.error(`\n${failures.length} route(s) over budget:`);
  for (const failure of failures) console.error(`- ${failure}`);
  process.exit(1);
}
console.log(`\nEvery route is within its budget (${sizes.length} routes).`);
