// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compactPath } from './svg-path';
import { pathPoints } from './svg-path.fixtures';

const polygon = (...rings: [number, number][][]) => ({ type: 'Polygon' as const, coordinates: rings });
const line = (...points: [number, number][]) => ({ type: 'LineString' as const, coordinates: points });

describe('compactPath', () => {
  it('writes the first point absolute, the others relative, and closes rings', () => {
    const square = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
      [0, 0],
    ] as [number, number][];
    const hole = [
      [2, 2],
      [2, 4],
      [4, 4],
      [4, 2],
      [2, 2],
    ] as [number, number][];
    // after "z" the next move is from the ring's start
    expect(compactPath(polygon(square, hole), 4)).toBe('M0,0l10,0 0,10-10,0zm2,2 0,2 2,0 0-2z');
  });

  it('rounds to the step, drops leading zeros and the points that round onto the one before', () => {
    expect(compactPath(line([0.1, 0.2], [0.3, 0.3], [0.32, 0.26], [1.06, -0.6]), 4)).toBe(
      'M0,.25l.25,0 .75-.75',
    );
    // lines stay open
    expect(compactPath(line([0, 0], [1, 1]), 4)).not.toContain('z');
  });

  it('keeps every point within half a step however long the path', () => {
    const points = Array.from(
      { length: 2000 },
      (_, i) => [i * 0.3 + 0.01, Math.sin(i) * 50] as [number, number],
    );
    const [written] = pathPoints(compactPath(line(...points), 4));
    expect(written).toHaveLength(points.length);
    for (const [i, [x, y]] of (written ?? []).entries()) {
      const [ox, oy] = points[i] as [number, number];
      expect(Math.abs(x - ox)).toBeLessThanOrEqual(0.125 + 1e-9);
      expect(Math.abs(y - oy)).toBeLessThanOrEqual(0.125 + 1e-9);
    }
  });
});
