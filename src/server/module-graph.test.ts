import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

// The module graph's rules (.dependency-cruiser.cjs, run by `npm run lint`): each violation, planted in a
// temporary file, makes its rule fire.

const root = new URL('../../', import.meta.url).pathname;
const run = promisify(execFile);
const planted: string[] = [];
const plantedModules: string[] = [];
const tag = () => `zz-planted-${randomBytes(4).toString('hex')}`;

function plant(path: string, source: string): string {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  planted.push(file);
  return path;
}

/** The rules the cruise of `files` breaks (following imports `depth` deep; 0 follows all of them). */
async function brokenRules(files: string[], extra: string[] = []): Promise<string[]> {
  const args = ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', ...extra, ...files];
  const cruise = await run(join(root, 'node_modules/.bin/depcruise'), args, { cwd: root }).catch(
    // a violation ends the cruise with a non-zero code, its report on stdout
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  const report = JSON.parse(cruise.stdout) as { summary: { violations: { rule: { name: string } }[] } };
  return [...new Set(report.summary.violations.map((violation) => violation.rule.name))];
}

afterEach(() => {
  for (const file of planted.splice(0)) rmSync(file, { force: true });
  for (const folder of plantedModules.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the module graph', { timeout: 120_000 }, () => {
  const shallow = ['--max-depth', '1'];

  it('refuses a registry (the inbox, messages) that imports a feature module', async () => {
    const file = plant(
      `src/server/modules/inbox/${tag()}.ts`,
      "import { propertiesManifest } from '@server/modules/properties';\nexport const planted = propertiesManifest;\n",
    );
    expect(await brokenRules([file], shallow)).toEqual(['registry-imports-no-feature']);
  });

  it('refuses a module importing a file inside another module', async () => {
    const file = plant(
      `src/server/modules/contact/${tag()}.ts`,
      "import { reviewListing } from '@server/modules/properties/review';\nexport const planted = reviewListing;\n",
    );
    expect(await brokenRules([file], shallow)).toEqual(['module-through-index']);
  });

  it('refuses code outside the modules importing a file inside one', async () => {
    const file = plant(
      `src/server/${tag()}.ts`,
      "import { reviewListing } from '@server/modules/properties/review';\nexport const planted = reviewListing;\n",
    );
    expect(await brokenRules([file], shallow)).toEqual(['app-through-index']);
  });

  it('refuses a relative import of another module, even of its index', async () => {
    const file = plant(
      `src/server/modules/contact/${tag()}.ts`,
      "import { propertiesManifest } from '../properties';\nexport const planted = propertiesManifest;\n",
    );
    expect(await brokenRules([file], shallow)).toEqual(['no-relative-import-into-module']);
  });

  it('refuses a cycle between two modules through their indexes', async () => {
    const [a, b] = [tag(), tag()];
    plantedModules.push(join(root, 'src/server/modules', a), join(root, 'src/server/modules', b));
    const first = plant(
      `src/server/modules/${a}/index.ts`,
      `import { second } from '@server/modules/${b}';\nexport const first = () => second;\n`,
    );
    plant(
      `src/server/modules/${b}/index.ts`,
      `import { first } from '@server/modules/${a}';\nexport const second = () => first;\n`,
    );
    expect(await brokenRules([first], ['--include-only', '^src/server/modules/zz-planted-'])).toEqual([
      'no-cycle',
    ]);
  });
});
