/**
 * The one vocabulary of time windows on the admin pages: each window is a number of days back from now, with one
 * label. The lead-flow dashboard names a window by its period ('week' … 'year'), the network map by its days
 * ('7' … '365', or 'all'): the two spellings the API has always accepted, both derived from here.
 */
export const TIME_WINDOW_DAYS = { week: 7, month: 30, quarter: 90, year: 365 } as const;

export type TimeWindow = keyof typeof TIME_WINDOW_DAYS;
export const TIME_WINDOWS = Object.keys(TIME_WINDOW_DAYS) as [TimeWindow, ...TimeWindow[]];

/** A window by its days ('30'), or all time. */
export type TimeFrame = `${(typeof TIME_WINDOW_DAYS)[TimeWindow]}` | 'all';
const frames: TimeFrame[] = [...TIME_WINDOWS.map((w): TimeFrame => `${TIME_WINDOW_DAYS[w]}`), 'all'];
export const TIME_FRAMES = frames as [TimeFrame, ...TimeFrame[]];

export const ALL_TIME_LABEL = 'All time';
export const timeWindowLabel = (days: number) => `Last ${days} days`;

/** The days a time frame reaches back; null for all time. */
export const timeFrameDays = (frame: TimeFrame): number | null => (frame === 'all' ? null : Number(frame));

export const TIME_WINDOW_LABELS = Object.fromEntries(
  TIME_WINDOWS.map((w) => [w, timeWindowLabel(TIME_WINDOW_DAYS[w])]),
) as Record<TimeWindow, string>;

export const TIME_FRAME_LABELS = Object.fromEntries(
  TIME_FRAMES.map((frame) => {
    const days = timeFrameDays(frame);
    return [frame, days === null ? ALL_TIME_LABEL : timeWindowLabel(days)];
  }),
) as Record<TimeFrame, string>;
