// `npm start`: build when the bundle is missing or older than the sources, then run the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const outputs = ['dist/server/server.js', 'dist/client/index.html', 'dist/prerender/prerender.js'];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

const stale =
  outputs.some((file) => !existsSync(file)) ||
  Math.max(newestMtime('src'), newestMtime('drizzle')) >
    Math.min(...outputs.map((file) => statSync(file).mtimeMs));

if (stale) {
  console.log('Building the app...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(new URL('../dist/server/server.js', import.meta.url).href);
