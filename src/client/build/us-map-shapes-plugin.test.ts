// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildUsMapShapes } from './us-map-shapes';
import { US_MAP_SHAPES_MODULE } from './us-map-shapes-plugin';

const root = mkdtempSync(join(tmpdir(), 'us-map-shapes-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const plugin = fileURLToPath(new URL('./us-map-shapes-plugin.ts', import.meta.url));
const vite = fileURLToPath(new URL('../../../node_modules/vite/bin/vite.js', import.meta.url));

describe('the map shapes in a build', () => {
  // a real build, in its own process (the bundler does not run inside the test's sandbox)
  it('are a JSON file named after its content, and the module answers its URL', () => {
    writeFileSync(join(root, 'index.html'), '<script type="module" src="./main.js"></script>');
    writeFileSync(join(root, 'main.js'), `import url from '${US_MAP_SHAPES_MODULE}';\nfetch(url);\n`);
    writeFileSync(
      join(root, 'vite.config.ts'),
      `import { usMapShapesAsset } from ${JSON.stringify(plugin)};\n` +
        'export default { logLevel: "silent", plugins: [usMapShapesAsset()], build: { modulePreload: false } };\n',
    );
    execFileSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'pipe' });

    const assets = readdirSync(join(root, 'dist', 'assets'));
    const shapesFile = assets.find((file) => /^us-map-shapes-[\w-]{8}\.json$/.test(file));
    expect(shapesFile, assets.join(', ')).toBeDefined();
    const written = JSON.parse(readFileSync(join(root, 'dist', 'assets', shapesFile as string), 'utf8'));
    expect(written).toEqual(buildUsMapShapes());
    const script = assets.find((file) => file.endsWith('.js')) as string;
    expect(readFileSync(join(root, 'dist', 'assets', script), 'utf8')).toContain(`/assets/${shapesFile}`);
  });
});
