import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// relative, not '@shared' or '@client': vite.config.ts loads this file before any alias exists
import { usStateCodeOfFips, usStateName } from '../../shared/domain/us-states';
import type { UsMapShapes } from '../features/admin/us-map-shapes';
import { compactPath } from './svg-path';

// Run when the client is built (us-map-shapes-plugin.ts), never in the browser: the map fetches what this makes.

/**
 * Points rounded to a quarter unit (the box is 975 across), each within an eighth of a unit of the atlas's own:
 * no visible change at the sizes the map is drawn, and a smaller file than the atlas (each halving of the step
 * adds about a quarter).
 */
export const STEPS_PER_UNIT = 4;

type Atlas = Topology<{ states: GeometryCollection<{ name: string }> }>;

/** us-atlas's states, already projected into the map's box (src/shared/domain/us-map.ts). */
export function readAtlas(): Atlas {
  const file = createRequire(import.meta.url).resolve('us-atlas/states-albers-10m.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Atlas;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Every state's and DC's shape by name (the order Tab visits them), and the country's outline. */
export function buildUsMapShapes(atlas: Atlas = readAtlas()): UsMapShapes {
  const planar = geoPath();
  const states = feature(atlas, atlas.objects.states)
    .features.map((shape) => {
      const code = usStateCodeOfFips(String(shape.id));
      if (!code) throw new Error(`us-atlas has a state shape with an unknown FIPS code: ${shape.id}`);
      const [x, y] = planar.centroid(shape);
      return {
        code,
        name: usStateName(code),
        d: compactPath(shape, STEPS_PER_UNIT),
        centre: { x: round(x), y: round(y) },
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  // the borders that belong to one state only: the coasts and the borders with Canada and Mexico
  const outline = mesh(atlas, atlas.objects.states, (a, b) => a === b);
  return { states, outline: compactPath(outline, STEPS_PER_UNIT) };
}
