// The admin network map's US map: us-atlas's states-albers-10m, projected with Albers USA (Alaska and Hawaii
// moved in below the lower 48) into a 975 x 610 box. The state shapes (built from the atlas when the client is
// built) and the ZIP points (projected by the server) are in the same box, with the same projection.

export const MAP_WIDTH = 975;
export const MAP_HEIGHT = 610;
/** The Albers USA scale us-atlas used for its "albers" files (centred in the box). */
export const MAP_SCALE = 1300;

/** A place on the map, in the box's units. */
export interface MapPoint {
  x: number;
  y: number;
}
