// The module graph (docs/architecture.md): each feature module under src/server/modules is reached only through
// its index.ts; the registries (inbox, messages) import no feature module; no cycle, through indexes either.
// `npm run lint` runs it; src/server/module-graph.test.ts plants each violation and sees its rule fire.

const MODULE = '^src/server/modules/([^/]+)/';
const REGISTRIES = '^src/server/modules/(inbox|messages)/';
const INDEX = '^src/server/modules/[^/]+/index\\.ts$';
const TESTS = ['\\.test\\.tsx?$', '\\.fixtures\\.tsx?$', '^src/server/test/', '^src/server/fuzz/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'A cycle between files (through a module index too): untangle it, e.g. by a registry.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'registry-imports-no-feature',
      comment: 'The inbox and messages are registries: modules declare to them in their manifests.',
      severity: 'error',
      from: { path: REGISTRIES, pathNot: TESTS },
      to: { path: '^src/server/modules/', pathNot: REGISTRIES },
    },
    {
      name: 'module-through-index',
      comment: 'Another module is imported through its index.ts only, never a file inside it.',
      severity: 'error',
      from: { path: MODULE, pathNot: TESTS },
      to: { path: '^src/server/modules/[^/]+/.', pathNot: ['^src/server/modules/$1/', INDEX] },
    },
    {
      name: 'app-through-index',
      comment:
        'Code outside the modules (app.ts, the seed, the CLI) imports a module through its index.ts only.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/server/modules/', ...TESTS] },
      to: { path: '^src/server/modules/[^/]+/.', pathNot: [INDEX] },
    },
    {
      name: 'no-relative-import-into-module',
      comment: 'Another module is named by its alias (@server/modules/x), never by a relative path.',
      severity: 'error',
      from: { path: MODULE },
      to: { path: '^src/server/modules/', pathNot: ['^src/server/modules/$1/'], dependencyTypes: ['local'] },
    },
    {
      name: 'no-relative-import-of-module',
      comment:
        'Code outside the modules names a module by its alias (@server/modules/x), never by a relative path.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/server/modules/'] },
      to: { path: '^src/server/modules/', dependencyTypes: ['local'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^src/client/', '\\.d\\.ts$'] },
    parser: 'swc',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
