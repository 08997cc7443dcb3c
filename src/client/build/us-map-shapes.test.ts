// @vitest-environment node
import { MAP_HEIGHT, MAP_WIDTH } from '@shared/domain/us-map';
import { US_STATES } from '@shared/domain/us-states';
import { type GeoContext, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import { describe, expect, it } from 'vitest';
import { pathPoints } from './svg-path.fixtures';
import { buildUsMapShapes, readAtlas, STEPS_PER_UNIT } from './us-map-shapes';

const atlas = readAtlas();
const shapes = buildUsMapShapes(atlas);
const byCode = new Map(shapes.states.map((shape) => [shape.code, shape]));

/** The atlas's own points of a state, ring by ring. */
function atlasPoints(fips: string): [number, number][][] {
  const shape = feature(atlas, atlas.objects.states).features.find((f) => f.id === fips);
  const rings: [number, number][][] = [];
  const context = {
    moveTo: (x: number, y: number) => rings.push([[x, y]]),
    lineTo: (x: number, y: number) => rings.at(-1)?.push([x, y]),
    closePath() {},
    beginPath() {},
    arc() {},
  } as GeoContext;
  if (shape) geoPath(null, context)(shape);
  return rings;
}

describe('the map shapes built from us-atlas', () => {
  it('are the 50 states and DC, by name, without the territories', () => {
    const drawn = US_STATES.filter((state) => !('territory' in state));
    expect(shapes.states.map((shape) => shape.code)).toEqual(drawn.map((state) => state.code));
    expect(shapes.states.map((shape) => shape.name)).toEqual(drawn.map((state) => state.name));
    expect(byCode.has('PR')).toBe(false);
    expect(byCode.has('AK') && byCode.has('HI')).toBe(true);
  });

  it("draw the atlas's own points, each rounded to a quarter unit, leaving out only repeats", () => {
    // (+ 0: no -0, which the path cannot say)
    const round = (value: number) => Math.round(value * STEPS_PER_UNIT) / STEPS_PER_UNIT + 0;
    for (const { code, d } of shapes.states) {
      const fips = US_STATES.find((state) => state.code === code)?.fips as string;
      const expected = atlasPoints(fips).map((ring) =>
        ring
          .map(([x, y]) => [round(x), round(y)])
          .filter(([x, y], i, all) => i === 0 || x !== all[i - 1]?.[0] || y !== all[i - 1]?.[1]),
      );
      expect(pathPoints(d), code).toEqual(expected);
    }
  });

  it('give each state its centroid in the box (Alaska and Hawaii in the lower left), and the outline', () => {
    for (const { code, centre } of shapes.states) {
      expect(centre.x, code).toBeGreaterThan(0);
      expect(centre.x, code).toBeLessThan(MAP_WIDTH);
      expect(centre.y, code).toBeGreaterThan(0);
      expect(centre.y, code).toBeLessThan(MAP_HEIGHT);
    }
    for (const code of ['AK', 'HI']) {
      expect(byCode.get(code)?.centre.x, code).toBeLessThan(MAP_WIDTH / 3);
      expect(byCode.get(code)?.centre.y, code).toBeGreaterThan(MAP_HEIGHT * 0.7);
    }
    expect(pathPoints(shapes.outline).length).toBeGreaterThan(10);
    expect(shapes.outline).not.toContain('z');
  });
});
