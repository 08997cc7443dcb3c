import type { Plugin } from 'vite';
import { buildUsMapShapes } from './us-map-shapes';

export const US_MAP_SHAPES_MODULE = 'virtual:us-map-shapes-url';
const RESOLVED_ID = `\0${US_MAP_SHAPES_MODULE}`;
/** Where the dev server (and the tests) serve the shapes; a build names the file after its content. */
export const DEV_SHAPES_URL = '/us-map-shapes.json';

/**
 * `import url from 'virtual:us-map-shapes-url'`: the URL of the map's shapes (us-map-shapes.ts), built from
 * us-atlas. A build writes them as assets/us-map-shapes-<hash>.json, compressed and cached for good like the
 * scripts beside it; the dev server answers them at DEV_SHAPES_URL.
 */
export function usMapShapesAsset(): Plugin {
  let json: string | undefined;
  const shapesJson = () => {
    json ??= JSON.stringify(buildUsMapShapes());
    return json;
  };
  let serving = false;
  return {
    name: 'us-map-shapes',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(source) {
      return source === US_MAP_SHAPES_MODULE ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      if (serving) return `export default ${JSON.stringify(DEV_SHAPES_URL)};`;
      const file = this.emitFile({ type: 'asset', name: 'us-map-shapes.json', source: shapesJson() });
      return `export default import.meta.ROLLUP_FILE_URL_${file};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_SHAPES_URL, (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.end(shapesJson());
      });
    },
  };
}
