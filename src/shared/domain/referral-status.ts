/** The partner referral workflow (spec 2, section 4). */
export const REFERRAL_STATUSES = [
  'new',
  'contacted',
  'in_progress',
  'matched',
  'closed',
  'unable_to_reach',
  'placed',
] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** The workflow order the Status sort follows: open work first, finished work last. */
export const REFERRAL_STATUS_SORT_ORDER: readonly ReferralStatus[] = [
  'new',
  'contacted',
  'in_progress',
  'matched',
  'placed',
  'unable_to_reach',
  'closed',
];

export const REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  in_progress: 'In Progress',
  matched: 'Matched',
  closed: 'Closed',
  unable_to_reach: 'Unable to Reach',
  placed: 'Placed',
};

/** The only moves a partner may make; closed is final. */
export const REFERRAL_TRANSITIONS: Record<ReferralStatus, readonly ReferralStatus[]> = {
  new: ['contacted', 'unable_to_reach'],
  contacted: ['in_progress'],
  in_progress: ['matched', 'closed'],
  matched: ['closed'],
  unable_to_reach: ['closed'],
  closed: [],
  // only a placement recorded from the referral moves it here (POST /api/placements): it is done
  placed: [],
};

/** Button text for moving a referral into a status. */
export const REFERRAL_ACTION_LABELS: Record<ReferralStatus, string> = {
  new: 'Reopen',
  contacted: 'Mark Contacted',
  in_progress: 'Start Working',
  matched: 'Mark Matched',
  closed: 'Close Referral',
  unable_to_reach: 'Unable to Reach',
  placed: 'Record Placement',
};

export function canMoveReferral(from: ReferralStatus, to: ReferralStatus): boolean {
  return REFERRAL_TRANSITIONS[from].includes(to);
}

/**
 * The dashboard's status tabs: All, the spec's five, and Unable to Reach, so a referral that ended there is
 * still one press away (it counts under its own key in the stat cards too).
 */
export const REFERRAL_FILTERS = ['all', ...REFERRAL_STATUSES] as const;
export type ReferralFilter = (typeof REFERRAL_FILTERS)[number];

/** Statuses the stat cards group: contacted = reached at least once; completed = finished either way. */
export const CONTACTED_STATUSES: readonly ReferralStatus[] = [
  'contacted',
  'in_progress',
  'matched',
  'placed',
  'closed',
];
export const IN_PROGRESS_STATUSES: readonly ReferralStatus[] = ['contacted', 'in_progress'];
export const COMPLETED_STATUSES: readonly ReferralStatus[] = [
  'matched',
  'placed',
  'closed',
  'unable_to_reach',
];

/** Spec 2, section 9. */
export const INTERNAL_NOTES_MAX = 280;
export const CSV_EXPORT_MIN_TIER = 2;
export const CSV_EXPORT_BLOCKED_MESSAGE = 'CSV export is available for Tier 2+ partners only';

/** The kinds of help a referral asks for, with the referral form's names (spec 2, section 3). */
export const NEED_TYPES = ['housing', 'mental_health', 'benefits', 'legal', 'employment'] as const;
export type NeedType = (typeof NEED_TYPES)[number];
export const NEED_TYPE_LABELS: Record<NeedType, string> = {
  housing: 'Housing Assistance',
  mental_health: 'Mental Health Support',
  benefits: 'Benefits Navigation',
  legal: 'Legal Assistance',
  employment: 'Employment Services',
};

/** A stored need type's name; an unknown value is shown as it is. */
export const needTypeLabel = (value: string): string => NEED_TYPE_LABELS[value as NeedType] ?? value;
