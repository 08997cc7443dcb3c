import { formatNumber } from '@client/lib/format';
import type { MapDataType, MapRow } from '@shared/contracts/admin-oversight';
import { usStateName } from '@shared/domain/us-states';

// What the map shades for each data type, the rows summed per state, and the colour classes of the scale.

export type MapFigures = MapRow['metadata'];

/** The counts a state or ZIP has: the five figures of the spec's map row. */
export const FIGURE_LABELS: Record<keyof MapFigures, string> = {
  veteranReferrals: 'Veteran referrals',
  urgentReferrals: 'Urgent referrals',
  landlordLeads: 'Landlord leads',
  availableUnits: 'Available units',
  successfulMatches: 'Successful matches',
};
export const FIGURE_KEYS = Object.keys(FIGURE_LABELS) as (keyof MapFigures)[];

const FIGURE_WORDS: Record<keyof MapFigures, [string, string]> = {
  veteranReferrals: ['veteran referral', 'veteran referrals'],
  urgentReferrals: ['urgent referral', 'urgent referrals'],
  landlordLeads: ['landlord lead', 'landlord leads'],
  availableUnits: ['available unit', 'available units'],
  successfulMatches: ['successful match', 'successful matches'],
};

/** "12 veteran referrals", "1 landlord lead", "no successful matches". */
export function figureText(key: keyof MapFigures, value: number): string {
  const [one, many] = FIGURE_WORDS[key];
  if (value === 0) return `no ${many}`;
  return `${formatNumber(value, 0)} ${value === 1 ? one : many}`;
}

interface Measure {
  /** the legend title and map heading */
  label: string;
  /** the table's column for the sum, when the measure adds several figures */
  total: string;
  /** the figures the server counts for this data type (urgent referrals are part of the referrals) */
  parts: readonly (keyof MapFigures)[];
  none: string;
}

/**
 * What each data type shades: the sum of the figures the server counts for it (see the admin-oversight
 * routes), so a state with any of them is shaded, as "States Active" counts it.
 */
export const MEASURES: Record<MapDataType, Measure> = {
  all: {
    label: 'All activity',
    total: 'All activity',
    parts: ['veteranReferrals', 'landlordLeads', 'availableUnits', 'successfulMatches'],
    none: 'no activity',
  },
  veterans: {
    label: 'Veteran referrals',
    total: '',
    parts: ['veteranReferrals'],
    none: 'no veteran referrals',
  },
  landlords: {
    label: 'Landlord leads and available units',
    total: 'Leads and units',
    parts: ['landlordLeads', 'availableUnits'],
    none: 'no landlord leads or available units',
  },
  matches: {
    label: 'Successful matches',
    total: '',
    parts: ['successfulMatches'],
    none: 'no successful matches',
  },
};

/** The chosen data type's count of a state or ZIP. */
export const measureOf = (type: MapDataType, figures: MapFigures) =>
  MEASURES[type].parts.reduce((sum, key) => sum + figures[key], 0);

/** "12 veteran referrals", "26 in all", "7 landlord leads and available units", "no activity". */
export function countText(type: MapDataType, value: number): string {
  const measure = MEASURES[type];
  const [only] = measure.parts;
  if (value === 0) return measure.none;
  if (measure.parts.length === 1 && only) return figureText(only, value);
  if (type === 'all') return `${formatNumber(value, 0)} in all`;
  return `${formatNumber(value, 0)} ${value === 1 ? 'landlord lead or available unit' : 'landlord leads and available units'}`;
}

/** The count with its parts when it adds several: "26 in all (12 veteran referrals, ...)". */
export function countWithParts(type: MapDataType, figures: MapFigures): string {
  const value = measureOf(type, figures);
  const { parts } = MEASURES[type];
  const main = countText(type, value);
  if (parts.length === 1 || value === 0) return main;
  return `${main} (${parts.map((key) => figureText(key, figures[key])).join(', ')})`;
}

export interface StateFigures {
  code: string;
  name: string;
  figures: MapFigures;
  /** the chosen data type's count */
  value: number;
  rows: MapRow[];
}

const emptyFigures = (): MapFigures => ({
  veteranReferrals: 0,
  urgentReferrals: 0,
  landlordLeads: 0,
  availableUnits: 0,
  successfulMatches: 0,
});

/** The ZIP rows summed per state, the busiest state first (then by name). */
export function figuresByState(rows: readonly MapRow[], type: MapDataType): StateFigures[] {
  const states = new Map<string, StateFigures>();
  for (const row of rows) {
    const code = row.state.toUpperCase();
    let state = states.get(code);
    if (!state) {
      state = { code, name: usStateName(code), figures: emptyFigures(), value: 0, rows: [] };
      states.set(code, state);
    }
    for (const key of FIGURE_KEYS) state.figures[key] += row.metadata[key];
    state.rows.push(row);
  }
  const list = [...states.values()];
  for (const state of list) {
    state.value = measureOf(type, state.figures);
    state.rows.sort((a, b) => measureOf(type, b.metadata) - measureOf(type, a.metadata));
  }
  return list.sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
}

/** The colour classes of the scale, lightest first; a state with nothing gets NO_ACTIVITY_CLASS. */
export const SCALE_CLASSES = [
  'fill-primary/25',
  'fill-primary/40',
  'fill-primary/60',
  'fill-primary/80',
  'fill-primary',
] as const;
export const NO_ACTIVITY_CLASS = 'fill-muted';

export interface ScaleStep {
  /** the lowest and highest count of the step */
  from: number;
  to: number;
  className: string;
}

/**
 * Up to five steps that each hold about a fifth of the states with activity (quantiles), so one very busy
 * state does not leave all the others in the lightest colour. Steps are whole-number ranges from 1 to the
 * busiest state's count, without gaps; the busiest step always gets the darkest colour.
 */
export function scaleSteps(values: readonly number[]): ScaleStep[] {
  const sorted = values.filter((value) => value > 0).sort((a, b) => a - b);
  const classes = SCALE_CLASSES.length;
  const uppers: number[] = [];
  for (let i = 1; i <= classes && sorted.length > 0; i++) {
    const upper = sorted[Math.ceil((i * sorted.length) / classes) - 1] ?? 0;
    if (upper > (uppers.at(-1) ?? 0)) uppers.push(upper);
  }
  const first = classes - uppers.length;
  return uppers.map((to, i) => ({
    from: (uppers[i - 1] ?? 0) + 1,
    to,
    className: SCALE_CLASSES[first + i] ?? 'fill-primary',
  }));
}

/** The fill class of a count on the scale. */
export function scaleClass(steps: readonly ScaleStep[], value: number): string {
  if (value <= 0) return NO_ACTIVITY_CLASS;
  return steps.find((step) => value <= step.to)?.className ?? steps.at(-1)?.className ?? NO_ACTIVITY_CLASS;
}

export const stepLabel = (step: ScaleStep) =>
  step.from === step.to
    ? formatNumber(step.from, 0)
    : `${formatNumber(step.from, 0)}–${formatNumber(step.to, 0)}`;
