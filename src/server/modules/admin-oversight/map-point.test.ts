import { insidePath } from '@client/build/svg-path.fixtures';
import { buildUsMapShapes } from '@client/build/us-map-shapes';
import { lookupZip } from '@server/lib/zip-lookup';
import { describe, expect, it } from 'vitest';
import { mapPoint } from './map-point';

const shapes = buildUsMapShapes();

describe("a ZIP's point on the map", () => {
  it('lands inside its own state as the browser draws it, Alaska and Hawaii included', () => {
    const zips = ['12207', '93701', '99501', '96813', '33130', '98101', '20001', '02903', '78701'];
    for (const zip of zips) {
      const place = lookupZip(zip);
      const point = mapPoint(place?.longitude ?? null, place?.latitude ?? null);
      const state = shapes.states.find((shape) => shape.code === place?.state);
      expect(point, zip).not.toBeNull();
      expect(insidePath(state?.d ?? '', [point?.x ?? 0, point?.y ?? 0]), `${zip} in ${place?.state}`).toBe(
        true,
      );
    }
  });

  it('is null where the map draws nothing, or without a centroid', () => {
    expect(mapPoint(-66.1, 18.46)).toBeNull(); // San Juan, Puerto Rico
    expect(mapPoint(144.79, 13.44)).toBeNull(); // Guam
    expect(mapPoint(null, 42.65)).toBeNull();
    expect(mapPoint(-73.75, null)).toBeNull();
  });

  it('is rounded to a tenth of a unit', () => {
    expect(mapPoint(-73.75, 42.65)).toEqual({ x: 863.7, y: 171.7 });
  });
});
