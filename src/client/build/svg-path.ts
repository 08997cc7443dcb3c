import { type GeoContext, type GeoPermissibleObjects, geoPath } from 'd3-geo';

/**
 * An SVG path of planar (already projected) geometry, written small: each point rounded to the nearest
 * 1/`stepsPerUnit` of a unit and written relative to the one before, leading zeros dropped, points that round
 * onto the one before left out. Rounding the absolute positions (not the moves) keeps every point within half a
 * step of where it was, however long the path. Polygons' rings are closed ("z"); lines stay open.
 */
export function compactPath(geometry: GeoPermissibleObjects, stepsPerUnit: number): string {
  let out = '';
  // the current point and the subpath's start, in steps
  let [x, y, startX, startY] = [0, 0, 0, 0];
  // the command the next pair needs: "l" after the first (absolute) move; none after a relative "m"
  let command = '';
  const number = (count: number) => String(count / stepsPerUnit).replace(/^(-?)0\./, '$1.');
  const write = (dx: number, dy: number) => {
    const [a, b] = [number(dx), number(dy)];
    // pairs are separated by a space, numbers by a comma; a minus sign separates on its own
    out += command || (a.startsWith('-') ? '' : ' ');
    out += `${a}${b.startsWith('-') ? '' : ','}${b}`;
  };
  const steps = (value: number) => Math.round(value * stepsPerUnit);
  const context: GeoContext = {
    moveTo(px, py) {
      const [qx, qy] = [steps(px), steps(py)];
      if (out === '') {
        command = 'M';
        write(qx, qy);
        command = 'l';
      } else {
        command = 'm';
        write(qx - x, qy - y);
        command = '';
      }
      [x, y, startX, startY] = [qx, qy, qx, qy];
    },
    lineTo(px, py) {
      const [qx, qy] = [steps(px), steps(py)];
      if (qx === x && qy === y) return;
      write(qx - x, qy - y);
      command = '';
      [x, y] = [qx, qy];
    },
    closePath() {
      out += 'z';
      // after "z" the current point is the subpath's start again
      [x, y] = [startX, startY];
    },
    beginPath() {},
    arc() {
      throw new Error('compactPath draws shapes and lines, not points');
    },
  };
  geoPath(null, context)(geometry);
  return out;
}
