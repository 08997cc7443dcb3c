import { MAP_HEIGHT, MAP_SCALE, MAP_WIDTH, type MapPoint } from '@shared/domain/us-map';
import { geoAlbersUsa } from 'd3-geo';

// The projection us-atlas drew the map's states with (src/shared/domain/us-map.ts): projected here, a ZIP's
// point needs no projection code in the browser.
const projection = geoAlbersUsa()
  .scale(MAP_SCALE)
  .translate([MAP_WIDTH / 2, MAP_HEIGHT / 2]);

// a tenth of a unit: far finer than a circle's edge, and short in the answer
const round = (value: number) => Math.round(value * 10) / 10;

/** Where a ZIP's centroid is on the map, or null where Albers USA draws nothing (Puerto Rico, Guam...). */
export function mapPoint(longitude: number | null, latitude: number | null): MapPoint | null {
  if (longitude === null || latitude === null) return null;
  const at = projection([longitude, latitude]);
  return at ? { x: round(at[0]), y: round(at[1]) } : null;
}
