import { usStateCodeOfFips, usStateName } from '@shared/domain/us-states';
import { geoAlbersUsa, geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas from 'us-atlas/states-albers-10m.json';

// The US states from us-atlas, already projected with Albers USA (Alaska and Hawaii moved in below the
// lower 48) into a 975 x 610 box. Only the lazy-loaded map imports this file, so no other page pays for it.

export const MAP_WIDTH = 975;
export const MAP_HEIGHT = 610;

export interface StateShape {
  code: string;
  name: string;
  /** the SVG path */
  d: string;
  /** where a tooltip points: the shape's centroid */
  centre: [number, number];
}

const topology = atlas as unknown as Topology<{ states: GeometryCollection<{ name: string }> }>;
const path = geoPath();

/** Every state and DC, by name (the order Tab visits them). */
export const STATE_SHAPES: readonly StateShape[] = feature(topology, topology.objects.states)
  .features.flatMap((shape): StateShape[] => {
    const code = usStateCodeOfFips(String(shape.id));
    const d = path(shape);
    if (!code || !d) return [];
    const [x, y] = path.centroid(shape);
    return [{ code, name: usStateName(code), d, centre: [x, y] }];
  })
  .sort((a, b) => a.name.localeCompare(b.name));

/** The outer border of the country (and of Alaska and Hawaii): drawn darker so the map's edge stands out. */
export const NATION_OUTLINE: string = path(mesh(topology, topology.objects.states, (a, b) => a === b)) ?? '';

// the projection us-atlas used for its "albers" files
const projection = geoAlbersUsa()
  .scale(1300)
  .translate([MAP_WIDTH / 2, MAP_HEIGHT / 2]);

/** A ZIP centroid on the map, or null where Albers USA draws nothing (Puerto Rico, Guam, the Virgin Islands...). */
export function projectPoint(longitude: number, latitude: number): [number, number] | null {
  return projection([longitude, latitude]) ?? null;
}
