/** Urgency of a veteran's need (spec 2, section 3), most urgent first. */
export const URGENCY_LEVELS = ['critical', 'high', 'normal', 'low'] as const;
export type UrgencyLevel = (typeof URGENCY_LEVELS)[number];

export const URGENCY_LABELS: Record<UrgencyLevel, string> = {
  critical: 'Critical',
  high: 'High',
  normal: 'Normal',
  low: 'Low',
};

/** Spec 2, section 9: how soon the organisation should act; low has no timeline. */
export const URGENCY_TIMELINE_DAYS: Record<UrgencyLevel, number | null> = {
  critical: 7,
  high: 30,
  normal: 90,
  low: null,
};

/**
 * Plain examples beside each level, so whoever refers a veteran picks the level the organisation would pick
 * (issue 34: a referral arrived as "Normal urgency" whatever the veteran's night looked like).
 */
export const URGENCY_EXAMPLES: Record<UrgencyLevel, string> = {
  critical: 'Sleeping outside, in a car or somewhere unsafe tonight, or fleeing violence',
  high: 'Must leave where they stay within 2 weeks (eviction, shelter time limit, leaving hospital)',
  normal: 'Housed for now, but at risk of losing it in the next months',
  low: 'Stably housed; planning ahead or asking for information',
};
