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
