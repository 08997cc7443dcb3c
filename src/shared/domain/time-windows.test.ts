import { describe, expect, it } from 'vitest';
import {
  TIME_FRAME_LABELS,
  TIME_FRAMES,
  TIME_WINDOW_LABELS,
  TIME_WINDOWS,
  timeFrameDays,
} from './time-windows';

describe('the one vocabulary of time windows', () => {
  it("keeps both spellings the API accepts: the lead flow's periods and the map's days", () => {
    expect(TIME_WINDOWS).toEqual(['week', 'month', 'quarter', 'year']);
    expect(TIME_FRAMES).toEqual(['7', '30', '90', '365', 'all']);
  });

  it('gives a window the same label under either name', () => {
    expect(TIME_WINDOW_LABELS.quarter).toBe('Last 90 days');
    expect(TIME_FRAME_LABELS['90']).toBe(TIME_WINDOW_LABELS.quarter);
    expect(TIME_FRAME_LABELS.all).toBe('All time');
    expect(timeFrameDays('365')).toBe(365);
    expect(timeFrameDays('all')).toBeNull();
  });
});
