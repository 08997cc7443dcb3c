// Reads back the paths compactPath writes (M, m, l and z, with implicit line-tos), for the tests to check where
// every point landed.

type Point = [number, number];

/** The subpaths of `d` as absolute points. */
export function pathPoints(d: string): Point[][] {
  const tokens = d.match(/[MmLlz]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  const subpaths: Point[][] = [];
  let [x, y] = [0, 0];
  let command = '';
  let start: Point = [0, 0];
  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i] as string;
    if (/[MmLlz]/.test(token)) {
      command = token;
      i++;
      if (command === 'z') [x, y] = start;
      continue;
    }
    const [dx, dy] = [Number(tokens[i]), Number(tokens[i + 1])];
    i += 2;
    const absolute = command === 'M' || command === 'L';
    [x, y] = absolute ? [dx, dy] : [x + dx, y + dy];
    if (command === 'M' || command === 'm') {
      start = [x, y];
      subpaths.push([start]);
      // the pairs after a move are line-tos of the same kind
      command = command === 'M' ? 'L' : 'l';
    } else {
      subpaths.at(-1)?.push([x, y]);
    }
  }
  return subpaths;
}

/** Whether `point` is inside the shape `d` draws (even-odd, as a ring's holes). */
export function insidePath(d: string, [px, py]: Point): boolean {
  let inside = false;
  for (const ring of pathPoints(d)) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i] as Point;
      const [xj, yj] = ring[j] as Point;
      if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}
